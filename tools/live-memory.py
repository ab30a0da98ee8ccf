#!/usr/bin/env python3
"""Present/dismiss cycles of a live cover-demo on a pty, with its RSS.

    python3 tools/live-memory.py .build/debug/cover-demo 2000 [WRAPPER...]

Runs `cover-demo --duration 0.05` at 80x24, types Return then Esc every
0.24 s, and prints the process's VmRSS eight times over the run. A WRAPPER
(e.g. `heaptrack -o /tmp/h`) runs the demo under it. With KILL=1 in the
environment the demo is SIGKILLed at the end instead of sent `q`, so a heap
profiler sees what was still allocated. See docs/RELIABILITY.md (memory).
"""
import fcntl, os, pty, select, struct, sys, termios, threading, time

exe, cycles, wrapper = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    os.environ.update(TERM="xterm-256color", LC_ALL="C.UTF-8")
    command = wrapper + [exe, "--duration", "0.05"]
    os.execvp(command[0], command)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
stop = False

def drain():
    # The demo blocks on a full pty if nobody reads its frames.
    while not stop:
        if select.select([fd], [], [], 0.1)[0]:
            try:
                os.read(fd, 65536)
            except OSError:
                return

def rss():
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS"):
            return int(line.split()[1])

threading.Thread(target=drain, daemon=True).start()
time.sleep(3)
start = time.time()
for i in range(cycles + 1):
    if i % max(1, cycles // 8) == 0:
        print(f"cycle {i}: rss {rss()} kB  t={time.time() - start:.0f}s", flush=True)
    os.write(fd, b"\r")
    time.sleep(0.12)
    os.write(fd, b"\x1b")
    time.sleep(0.12)
if os.environ.get("KILL") == "1":
    os.kill(pid, 9)
else:
    os.write(fd, b"q")
stop = True
os.waitpid(pid, 0)
