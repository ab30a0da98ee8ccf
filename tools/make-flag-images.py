#!/usr/bin/python3
"""Draws the flag quiz's flags (Sources/Examples/flags/Resources) with PIL:
stripes, Nordic crosses and a disc, at 128 x 64 pixels (16 x 4 cells at
1 pixel a point). Japan is a JPEG, the rest PNGs, so the example loads both.
Run once by hand: /usr/bin/python3 tools/make-flag-images.py DIR (needs python3-pil)."""
import sys
from PIL import Image, ImageDraw

W, H = 128, 64

def stripes(colors, vertical):
    img = Image.new("RGB", (W, H))
    d = ImageDraw.Draw(img)
    n = len(colors)
    for i, c in enumerate(colors):
        if vertical:
            d.rectangle([i * W // n, 0, (i + 1) * W // n - 1, H - 1], fill=c)
        else:
            d.rectangle([0, i * H // n, W - 1, (i + 1) * H // n - 1], fill=c)
    return img

def nordic(field, cross):
    img = Image.new("RGB", (W, H), field)
    d = ImageDraw.Draw(img)
    bar = H // 4
    x = W * 5 // 14
    d.rectangle([x - bar // 2, 0, x + bar // 2 - 1, H - 1], fill=cross)
    d.rectangle([0, H // 2 - bar // 2, W - 1, H // 2 + bar // 2 - 1], fill=cross)
    return img

def disc(field, color):
    img = Image.new("RGB", (W, H), field)
    d = ImageDraw.Draw(img)
    r = H * 3 // 10
    d.ellipse([W // 2 - r, H // 2 - r, W // 2 + r - 1, H // 2 + r - 1], fill=color)
    return img

RED, WHITE = (200, 16, 46), (255, 255, 255)
FLAGS = {
    "Austria": stripes([(200, 16, 46), WHITE, (200, 16, 46)], False),
    "Denmark": nordic((198, 12, 48), WHITE),
    "Estonia": stripes([(0, 114, 206), (0, 0, 0), WHITE], False),
    "France": stripes([(0, 35, 149), WHITE, (237, 41, 57)], True),
    "Germany": stripes([(0, 0, 0), (221, 0, 0), (255, 206, 0)], False),
    "Ireland": stripes([(22, 155, 98), WHITE, (255, 136, 62)], True),
    "Italy": stripes([(0, 146, 70), WHITE, (206, 43, 55)], True),
    "Nigeria": stripes([(0, 135, 81), WHITE, (0, 135, 81)], True),
    "Poland": stripes([WHITE, (220, 20, 60)], False),
    "Sweden": nordic((0, 106, 167), (254, 204, 0)),
    "Ukraine": stripes([(0, 87, 183), (255, 215, 0)], False),
}

out = sys.argv[1]
for name, img in FLAGS.items():
    img.save(f"{out}/{name}.png")
disc(WHITE, (188, 0, 45)).save(f"{out}/Japan.jpg", quality=95)
