#!/usr/bin/env python3
"""Turns asciicasts into animations at the rate they were recorded.

  cast2anim.py CAST [CAST ...] [--format webp,gif,apng] [--out DIR] [--fps N] [--hold SECONDS]

Replays each cast (asciicast v2 or v3) in a terminal emulator and draws
every frame: true colour, the header's theme, block elements, box drawing,
braille and sextants drawn from geometry, Hangul and other wide characters
across both their cells. Writes CAST's name with each format's extension,
beside the cast or in --out:
  webp  animated WebP, lossless, at the cast's own rate (60 fps for the
        gallery's casts; durations in whole ms, rounded at each frame's
        edge so they never drift).
  gif   GIF at up to 50 fps: its delays count hundredths of a second and
        browsers slow frames under 20 ms, so a 60 fps cast shows five
        frames in six.
  apng  animated PNG at the cast's own rate, delays exact fractions; about
        five times the bytes of the WebP.
Unchanged frames are merged into one longer frame and each frame carries
only the rectangle that changed. Prints one line per file: frames, rate,
length, size. Needs pyte and Pillow (pip) and fonts-dejavu-core with
fonts-nanum-coding (apt).
"""
import argparse
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

FORMATS = ("webp", "gif", "apng")


def write(cast, renderer, fmt, path, fps, hold):
    """Writes one animation; returns (frames, frames a second, seconds)."""
    from castanim.timing import rate_for
    if fmt == "gif":
        from castanim.gif import GIFWriter as Writer
        rate, unit = rate_for(fps, Fraction(1, 100), Fraction(1, 50)), 1
    elif fmt == "webp":
        from castanim.webp import WebPWriter as Writer
        rate, unit = rate_for(fps, Fraction(1, 1000), 0), 1
    else:
        from castanim.apng import APNGWriter as Writer
        rate = rate_for(fps, Fraction(1, fps), 0)
        unit = rate.tick                      # APNG delays are fractions of a second
    writer, total = None, 0
    for image, offset, ticks in renderer.frames(rate, hold):
        if writer is None:
            size = image.size
            writer = Writer(path, size, renderer.colours.background) if fmt != "apng" else Writer(path, size)
        writer.add(image, offset, ticks * unit)
        total += ticks
    count = writer.close()
    return count, rate.fps, float(total * rate.tick)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    parser.add_argument("casts", nargs="+", metavar="CAST")
    parser.add_argument("--format", default="webp", help="comma-separated, of webp, gif, apng (default webp)")
    parser.add_argument("--out", help="directory for the animations (default: beside each cast)")
    parser.add_argument("--fps", type=int, help="frames a second (default: the cast's own rate, at most 60)")
    parser.add_argument("--hold", type=float, default=0.0,
                        help="seconds to show the screen after the last event (default 0: the loop restarts)")
    args = parser.parse_args(argv)
    formats = [f.strip() for f in args.format.split(",") if f.strip()]
    bad = [f for f in formats if f not in FORMATS]
    if bad or not formats:
        parser.error(f"--format: {', '.join(bad) or 'none given'}; one or more of {', '.join(FORMATS)}")
    if args.fps is not None and not 1 <= args.fps <= 1000:
        parser.error("--fps: between 1 and 1000")
    try:
        import pyte  # noqa: F401
        import PIL  # noqa: F401
    except ImportError as e:
        print(f"cast2anim: {e.name} missing: pip install pyte pillow", file=sys.stderr)
        return 1
    from castanim.cast import CastError, read_cast
    from castanim.render import Renderer
    if args.out:
        os.makedirs(args.out, exist_ok=True)
    for path in args.casts:
        try:
            cast = read_cast(path)
        except (OSError, CastError) as e:
            print(f"cast2anim: {e}", file=sys.stderr)
            return 1
        try:
            renderer = Renderer(cast)
        except FileNotFoundError as e:
            print(f"cast2anim: {e}", file=sys.stderr)
            return 1
        fps = args.fps or min(cast.frame_rate() or 60, 60)
        stem = os.path.splitext(os.path.basename(path))[0]
        for fmt in formats:
            out = os.path.join(args.out or os.path.dirname(path) or ".", f"{stem}.{'png' if fmt == 'apng' else fmt}")
            count, rate, seconds = write(cast, renderer, fmt, out, fps, args.hold)
            print(f"{out}: {count} frames, {float(rate):g} fps, {seconds:.2f} s, {os.path.getsize(out) // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
