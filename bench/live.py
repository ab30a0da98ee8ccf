#!/usr/bin/env python3
"""Measures TermCover live, as users run it: cover-live-scene on a pty beside
bench/reference.py (Python curses) drawing the same scene, alternating the
two, with every figure taken from outside the process:

- CPU: the child's user + system time over both slides, all threads
  (/proc/PID/task/*/schedstat sampled once the first paint is out, and
  wait4's rusage at exit), per animated second (the slides last 2 s).
- bytes: what the pty master reads after the first paint.
- frames: bursts of output, reads more than 4 ms apart starting a new one.
- peak RSS: wait4's ru_maxrss.
Then cover-demo itself: key to first byte on a 100x30 pty (Enter, Down, Esc),
and 5 s idle at 200x60 (bytes, context switches, CPU).

Usage: live.py SCENE_BIN DEMO_BIN [--sizes 80x24,200x60] [--runs 3] [--no-keys] [--no-idle]
"""
import argparse
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import termios
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ANIMATED_SECONDS = 2.0
BURST_GAP = 0.004

# The targets: CPU ratio by size, bytes ratio, and latencies in ms.
CPU_TARGET = {"80x24": 2.0, "200x60": 1.5}
BYTES_TARGET = 1.5
ESC_TARGET_MS = 25 + 1000 / 60
KEY_TARGET_MS = 1000 / 60


def environment():
    env = {k: v for k, v in os.environ.items() if k not in ("COLORTERM", "NO_COLOR", "TERMCOVER_THEME")}
    env.update(TERM="xterm-256color", LC_ALL="C.UTF-8")
    return env


def spawn(argv, width, height):
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, environment())
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
    pending_query[fd] = b""
    return pid, fd


def task_cpu(pid):
    """Seconds on CPU of every live thread of pid."""
    total = 0
    try:
        for task in os.listdir("/proc/%d/task" % pid):
            try:
                with open("/proc/%d/task/%s/schedstat" % (pid, task)) as f:
                    total += int(f.read().split()[0])
            except OSError:
                pass
    except OSError:
        return None
    return total / 1e9


# What a terminal answers at once, as xterm does: the default colors (OSC 10
# and 11) and the primary device attributes (CSI c). Without the answers a
# program that asks waits out its timeout, and that wait would pass for the
# quiet after the first paint.
REPLIES = [(b"\x1b]10;?", b"\x1b]10;rgb:e5e5/e5e5/e5e5\x1b\\"),
           (b"\x1b]11;?", b"\x1b]11;rgb:0000/0000/0000\x1b\\"),
           (b"\x1b[c", b"\x1b[?64;1;2;6;9;15;18;21;22c")]
pending_query = {}


def answer_queries(fd, chunk):
    """Writes the replies to any query in `chunk`, which may be split across reads."""
    text = pending_query.get(fd, b"") + chunk
    answered = 0
    for query, reply in REPLIES:
        start = 0
        while (at := text.find(query, start)) >= 0:
            os.write(fd, reply)
            start = at + len(query)
            answered = max(answered, start)
    # Keep a tail that may hold the start of a query, never one answered.
    pending_query[fd] = text[max(answered, len(text) - 8):]


def read_some(fd, timeout):
    r, _, _ = select.select([fd], [], [], timeout)
    if not r:
        return b""
    try:
        chunk = os.read(fd, 65536)
    except OSError:
        return None
    answer_queries(fd, chunk)
    return chunk


def run_scene(argv, width, height):
    """One run of a scene program: CPU over the slides, bytes and frames after the first paint, peak RSS."""
    pid, fd = spawn(argv, width, height)
    reads = []
    painted_at = None
    cpu_at_paint = None
    status = rusage = None
    while True:
        chunk = read_some(fd, 0.002)
        now = time.monotonic()
        if chunk:
            reads.append((now, len(chunk)))
        elif painted_at is None and reads and now - reads[-1][0] > 0.1:
            # The first paint is out and the scene is waiting its 0.3 s.
            painted_at = reads[-1][0]
            cpu_at_paint = task_cpu(pid)
        if chunk is None or (chunk == b"" and status is None):
            done, st, ru = os.wait4(pid, os.WNOHANG)
            if done:
                status, rusage = st, ru
                while True:
                    rest = read_some(fd, 0.05)
                    if not rest:
                        break
                    reads.append((time.monotonic(), len(rest)))
                break
    os.close(fd)
    if painted_at is None or cpu_at_paint is None:
        raise SystemExit("live.py: %s never paused after its first paint" % argv[0])
    cpu = rusage.ru_utime + rusage.ru_stime - cpu_at_paint
    after = [(t, n) for t, n in reads if t > painted_at]
    frames, last = 0, None
    for t, _ in after:
        if last is None or t - last > BURST_GAP:
            frames += 1
        last = t
    return {"cpu": cpu / ANIMATED_SECONDS, "bytes": sum(n for _, n in after), "frames": frames,
            "rss": rusage.ru_maxrss / 1024, "status": os.waitstatus_to_exitcode(status)}


def scene_table(scene, sizes, runs):
    reference = [sys.executable, os.path.join(HERE, "reference.py")]
    print("Live scene: cover up 1 s and down 1 s (linear, .move(edge: .bottom)), %d runs alternating" % runs)
    print("%-8s %-24s %12s %12s %8s %10s %8s" % ("size", "program", "CPU s/anim s", "bytes", "frames", "peak RSS", "ratio"))
    verdicts = []
    for size in sizes:
        width, height = (int(v) for v in size.split("x"))
        results = {"curses": [], "termcover": []}
        for _ in range(runs):
            results["curses"].append(run_scene(reference, width, height))
            results["termcover"].append(run_scene([scene], width, height))
        med = {name: {key: statistics.median(r[key] for r in rs) for key in ("cpu", "bytes", "frames", "rss")}
               for name, rs in results.items()}
        ratios = [t["cpu"] / c["cpu"] for t, c in zip(results["termcover"], results["curses"])]
        bytes_ratio = med["termcover"]["bytes"] / med["curses"]["bytes"]
        for name in ("curses", "termcover"):
            m = med[name]
            ratio = "%.2fx" % statistics.median(ratios) if name == "termcover" else ""
            print("%-8s %-24s %12.4f %12d %8d %8.1fMB %8s" % (size, "Python curses" if name == "curses" else "TermCover (public API)",
                                                          m["cpu"], m["bytes"], m["frames"], m["rss"], ratio))
        print("%-8s CPU ratio per run: %s; bytes ratio %.2fx" % (size, ", ".join("%.2f" % r for r in ratios), bytes_ratio))
        target = CPU_TARGET.get(size)
        if target:
            verdicts.append(("CPU at %s within %.1fx of curses" % (size, target), statistics.median(ratios) <= target))
        # Sub-cell edges may cost a row a frame: a row of 3-byte block glyphs and a color change.
        allowance = med["termcover"]["frames"] * (3 * width + 32)
        verdicts.append(("bytes at %s within %.1fx of curses plus a row a frame (%d + %d)"
                         % (size, BYTES_TARGET, BYTES_TARGET * med["curses"]["bytes"], allowance),
                         med["termcover"]["bytes"] <= BYTES_TARGET * med["curses"]["bytes"] + allowance))
        # 60 fps for 2 s of motion, one frame per tick; a frame more or less at each end.
        verdicts.append(("TermCover frames at %s: %d of 120" % (size, med["termcover"]["frames"]),
                         med["termcover"]["frames"] >= 118))
        if size == "200x60":
            verdicts.append(("peak RSS at 200x60 under 30 MB", med["termcover"]["rss"] < 30))
        if any(r["status"] != 0 for rs in results.values() for r in rs):
            verdicts.append(("every run exited 0", False))
    return verdicts


def wait_quiet(fd, quiet, limit=10):
    """Reads until no output came for `quiet` seconds."""
    end = time.monotonic() + limit
    last = time.monotonic()
    while time.monotonic() < end:
        chunk = read_some(fd, 0.01)
        if chunk:
            last = time.monotonic()
        elif chunk is None:
            return
        elif time.monotonic() - last > quiet:
            return


def key_latency(demo, rounds):
    pid, fd = spawn([demo], 100, 30)
    wait_quiet(fd, 0.5)
    keys = {"Enter (present)": b"\r", "Esc (dismiss)": b"\x1b", "Down": b"\x1b[B"}
    times = {name: [] for name in keys}
    for _ in range(rounds):
        for name, key in keys.items():
            wait_quiet(fd, 0.3)
            start = time.monotonic()
            os.write(fd, key)
            while not read_some(fd, 1):
                pass
            times[name].append((time.monotonic() - start) * 1000)
    wait_quiet(fd, 0.3)
    os.write(fd, b"q")
    wait_quiet(fd, 0.3)
    os.waitpid(pid, 0)
    os.close(fd)
    print("\nKey to first byte, cover-demo at 100x30, %d rounds (ms: median, max)" % rounds)
    verdicts = []
    for name, values in times.items():
        print("  %-16s %6.1f %6.1f" % (name, statistics.median(values), max(values)))
        target = ESC_TARGET_MS if name.startswith("Esc") else KEY_TARGET_MS
        verdicts.append(("%s within %.1f ms" % (name, target), statistics.median(values) <= target))
    return verdicts


def own_threads(pid):
    """Context switches and CPU seconds so far of the app's own threads: the
    main thread, which runs the views, and the input thread. Dispatch's
    worker and manager threads come and go on their own schedule."""
    total, cpu = 0, 0
    for task in os.listdir("/proc/%d/task" % pid):
        try:
            with open("/proc/%d/task/%s/comm" % (pid, task)) as f:
                name = f.read().strip()
            if task != str(pid) and name != "termcover-input":
                continue
            with open("/proc/%d/task/%s/status" % (pid, task)) as f:
                for line in f:
                    if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                        total += int(line.split()[1])
            with open("/proc/%d/task/%s/schedstat" % (pid, task)) as f:
                cpu += int(f.read().split()[0]) / 1e9
        except OSError:
            pass
    return total, cpu


def idle(demo, seconds=5):
    pid, fd = spawn([demo], 200, 60)
    wait_quiet(fd, 1.0)
    switches0, cpu0 = own_threads(pid)
    received = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        chunk = read_some(fd, 0.05)
        if chunk:
            received += len(chunk)
    switches1, cpu1 = own_threads(pid)
    os.write(fd, b"q")
    wait_quiet(fd, 0.3)
    os.waitpid(pid, 0)
    os.close(fd)
    print("\nIdle cover-demo at 200x60 for %d s: %d bytes, %d wake-ups of the main and input threads, %.4f CPU s"
          % (seconds, received, switches1 - switches0, cpu1 - cpu0))
    return [("idle: no bytes and no wake-ups", received == 0 and switches1 == switches0)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("scene")
    parser.add_argument("demo")
    parser.add_argument("--sizes", default="80x24,200x60")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-keys", action="store_true")
    parser.add_argument("--no-idle", action="store_true")
    args = parser.parse_args()
    verdicts = scene_table(args.scene, args.sizes.split(","), args.runs)
    if not args.no_keys:
        verdicts += key_latency(args.demo, 10)
    if not args.no_idle:
        verdicts += idle(args.demo)
    print("\nTargets (issue 18):")
    for text, ok in verdicts:
        print("  %-6s %s" % ("ok" if ok else "MISSED", text))


if __name__ == "__main__":
    main()
