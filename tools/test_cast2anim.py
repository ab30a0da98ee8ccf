"""Checks tools/cast2anim.py on small casts it writes itself: durations
add up to the recording, a v3 cast replays like its v2 twin, and a Hangul
syllable draws across both of its cells. Run by `make demos` before it
draws the demos (python3 -m unittest tools/test_cast2anim.py)."""
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from PIL import Image                              # noqa: E402
import cast2anim                                   # noqa: E402

FRAMES = 30                                       # at 60 fps: half a second


def write_v2(path, events, cols=20, rows=3):
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps({"version": 2, "width": cols, "height": rows}) + "\n")
        for event in events:
            f.write(json.dumps(event) + "\n")


def counting_cast(path):
    """A counter redrawn every 1/60 s for FRAMES frames, then held 0.25 s: 0.75 s in all."""
    events = [[round(i / 60, 6), "o", f"\x1b[H{i:3d}"] for i in range(FRAMES)]
    events.append([round((FRAMES - 1) / 60 + 0.25, 6), "o", ""])
    write_v2(path, events)
    return (FRAMES - 1) / 60 + 0.25


def durations(path):
    """Each frame's duration in milliseconds, as Pillow reads the file back."""
    image, result = Image.open(path), []
    for i in range(image.n_frames):
        image.seek(i)
        image.load()
        result.append(image.info["duration"])
    return result


class Cast2AnimTests(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.cast = os.path.join(self.dir, "count.cast")
        self.length = counting_cast(self.cast)

    def render(self, fmt, cast=None):
        self.assertEqual(cast2anim.main([cast or self.cast, "--format", fmt, "--out", self.dir]), 0)
        stem = os.path.splitext(os.path.basename(cast or self.cast))[0]
        return os.path.join(self.dir, f"{stem}.{'png' if fmt == 'apng' else fmt}")

    def test_webp_frames_last_a_sixtieth_and_sum_to_the_cast_within_one_frame(self):
        found = durations(self.render("webp"))
        # 30 distinct frames, the last one held: 16 or 17 ms each, never drifting.
        self.assertEqual(len(found), FRAMES)
        self.assertTrue(all(d in (16, 17) for d in found[:-1]), found)
        self.assertLessEqual(abs(sum(found) - self.length * 1000), 1000 / 60)

    def test_gif_frames_last_twenty_ms_and_sum_to_the_cast_within_one_frame(self):
        found = durations(self.render("gif"))
        # 50 fps: a frame every 20 ms showing the screen at its middle, 10, 30, ... ms; the middles
        # before the last count (29/60 s = 483 ms) are 24, each a new count (five of every six
        # drawn), then the last count held to the end.
        self.assertEqual(found[:-1], [20] * 24)
        self.assertLessEqual(abs(sum(found) - self.length * 1000), 20)

    def test_apng_delays_sum_to_the_cast_within_one_frame(self):
        found = durations(self.render("apng"))
        self.assertEqual(len(found), FRAMES)
        self.assertLessEqual(abs(sum(found) - self.length * 1000), 1000 / 60)

    def test_a_v3_cast_draws_the_same_frames_as_its_v2_twin(self):
        v3 = os.path.join(self.dir, "count3.cast")
        with open(self.cast, encoding="utf-8") as f:
            lines = f.read().splitlines()
        events, last, body = [json.loads(l) for l in lines[1:]], 0.0, []
        for t, code, data in events:
            body.append(json.dumps([round(t - last, 6), code, data]))
            last = t
        with open(v3, "w", encoding="utf-8") as f:
            f.write(json.dumps({"version": 3, "term": {"cols": 20, "rows": 3}}) + "\n# a comment line\n")
            f.write("\n".join(body) + "\n" + json.dumps([0.0, "x", "0"]) + "\n")
        a, b = Image.open(self.render("webp")), Image.open(self.render("webp", v3))
        self.assertEqual(a.n_frames, b.n_frames)
        for i in (0, FRAMES // 2, FRAMES - 1):
            a.seek(i), b.seek(i)
            self.assertEqual(a.convert("RGB").tobytes(), b.convert("RGB").tobytes(), f"frame {i}")

    def test_a_hangul_syllable_inks_the_right_half_of_its_double_width_cell(self):
        cast = os.path.join(self.dir, "hangul.cast")
        # 한 at column 0 (cells 0 and 1), nothing else on the screen.
        write_v2(cast, [[0.0, "o", "\x1b[?25l\x1b[H\ud55c"], [0.5, "o", ""]], cols=4, rows=1)
        image = Image.open(self.render("webp", cast)).convert("L")
        cell = image.width // 4
        left = image.crop((0, 0, cell, image.height)).getbbox()
        right = image.crop((cell, 0, 2 * cell, image.height)).getbbox()
        self.assertIsNotNone(left, "no ink in the syllable's first cell")
        self.assertIsNotNone(right, "the syllable is cut at its first cell")
        self.assertIsNone(image.crop((2 * cell, 0, image.width, image.height)).getbbox())

    def test_block_elements_fill_their_share_of_the_cell_exactly(self):
        cast = os.path.join(self.dir, "blocks.cast")
        write_v2(cast, [[0.0, "o", "\x1b[?25l\x1b[H\u2584\u258c"], [0.5, "o", ""]], cols=2, rows=1)
        image = Image.open(self.render("webp", cast)).convert("L")
        cell = image.width // 2
        # The lower half block inks exactly the bottom half (18 px cells split evenly); the left
        # half block the left half, to the pixel (a 9 px cell has no exact half).
        self.assertEqual(image.crop((0, 0, cell, image.height)).getbbox(),
                         (0, image.height // 2, cell, image.height))
        x0, y0, x1, y1 = image.crop((cell, 0, 2 * cell, image.height)).getbbox()
        self.assertEqual((x0, y0, y1), (0, 0, image.height))
        self.assertLessEqual(abs(2 * x1 - cell), 1)


if __name__ == "__main__":
    unittest.main()
