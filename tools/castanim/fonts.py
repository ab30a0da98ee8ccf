"""Which font file draws a character: DejaVu Sans Mono first, NanumGothicCoding
for Hangul, DejaVu Sans for the symbols the monospace face lacks, then
whatever fontconfig offers.

Coverage comes from fontconfig's charset of each file, read once, because a
FreeType font draws its .notdef box for a character it lacks rather than
saying so.
"""
import os
import subprocess
from PIL import ImageFont

FACES = {
    False: [("DejaVu Sans Mono", "dejavu/DejaVuSansMono.ttf"),
            ("NanumGothicCoding", "nanum/NanumGothicCoding.ttf"),
            ("DejaVu Sans", "dejavu/DejaVuSans.ttf")],
    True: [("DejaVu Sans Mono:bold", "dejavu/DejaVuSansMono-Bold.ttf"),
           ("NanumGothicCoding:bold", "nanum/NanumGothicCoding-Bold.ttf"),
           ("DejaVu Sans:bold", "dejavu/DejaVuSans-Bold.ttf")],
}
TRUETYPE = "/usr/share/fonts/truetype"


def _run(*args):
    try:
        return subprocess.run(args, capture_output=True, text=True, check=False).stdout.strip()
    except OSError:
        return ""


def _locate(pattern, path):
    """The file fontconfig has for `pattern` if it is that family, else Debian's path, else None."""
    family = pattern.split(":")[0]
    found = _run("fc-match", "-f", "%{file}\t%{family}", pattern)
    if "\t" in found:
        file, families = found.split("\t", 1)
        if family in families.split(",") and os.path.exists(file):
            return file
    path = os.path.join(TRUETYPE, path)
    return path if os.path.exists(path) else None


def _charset(file):
    """The code points `file` has, as (first, last) ranges from fc-query."""
    ranges = []
    for part in _run("fc-query", "-f", "%{charset}", file).split():
        first, _, last = part.partition("-")
        try:
            ranges.append((int(first, 16), int(last or first, 16)))
        except ValueError:
            pass
    return ranges


class Fonts:
    """The font chain at one pixel size. `regular` is the first face, whose
    metrics set the cell; `for_char(c, bold)` is the first face that has `c`."""

    def __init__(self, size):
        self.size = size
        self._chains = {}
        for bold, faces in FACES.items():
            chain = [(file, _charset(file)) for file in (_locate(p, d) for p, d in faces) if file]
            self._chains[bold] = chain
        if not self._chains[False]:
            raise FileNotFoundError("no DejaVu Sans Mono: install fonts-dejavu-core")
        self.missing = [p for p, d in FACES[False] if not _locate(p, d)]
        self._fonts = {}
        self._picked = {}
        self.regular = self.font(self._chains[False][0][0], size)

    def font(self, file, size):
        key = (file, size)
        if key not in self._fonts:
            self._fonts[key] = ImageFont.truetype(file, size)
        return self._fonts[key]

    def file_for(self, char, bold=False):
        """The font file that draws `char` (its first code point), bold where a bold face has it."""
        key = (char, bold)
        if key not in self._picked:
            code = ord(char)
            chain = self._chains[bold] or self._chains[False]
            file = next((f for f, ranges in chain if any(a <= code <= b for a, b in ranges)), None)
            if file is None and bold:
                file = self.file_for(char, False)
            if file is None:
                match = _run("fc-match", "-f", "%{file}", f":charset={code:x}")
                file = match if match and os.path.exists(match) else chain[0][0]
            self._picked[key] = file
        return self._picked[key]
