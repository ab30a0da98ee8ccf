"""Animated WebP, written frame by frame: each frame the rectangle that
changed (from an even corner, as ANMF requires), compressed losslessly by
Pillow's WebP encoder, with the pixels that did not change inside it left
transparent so they cost next to nothing, and its duration in milliseconds.
Only the compressed frames are kept until the file is written, since the
RIFF size comes first."""
import io
import struct
from PIL import Image, ImageChops


def _chunk(kind, data):
    pad = b"\0" if len(data) % 2 else b""
    return kind + struct.pack("<I", len(data)) + data + pad


def _bitstream(image, method):
    """The VP8L (and any ALPH) chunks of `image` as a lossless still WebP."""
    out = io.BytesIO()
    image.save(out, "WEBP", lossless=True, quality=100, method=method, exact=False)
    data, pos, parts = out.getvalue(), 12, []
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack("<I", data[pos + 4:pos + 8])[0]
        if kind in (b"VP8L", b"VP8 ", b"ALPH"):
            parts.append(data[pos:pos + 8 + length + (length & 1)])
        pos += 8 + length + (length & 1)
    return b"".join(parts)


class WebPWriter:
    """Frames in, an animated .webp out at close(). Durations are in milliseconds."""

    def __init__(self, path, size, background, method=4):
        self.path, self.size, self.method = path, size, method
        self.background = background
        self._shown = None          # what a player shows after the frames so far
        self._frames = []

    def add(self, image, offset, milliseconds):
        x, y = offset
        if self._shown is None:
            self._shown = Image.new("RGB", self.size, self.background)
        # ANMF stores the corner halved: widen the rectangle to an even corner.
        ex, ey = x - x % 2, y - y % 2
        box = (ex, ey, x + image.width, y + image.height)
        before = self._shown.crop(box)
        self._shown.paste(image, offset)
        after = self._shown.crop(box)
        # Unchanged pixels become transparent and blend onto what is there.
        changed = ImageChops.difference(after, before).convert("L").point(lambda v: 255 if v else 0)
        frame = after.convert("RGBA")
        frame.putalpha(changed)
        blend = bool(self._frames)
        if not blend:
            frame = after
        self._frames.append((box, milliseconds, blend, _bitstream(frame, self.method)))

    def close(self):
        width, height = self.size
        body = [_chunk(b"VP8X", struct.pack("<B3x", 0x12) + (width - 1).to_bytes(3, "little")
                       + (height - 1).to_bytes(3, "little")),
                # Background (BGRA) and loop count 0, forever.
                _chunk(b"ANIM", bytes(self.background[::-1]) + b"\xff" + struct.pack("<H", 0))]
        for (x0, y0, x1, y1), milliseconds, blend, data in self._frames:
            # Flags: bit 1 set = do not blend (replace); bit 0 = dispose to background (never here).
            flags = 0 if blend else 0b10
            header = ((x0 // 2).to_bytes(3, "little") + (y0 // 2).to_bytes(3, "little")
                      + (x1 - x0 - 1).to_bytes(3, "little") + (y1 - y0 - 1).to_bytes(3, "little")
                      + min(milliseconds, 0xFFFFFF).to_bytes(3, "little") + bytes([flags]))
            body.append(_chunk(b"ANMF", header + data))
        payload = b"WEBP" + b"".join(body)
        with open(self.path, "wb") as f:
            f.write(b"RIFF" + struct.pack("<I", len(payload)) + payload)
        return len(self._frames)
