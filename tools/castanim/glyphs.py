"""The coverage mask of a cell's character: 255 where the foreground shows.

Block elements, shades, box drawing, braille and sextants are drawn from
their geometry, so they meet their neighbours without seams at any line
height, as terminals draw them; every other character comes from the font
chain, centred in its one or two cells and shrunk if it would not fit.
"""
import unicodedata
from PIL import Image, ImageDraw

SUPERSAMPLE = 4   # curves and dots are drawn this much larger, then averaged down for smooth edges


class Glyphs:
    """Masks for cells of `cell_width` x `cell_height` pixels, cached by character."""

    def __init__(self, fonts, cell_width, cell_height, baseline):
        self.fonts, self.cw, self.ch, self.baseline = fonts, cell_width, cell_height, baseline
        self._cache = {}

    def mask(self, char, bold=False, cells=1):
        """An 'L' image `cells` cells wide, or None where nothing is drawn (a space)."""
        key = (char, bold, cells)
        if key not in self._cache:
            self._cache[key] = self._draw(char, bold, cells)
        return self._cache[key]

    def _draw(self, char, bold, cells):
        if not char or char.isspace():
            return None
        w, h = self.cw * cells, self.ch
        code = ord(char[0])
        if len(char) == 1:
            if 0x2580 <= code <= 0x259F:
                return _block(code, w, h)
            if 0x1FB00 <= code <= 0x1FB3B:
                return _sextant(code, w, h)
            if 0x2800 <= code <= 0x28FF:
                return _braille(code, w, h)
            if 0x2500 <= code <= 0x257F:
                drawn = _box(char, w, h)
                if drawn is not None:
                    return drawn
        return self._text(char, bold, w, h)

    def _text(self, char, bold, w, h):
        file = self.fonts.file_for(char[0], bold)
        size = self.fonts.size
        font = self.fonts.font(file, size)
        # A glyph wider than its cells (a symbol from a proportional face) is shrunk to fit.
        while size > 6 and font.getlength(char) > w + 0.5:
            size -= 1
            font = self.fonts.font(file, size)
        image = Image.new("L", (w, h), 0)
        x = (w - font.getlength(char)) / 2
        ImageDraw.Draw(image).text((x, self.baseline), char, fill=255, font=font, anchor="ls")
        return image


def _rects(w, h, rects):
    """A mask filled at each (x0, y0, x1, y1) given as fractions of the cell, snapped to whole pixels."""
    image = Image.new("L", (w, h), 0)
    draw = ImageDraw.Draw(image)
    for x0, y0, x1, y1 in rects:
        box = [round(x0 * w), round(y0 * h), round(x1 * w) - 1, round(y1 * h) - 1]
        if box[2] >= box[0] and box[3] >= box[1]:
            draw.rectangle(box, fill=255)
    return image


def _block(code, w, h):
    """U+2580-U+259F: halves, eighths, quadrants, and the three shades as flat coverage."""
    n = code - 0x2580
    if n in (0x11, 0x12, 0x13):
        return Image.new("L", (w, h), 64 * (n - 0x10))
    UL, UR, LL, LR = (0, 0, .5, .5), (.5, 0, 1, .5), (0, .5, .5, 1), (.5, .5, 1, 1)
    if n == 0:
        rects = [(0, 0, 1, .5)]
    elif 1 <= n <= 8:
        rects = [(0, 1 - n / 8, 1, 1)]
    elif 9 <= n <= 15:
        rects = [(0, 0, (16 - n) / 8, 1)]
    else:
        rects = {0x10: [(.5, 0, 1, 1)], 0x14: [(0, 0, 1, 1 / 8)], 0x15: [(7 / 8, 0, 1, 1)],
                 0x16: [LL], 0x17: [LR], 0x18: [UL], 0x19: [UL, LL, LR], 0x1A: [UL, LR],
                 0x1B: [UL, UR, LL], 0x1C: [UL, UR, LR], 0x1D: [UR], 0x1E: [UR, LL],
                 0x1F: [UR, LL, LR]}[n]
    return _rects(w, h, rects)


def _sextant(code, w, h):
    """U+1FB00-U+1FB3B: a 2x3 grid; the code points run through the masks 1-62
    but skip 21 and 42, which are U+258C and U+2590 (the left and right halves)."""
    bits = code - 0x1FB00 + 1
    bits += bits >= 21
    bits += bits >= 42
    rects = [((i % 2) / 2, (i // 2) / 3, (i % 2 + 1) / 2, (i // 2 + 1) / 3) for i in range(6) if bits >> i & 1]
    return _rects(w, h, rects)


# Braille dots 1-8 as (column, row): dots 1-3 and 4-6 run down the columns, 7 and 8 sit under them.
BRAILLE = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]


def _braille(code, w, h):
    s = SUPERSAMPLE
    image = Image.new("L", (w * s, h * s), 0)
    draw = ImageDraw.Draw(image)
    r = min(w / 2, h / 4) * 0.3 * s
    for bit, (col, row) in enumerate(BRAILLE):
        if (code - 0x2800) >> bit & 1:
            cx, cy = (col + .5) * w / 2 * s, (row + .5) * h / 4 * s
            draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=255)
    return image.resize((w, h), Image.BOX)


WEIGHTS = {"LIGHT": 1, "SINGLE": 1, "HEAVY": 2, "DOUBLE": 3}
DIRECTIONS = {"UP": ("up",), "DOWN": ("down",), "LEFT": ("left",), "RIGHT": ("right",),
              "HORIZONTAL": ("left", "right"), "VERTICAL": ("up", "down")}


def box_arms(char):
    """The arms of a box-drawing character from its Unicode name, as
    {direction: 1 light, 2 heavy, 3 double}, plus whether it is an arc;
    None for dashes and diagonals, which the font draws. The names are
    regular: "LIGHT DOWN AND RIGHT", "DOWN LIGHT AND RIGHT HEAVY", "UP HEAVY
    AND DOWN HORIZONTAL LIGHT", "VERTICAL SINGLE AND LEFT DOUBLE"; a part
    without its own weight takes its neighbour's."""
    name = unicodedata.name(char, "")
    if not name.startswith("BOX DRAWINGS ") or "DASH" in name or "DIAGONAL" in name:
        return None
    words = name[len("BOX DRAWINGS "):].split()
    arc = "ARC" in words
    parts = []
    for part in " ".join(w for w in words if w != "ARC").split(" AND "):
        tokens = part.split()
        weight = next((WEIGHTS[t] for t in tokens if t in WEIGHTS), None)
        dirs = [d for t in tokens if t in DIRECTIONS for d in DIRECTIONS[t]]
        if not dirs or any(t not in WEIGHTS and t not in DIRECTIONS for t in tokens):
            return None
        parts.append([weight, dirs])
    for i, part in enumerate(parts):
        if part[0] is None:
            near = [p[0] for p in parts[i - 1::-1] + parts[i + 1:] if p[0] is not None] if i else \
                   [p[0] for p in parts[1:] if p[0] is not None]
            part[0] = near[0] if near else 1
    return {d: weight for weight, dirs in parts for d in dirs}, arc


def _box(char, w, h):
    found = box_arms(char)
    if found is None:
        return None
    arms, arc = found
    s = SUPERSAMPLE
    light = max(1, round(w / 8))
    image = Image.new("L", (w * s, h * s), 0)
    draw = ImageDraw.Draw(image)

    def band(width, size):
        """Where a line `width` pixels thick sits across `size`, in supersampled pixels."""
        start = (size - width) // 2
        return start * s, (start + width) * s

    cx0, cx1 = band(light, w)          # the vertical light line's columns
    cy0, cy1 = band(light, h)          # the horizontal light line's rows
    mx, my = (cx0 + cx1) / 2, (cy0 + cy1) / 2
    W, H = w * s, h * s
    if arc:
        # Rounded corners: a quarter circle between the two arms, radius half a cell.
        (vertical,) = [d for d in arms if d in ("up", "down")]
        (horizontal,) = [d for d in arms if d in ("left", "right")]
        sx, sy = (1 if horizontal == "right" else -1), (1 if vertical == "down" else -1)
        r = min(W - mx if sx > 0 else mx, H - my if sy > 0 else my)
        ox, oy = mx + sx * r, my + sy * r
        t = cx1 - cx0
        start = {(1, 1): 180, (-1, 1): 270, (-1, -1): 0, (1, -1): 90}[(sx, sy)]
        draw.arc([ox - r - t / 2, oy - r - t / 2, ox + r + t / 2, oy + r + t / 2], start, start + 90,
                 fill=255, width=t)
        # The straight rest of each arm, where the circle stops short of the edge.
        ys = (oy, H) if sy > 0 else (0, oy)
        xs = (ox, W) if sx > 0 else (0, ox)
        if ys[1] > ys[0]:
            draw.rectangle([cx0, ys[0], cx1 - 1, ys[1] - 1], fill=255)
        if xs[1] > xs[0]:
            draw.rectangle([xs[0], cy0, xs[1] - 1, cy1 - 1], fill=255)
        return image.resize((w, h), Image.BOX)
    heavy = max(2, round(w / 4))
    gap = max(1, round(w / 8))

    def lines(weight, size):
        """The (start, end) bands of an arm of `weight` across `size` pixels: one line, or two for double."""
        if weight == 3:
            a, b = band(light, size)
            step = (gap + light) * s
            return [(a - step, b - step), (a + step, b + step)]
        return [band(heavy if weight == 2 else light, size)]

    def extent(dirs, size):
        """The span the arms in `dirs` cover across `size`, which the arms across them reach into."""
        spans = [span for d in dirs if d in arms for span in lines(arms[d], size)]
        return (min(a for a, _ in spans), max(b for _, b in spans)) if spans else None

    columns = extent(("up", "down"), w)       # where the vertical arms run
    rows = extent(("left", "right"), h)       # where the horizontal arms run
    for direction, weight in arms.items():
        horizontal = direction in ("left", "right")
        across = columns if horizontal else rows
        size = (w if horizontal else h) * s
        if across is None:                    # a lone half line stops at the middle
            across = (size / 2, size / 2)
        lo, hi = (across[0], size) if direction in ("right", "down") else (0, across[1])
        for a, b in lines(weight, h if horizontal else w):
            if horizontal:
                draw.rectangle([lo, a, hi - 1, b - 1], fill=255)
            else:
                draw.rectangle([a, lo, b - 1, hi - 1], fill=255)
    return image.resize((w, h), Image.BOX)
