"""The picture of a terminal screen, redrawn cell by cell where the screen changed."""
from PIL import Image
from wcwidth import wcwidth

# xterm's 16 colours, for a cast whose header has no theme.
XTERM = ("000000 cd0000 00cd00 cdcd00 0000ee cd00cd 00cdcd e5e5e5 "
         "7f7f7f ff0000 00ff00 ffff00 5c5cff ff00ff 00ffff ffffff").split()
# pyte's names for SGR 30-37 (and 90-97 with "bright" in front).
NAMES = ("black", "red", "green", "brown", "blue", "magenta", "cyan", "white")


def rgb(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


class Colours:
    """Turns pyte's colour names and hex strings into RGB, with the cast's theme for the defaults and the 16."""

    def __init__(self, theme=None):
        theme = theme or {}
        palette = [c for c in str(theme.get("palette", "")).split(":") if c]
        palette = palette if len(palette) >= 16 else XTERM
        self.foreground = rgb(theme.get("fg", "#e5e5e5"))
        self.background = rgb(theme.get("bg", "#000000"))
        self._named = {}
        for i, name in enumerate(NAMES):
            self._named[name] = rgb(palette[i])
            self._named["bright" + name] = rgb(palette[i + 8])
        self._cache = {}

    def __call__(self, colour, default):
        if colour == "default":
            return default
        found = self._cache.get(colour)
        if found is None:
            found = self._named.get(colour)
            if found is None:
                try:
                    found = rgb(colour)
                except ValueError:
                    found = default
            self._cache[colour] = found
        return found


class CellGrid:
    """An RGB image of `cols` x `rows` cells. `update(screen)` draws what
    changed since the last update and returns the changed pixels' bounding
    box (None when nothing did)."""

    def __init__(self, cols, rows, glyphs, colours):
        self.glyphs, self.colours = glyphs, colours
        self.cw, self.ch = glyphs.cw, glyphs.ch
        self.image = Image.new("RGB", (cols * self.cw, rows * self.ch), colours.background)
        self._drawn = {}     # (x, y) -> what is drawn there, for cells that are not blank background
        self._blank = None

    def _cell(self, char, cursor):
        """What a cell looks like: (text, fg, bg, bold, underline, strike), colours resolved."""
        c = self.colours
        fg, bg = c(char.fg, c.foreground), c(char.bg, c.background)
        if char.reverse != cursor:
            fg, bg = bg, fg
        return (char.data, fg, bg, char.bold, char.underscore, char.strikethrough)

    def update(self, screen):
        rows, cols = screen.lines, screen.columns
        if self.image.size != (cols * self.cw, rows * self.ch):
            self.image = Image.new("RGB", (cols * self.cw, rows * self.ch), self.colours.background)
            self._drawn = {}
        blank = ("", self.colours.foreground, self.colours.background, False, False, False)
        cursor = None if screen.cursor.hidden else (screen.cursor.x, screen.cursor.y)
        box = None
        for y in range(rows):
            line = screen.buffer[y]
            x = 0
            while x < cols:
                char = line[x]
                look = self._cell(char, cursor == (x, y))
                wide = 2 if x + 1 < cols and char.data and wcwidth(char.data[0]) == 2 else 1
                if look[0] == " ":
                    look = ("",) + look[1:]
                key = (look, wide)
                if self._drawn.get((x, y), (blank, 1)) != key:
                    self._draw(x, y, look, wide)
                    if key == (blank, 1):
                        self._drawn.pop((x, y), None)
                    else:
                        self._drawn[(x, y)] = key
                    if wide == 2:
                        # The cell under a wide glyph's right half is drawn with it.
                        self._drawn[(x + 1, y)] = None
                    right = x + wide
                    box = (x, y, right, y + 1) if box is None else \
                        (min(box[0], x), box[1], max(box[2], right), y + 1)
                x += wide
        if box is None:
            return None
        return (box[0] * self.cw, box[1] * self.ch, box[2] * self.cw, box[3] * self.ch)

    def _draw(self, x, y, look, cells):
        text, fg, bg, bold, underline, strike = look
        x0, y0 = x * self.cw, y * self.ch
        x1, y1 = x0 + self.cw * cells, y0 + self.ch
        self.image.paste(bg, (x0, y0, x1, y1))
        mask = self.glyphs.mask(text, bold, cells) if text else None
        if mask is not None:
            self.image.paste(fg, (x0, y0, x1, y1), mask)
        if underline:
            line = y0 + min(self.ch - 1, self.glyphs.baseline + 2)
            self.image.paste(fg, (x0, line, x1, line + 1))
        if strike:
            line = y0 + self.ch // 2
            self.image.paste(fg, (x0, line, x1, line + 1))
