#!/usr/bin/python3
"""Writes the picture fixtures of Tests/TermCoverCoreTests/Fixtures with PIL
(python3-pil). Run once by hand; the files are committed, and the tests'
expected cells are worked out from the pixels listed here."""
import sys
from PIL import Image

out = sys.argv[1]

# 2 x 4 pixels, RGBA, row by row.
tiny = Image.new("RGBA", (2, 4))
tiny.putdata([
    (255, 0, 0, 255), (0, 255, 0, 255),
    (0, 0, 255, 255), (255, 255, 255, 255),
    (0, 0, 0, 255), (255, 255, 0, 255),
    (0, 0, 0, 0), (255, 0, 0, 128),
])
tiny.save(f"{out}/tiny.png")

# 32 x 16: the first 8 columns red, the rest blue.
wide = Image.new("RGB", (32, 16), (0, 0, 255))
for y in range(16):
    for x in range(8):
        wide.putpixel((x, y), (255, 0, 0))
wide.save(f"{out}/wide.png")

# 16 x 32 of one gray, as a JPEG: flat, so it decodes to the same gray.
Image.new("RGB", (16, 32), (128, 128, 128)).save(f"{out}/gray.jpg", quality=100)

# 8 x 16, one cell at one pixel a point: white, its last 4 rows blue.
split = Image.new("RGB", (8, 16), (255, 255, 255))
for y in range(12, 16):
    for x in range(8):
        split.putpixel((x, y), (0, 0, 255))
split.save(f"{out}/split.png")

# A PNG's signature and then nothing a decoder can read.
with open(f"{out}/broken.png", "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + b"this is not a picture" * 4)
