"""A cast replayed into frames: the screen sampled on a format's clock, unchanged frames merged."""
from .canvas import CellGrid, Colours
from .fonts import Fonts
from .glyphs import Glyphs
from .terminal import Terminal
from .timing import frames

FONT_SIZE = 15                 # pixels: DejaVu Sans Mono's advance is then 9 px
LINE_HEIGHT = 1.2              # of the font size, as terminals space lines (agg's default is 1.4)


def cell_metrics(fonts):
    """(cell width, cell height, baseline) in pixels for the chain's first face."""
    width = round(fonts.regular.getlength("M"))
    height = round(fonts.size * LINE_HEIGHT)
    ascent, descent = fonts.regular.getmetrics()
    return width, height, round((height - ascent - descent) / 2 + ascent)


class Renderer:
    """Draws a cast's screens; `frames(rate)` yields (image, changed box, ticks) for each frame
    that differs from the one before, with the ticks of the unchanged frames after it added in."""

    def __init__(self, cast, font_size=FONT_SIZE):
        self.cast = cast
        self.fonts = Fonts(font_size)
        width, height, baseline = cell_metrics(self.fonts)
        self.glyphs = Glyphs(self.fonts, width, height, baseline)
        self.colours = Colours(cast.theme)

    def frames(self, rate, hold=0):
        cast = self.cast
        terminal = Terminal(cast.cols, cast.rows)
        canvas = CellGrid(cast.cols, cast.rows, self.glyphs, self.colours)
        start = cast.events[0][0] if cast.events else 0.0
        events, next_event = cast.events, 0
        pending = None                       # the frame drawn last, waiting to learn its duration
        for at, ticks in frames(cast.end - start, rate, hold):
            while next_event < len(events) and events[next_event][0] - start <= at:
                _, code, data = events[next_event]
                if code == "o":
                    terminal.feed(data)
                elif code == "r":
                    cols, _, rows = str(data).partition("x")
                    terminal.resize(int(rows), int(cols))
                next_event += 1
            box = canvas.update(terminal)
            if pending is not None and box is None:
                pending[2] += ticks
                continue
            if pending is not None:
                yield tuple(pending)
            if pending is None:
                box = (0, 0) + canvas.image.size
            pending = [canvas.image.crop(box), box[:2], ticks]
        if pending is not None:
            yield tuple(pending)
