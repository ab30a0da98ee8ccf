"""Animated PNG, written frame by frame: each frame is the rectangle that
changed, compressed by Pillow's PNG encoder and moved into APNG's fdAT
chunks, with its delay as an exact fraction of a second (1/60 is 1/60, not
16 or 17 ms). Only the compressed frames are kept until the file is written,
since acTL, which comes first, needs the frame count."""
import io
import struct
import zlib
from fractions import Fraction

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def _idat(image, level):
    """The zlib data of `image` as a PNG encodes it, and the colour type it chose."""
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=level)
    data, pos, parts, colour_type = out.getvalue(), 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            colour_type = body[9]
        elif kind == b"IDAT":
            parts.append(body)
        pos += 12 + length
    return b"".join(parts), colour_type


def _delay(seconds):
    """APNG's delay_num/delay_den (16 bits each) closest to `seconds`."""
    delay = Fraction(seconds).limit_denominator(65535)
    while delay.numerator > 65535:            # longer than the fraction can say: coarser denominators
        delay = Fraction(round(delay * delay.denominator // 2), delay.denominator // 2 or 1)
    return delay.numerator, delay.denominator


class APNGWriter:
    """Frames in, an .apng/.png file out at close(). Durations are in seconds (a Fraction keeps them exact)."""

    def __init__(self, path, size, level=9):
        self.path, self.size, self.level = path, size, level
        self._frames = []

    def add(self, image, offset, seconds):
        data, colour_type = _idat(image.convert("RGB"), self.level)
        self._frames.append((image.size, offset, seconds, data))

    def close(self):
        width, height = self.size
        out = [SIGNATURE, _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)),
               _chunk(b"acTL", struct.pack(">II", len(self._frames), 0))]
        sequence = 0
        for index, ((w, h), (x, y), seconds, data) in enumerate(self._frames):
            num, den = _delay(seconds)
            # dispose_op 0 (leave the frame), blend_op 0 (replace the rectangle).
            out.append(_chunk(b"fcTL", struct.pack(">IIIIIHHBB", sequence, w, h, x, y, num, den, 0, 0)))
            sequence += 1
            if index == 0:
                out.append(_chunk(b"IDAT", data))
            else:
                out.append(_chunk(b"fdAT", struct.pack(">I", sequence) + data))
                sequence += 1
        out.append(_chunk(b"IEND", b""))
        with open(self.path, "wb") as f:
            f.write(b"".join(out))
        return len(self._frames)
