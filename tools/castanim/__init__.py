"""Turns an asciicast into an animation (APNG, GIF or WebP) at the rate it was recorded.

cast reads asciicast v2 and v3, terminal replays the bytes into pyte as
xterm would show them, fonts and glyphs draw each cell (block elements, box
drawing, braille and sextants from geometry, the rest from DejaVu Sans Mono
with NanumGothicCoding for Hangul), canvas keeps the picture and redraws only
the cells that changed, timing decides which screen each output frame shows
and for how long, and apng, gif and webp write the files. tools/cast2anim.py
is the command line.
"""
