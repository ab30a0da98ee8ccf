#!/usr/bin/env python3
"""Draws the cards example's deck (Sources/Examples/cards/Resources): 24 faces
(A K Q J 10 9 of four suits) and one back, as pixel art 15 x 20 blocks of
8 x 8 pixels (120 x 160 pixels), so each block is one half of a terminal
cell at TermCover's 8 x 16 points a cell and the cards draw crisp.
Standard library only (zlib + struct PNG writer). Run from the repository root."""
import os, struct, sys, zlib

W, H, S = 15, 20, 8
# Colors of the 256-color palette (the cube's levels 0, 95, 135, 175, 215,
# 255 and the gray 8 + 10k), so a 256-color terminal draws them undithered.
WHITE, INK_RED, INK_BLACK = (255, 255, 255, 255), (215, 0, 0, 255), (18, 18, 18, 255)
CLEAR = (0, 0, 0, 0)

# 3 x 5 digits and letters, rows top to bottom.
FONT = {
    "A": ["010", "101", "111", "101", "101"], "K": ["101", "110", "100", "110", "101"],
    "Q": ["010", "101", "101", "110", "011"], "J": ["001", "001", "001", "101", "010"],
    "9": ["111", "101", "111", "001", "111"], "1": ["1", "1", "1", "1", "1"],
    "0": ["111", "101", "101", "101", "111"],
}
# 7 x 7 suit shapes.
SUITS = {
    "hearts": ["0110110", "1111111", "1111111", "1111111", "0111110", "0011100", "0001000"],
    "diamonds": ["0001000", "0011100", "0111110", "1111111", "0111110", "0011100", "0001000"],
    "spades": ["0001000", "0011100", "0111110", "1111111", "1111111", "0101010", "0011100"],
    "clubs": ["0011100", "0011100", "1101011", "1111111", "1101011", "0001000", "0011100"],
}

def card_grid(fill):
    g = [[fill] * W for _ in range(H)]
    for x, y in [(0, 0), (W - 1, 0), (0, H - 1), (W - 1, H - 1)]:
        g[y][x] = CLEAR  # rounded corners
    return g

def stamp(g, rows, x0, y0, color, flip=False):
    if flip: rows = [r[::-1] for r in rows[::-1]]
    for dy, row in enumerate(rows):
        for dx, bit in enumerate(row):
            if bit == "1": g[y0 + dy][x0 + dx] = color

def rank_rows(rank):
    glyphs = [FONT[c] for c in rank]
    return ["0".join(g[i] for g in glyphs) for i in range(5)]

def face(suit, rank):
    g = card_grid(WHITE)
    ink = INK_RED if suit in ("hearts", "diamonds") else INK_BLACK
    rows = rank_rows(rank)
    stamp(g, rows, 1, 1, ink)
    stamp(g, rows, W - 1 - len(rows[0]), H - 6, ink, flip=True)
    stamp(g, SUITS[suit], 4, 7, ink)
    return g

def back():
    blue, light = (0, 0, 175, 255), (95, 135, 215, 255)
    g = card_grid(WHITE)
    for y in range(1, H - 1):
        for x in range(1, W - 1):
            g[y][x] = light if (x + y) % 4 == 0 or (x - y) % 4 == 0 else blue
    return g

def png(grid, path):
    raw = b""
    for row in grid:
        line = b"".join(bytes(px) * S for px in row)
        raw += (b"\x00" + line) * S
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", W * S, H * S, 8, 6, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "Sources/Examples/cards/Resources"
    os.makedirs(out, exist_ok=True)
    for suit in SUITS:
        for rank in ["A", "K", "Q", "J", "10", "9"]:
            png(face(suit, rank), f"{out}/{suit}-{rank}.png")
    png(back(), f"{out}/back.png")
