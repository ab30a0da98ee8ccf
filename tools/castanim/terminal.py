"""A pyte screen that shows ncurses output as xterm does.

pyte 0.8.2 leaves out what TermCover's bytes rely on: scrolling a region
(SU/SD), repeating a character (REP), the alternate screen (1049), and
back-colour erase (xterm's `bce`: cells a scroll, an insert or a delete
vacates take the current background, where pyte leaves default-coloured
holes). It also drops `ESC ( 0` in UTF-8 mode, so ncurses' line drawing
would show as letters; the stream here keeps charsets on.
"""
import pyte
from pyte.screens import StaticDefaultDict

ALTERNATE_SCREENS = (47, 1047, 1049)


class Terminal(pyte.Screen):
    """An xterm-like screen: `feed(text)` draws output, `resize(cols, rows)` follows a resize event."""

    def __init__(self, cols, rows):
        super().__init__(cols, rows)
        self._stream = _Stream(self)
        self._last_drawn = None
        self._main = None          # the main screen's buffer while the alternate one is up

    def feed(self, text):
        self._stream.feed(text)

    # -- drawing -------------------------------------------------------
    def draw(self, data):
        if data:
            self._last_drawn = data[-1]
        super().draw(data)

    def repeat_last(self, count=None, **_):
        """REP (CSI n b): the last drawn character again, n times."""
        if self._last_drawn:
            super().draw(self._last_drawn * max(count or 1, 1))

    # -- back-colour erase ---------------------------------------------
    def _blank(self):
        return self.default_char._replace(bg=self.cursor.attrs.bg)

    def _blank_line(self):
        line = StaticDefaultDict(self.default_char)
        blank = self._blank()
        if blank != self.default_char:
            for x in range(self.columns):
                line[x] = blank
        return line

    def _region(self):
        return self.margins or (0, self.lines - 1)

    def _scroll(self, count, up):
        top, bottom = self._region()
        for _ in range(min(max(count or 1, 1), bottom - top + 1)):
            if up:
                for y in range(top, bottom):
                    self.buffer[y] = self.buffer[y + 1]
                self.buffer[bottom] = self._blank_line()
            else:
                for y in range(bottom, top, -1):
                    self.buffer[y] = self.buffer[y - 1]
                self.buffer[top] = self._blank_line()
        self.dirty.update(range(top, bottom + 1))

    def scroll_up(self, count=None, **_):
        """SU (CSI n S): the scroll region's lines move up n, blank lines in at the bottom."""
        self._scroll(count, up=True)

    def scroll_down(self, count=None, **_):
        """SD (CSI n T): the scroll region's lines move down n, blank lines in at the top."""
        self._scroll(count, up=False)

    def index(self):
        top, bottom = self._region()
        if self.cursor.y == bottom:
            self._scroll(1, up=True)
        else:
            self.cursor_down()

    def reverse_index(self):
        top, bottom = self._region()
        if self.cursor.y == top:
            self._scroll(1, up=False)
        else:
            self.cursor_up()

    def insert_lines(self, count=None):
        top, bottom = self._region()
        if top <= self.cursor.y <= bottom:
            saved = self.margins
            self.margins = pyte.screens.Margins(self.cursor.y, bottom)
            self._scroll(count, up=False)
            self.margins = saved
            self.carriage_return()

    def delete_lines(self, count=None):
        top, bottom = self._region()
        if top <= self.cursor.y <= bottom:
            saved = self.margins
            self.margins = pyte.screens.Margins(self.cursor.y, bottom)
            self._scroll(count, up=True)
            self.margins = saved
            self.carriage_return()

    def _shift(self, count, left):
        line, x0 = self.buffer[self.cursor.y], self.cursor.x
        cells = [line[x] for x in range(x0, self.columns)]
        k = min(max(count or 1, 1), len(cells))
        blanks = [self._blank()] * k
        cells = cells[k:] + blanks if left else blanks + cells[:len(cells) - k]
        for i, cell in enumerate(cells):
            line[x0 + i] = cell
        self.dirty.add(self.cursor.y)

    def delete_characters(self, count=None):
        self._shift(count, left=True)

    def insert_characters(self, count=None):
        self._shift(count, left=False)

    # -- alternate screen ----------------------------------------------
    def set_mode(self, *modes, **kwargs):
        if kwargs.get("private") and self._main is None and any(m in ALTERNATE_SCREENS for m in modes):
            self.save_cursor()
            self._main = self.buffer
            self.buffer = type(self.buffer)(lambda: StaticDefaultDict(self.default_char))
            self.dirty.update(range(self.lines))
        super().set_mode(*modes, **kwargs)

    def reset_mode(self, *modes, **kwargs):
        if kwargs.get("private") and self._main is not None and any(m in ALTERNATE_SCREENS for m in modes):
            self.buffer, self._main = self._main, None
            self.restore_cursor()
            self.dirty.update(range(self.lines))
        super().reset_mode(*modes, **kwargs)


class _Stream(pyte.Stream):
    csi = dict(pyte.Stream.csi, S="scroll_up", T="scroll_down", b="repeat_last")

    def __init__(self, screen):
        super().__init__(screen)
        # Keep `ESC ( 0` (DEC line drawing), which pyte skips in UTF-8 mode.
        self.use_utf8 = False
