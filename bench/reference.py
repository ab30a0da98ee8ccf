#!/usr/bin/env python3
"""The live benchmark's reference: the scene of cover-live-scene drawn with
Python's curses (ncurses underneath), as a careful curses programmer would.

Two pads, the background page and the cover page. At 60 fps ticks, when the
cover's top row changes, the visible parts of both are copied with the pads'
noutrefresh (C's pnoutrefresh) and sent with one doupdate. The timeline is
the scene's: 0.3 s after the first paint the cover moves up from below the
screen in 1.0 s (linear), holds 0.3 s, moves down in 1.0 s, waits 0.3 s,
and the program exits. `--scene=slide-in`: the cover comes in from the
right edge instead, by whole columns.
"""
import curses
import sys
import time

SLIDE_IN = "--scene=slide-in" in sys.argv[1:]

FILLER = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
          "incididunt ut labore et dolore magna aliqua ut enim ad minim veniam quis nostrud ")


def prose(shift, count):
    return "".join(FILLER[(shift + i) % len(FILLER)] for i in range(max(0, count)))


def put(pad, y, x, text, attr):
    # Writing a pad's bottom-right cell moves the cursor past the end, which curses reports as an error.
    try:
        pad.addstr(y, x, text, attr)
    except curses.error:
        pass


def cover_row(t, height):
    """The cover's top row at t seconds after the first paint; height means off screen."""
    def offset(progress):
        return round(height * (1 - min(1.0, max(0.0, progress))))
    if t < 0.3:
        return height
    if t < 1.3:
        return offset(t - 0.3)
    if t < 1.6:
        return 0
    if t < 2.6:
        return offset(1 - (t - 1.6))
    return height


def main(screen):
    curses.curs_set(0)
    curses.use_default_colors()
    curses.init_pair(1, 250, 17)
    curses.init_pair(2, 16, 254)
    height, width = screen.getmaxyx()
    background = curses.newpad(height, width)
    cover = curses.newpad(height, width)
    background.bkgd(" ", curses.color_pair(1))
    cover.bkgd(" ", curses.color_pair(2))
    for row in range(height):
        head = "bg %03d | " % row
        put(background, row, 0, (head + prose(7 * row, width - len(head)))[:width], curses.color_pair(1))
    inner = max(0, width - 2)
    put(cover, 0, 0, "┌" + "─" * inner + "┐", curses.color_pair(2))
    for row in range(max(0, height - 2)):
        head = " cover %02d | " % row
        text = (head + prose(11 * row, inner - len(head)))[:inner]
        put(cover, row + 1, 0, "│" + text.ljust(inner) + "│", curses.color_pair(2))
    put(cover, height - 1, 0, "└" + "─" * inner + "┘", curses.color_pair(2))

    def show(top):
        if top > 0:
            background.noutrefresh(0, 0, 0, 0, top - 1, width - 1)
        if top < height:
            cover.noutrefresh(0, 0, top, 0, height - 1, width - 1)
        curses.doupdate()

    def show_from_right(left):
        if left > 0:
            background.noutrefresh(0, 0, 0, 0, height - 1, left - 1)
        if left < width:
            cover.noutrefresh(0, 0, 0, left, height - 1, width - 1)
        curses.doupdate()

    # The cover's leading edge moves over rows, or over columns.
    extent = width if SLIDE_IN else height
    if SLIDE_IN:
        show = show_from_right
    shown = extent
    show(shown)
    start = time.monotonic()
    tick = 0
    while True:
        tick += 1
        due = start + tick / 60
        pause = due - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        t = due - start
        if t >= 2.9:
            break
        top = cover_row(t, extent)
        if top != shown:
            shown = top
            show(top)


if __name__ == "__main__":
    curses.wrapper(main)
