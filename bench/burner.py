#!/usr/bin/env python3
"""The live benchmark's check on itself: a stand-in for a scene program that
knows what it spends. A thread burns 0.15 s of CPU and ends before the first
paint (that time must not be counted); then a whole screen is painted, the
program waits 0.3 s as the scenes do, burns 0.1 s on each of two threads,
writes what the process spent since the paint (its own process CPU clock)
to the file named by its argument, waits 0.3 s and exits.
"""
import os
import sys
import threading
import time


def burn(seconds):
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass


def main():
    columns, rows = os.get_terminal_size(0)
    gone = threading.Thread(target=burn, args=(0.15,))
    gone.start()
    gone.join()
    sys.stdout.write("\x1b[H" + "x" * (columns * rows))
    sys.stdout.flush()
    time.sleep(0.3)
    start = time.process_time()
    other = threading.Thread(target=burn, args=(0.1,))
    other.start()
    burn(0.1)
    other.join()
    spent = time.process_time() - start
    with open(sys.argv[1], "w") as f:
        f.write("%.6f" % spent)
    time.sleep(0.3)


if __name__ == "__main__":
    main()
