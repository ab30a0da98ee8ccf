"""GIF, written frame by frame: each frame the rectangle that changed, with
a palette of its own (exact when it has 255 colours or fewer, median-cut
otherwise), the pixels that did not change inside it transparent so they
cost next to nothing, left in place for the next frame (disposal 1), its
delay in hundredths of a second."""
import struct
from PIL import Image, ImageChops, GifImagePlugin

CLEAR = 255     # the palette index kept for "unchanged": the rest of the palette has 255 colours


def _paletted(image):
    """`image` as a 'P' image of at most 255 colours: its own when it has that few."""
    colours = image.getcolors(CLEAR)
    if colours is not None:
        # Mapping to a palette that holds every colour is exact (and done in C).
        palette = Image.new("P", (1, 1))
        palette.putpalette([v for _, c in colours for v in c])
        return image.quantize(palette=palette, dither=Image.Dither.NONE)
    return image.quantize(CLEAR, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


class GIFWriter:
    """Frames in, a .gif out. Durations are in hundredths of a second."""

    def __init__(self, path, size, background):
        self.path, self.size, self.background = path, size, background
        self._file = open(path, "wb")
        width, height = size
        # Logical screen with a two-entry global table (background, black); every frame brings its own.
        self._file.write(b"GIF89a" + struct.pack("<HHBBB", width, height, 0xF0, 0, 0)
                         + bytes(background) + b"\0\0\0")
        self._file.write(b"!\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00")   # loop forever
        self._shown = Image.new("RGB", size, background)   # what a player shows so far, as drawn
        self.count = 0

    def add(self, image, offset, centiseconds):
        image = image.convert("RGB")
        box = offset + (offset[0] + image.width, offset[1] + image.height)
        unchanged = ImageChops.difference(image, self._shown.crop(box)).convert("L").point(
            lambda v: 0 if v else 255)
        self._shown.paste(image, offset)
        frame = _paletted(image)
        palette = frame.getpalette()[:3 * CLEAR]
        frame.putpalette(palette + [0] * (3 * 256 - len(palette)))
        params = dict(duration=centiseconds * 10, disposal=1, include_color_table=True)
        if self.count:
            frame.paste(CLEAR, mask=unchanged)
            params["transparency"] = CLEAR
        for part in GifImagePlugin.getdata(frame, offset, **params):
            self._file.write(part)
        self.count += 1

    def close(self):
        self._file.write(b";")
        self._file.close()
        return self.count
