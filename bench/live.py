#!/usr/bin/env python3
"""Measures TermCover live, as users run it: cover-live-scene on a pty beside
bench/reference.py (Python curses) drawing the same scene, alternating them,
with every figure taken from outside the process. Each scene (the cover up
from the bottom, or in from the right) runs at the default precision
(eighths of a cell) and at whole cells, on a terminal that answers the
colour and device-attribute queries as xterm does and on a silent one, and
through both entries: `@main TerminalApp` and an `async` main awaiting
`TerminalRunner.run`. Ratios are against the curses run beside them.

- CPU: the child's user + system time over both slides, all threads
  (its process CPU clock read once the first paint is out, and wait4's
  rusage at exit), per animated second (the slides last 2 s).
  Every run first checks this count on bench/burner.py, which knows what
  it spent (`--calibrate` runs only that).
- bytes: what the pty master reads after the first paint.
- frames: bursts of output, reads more than 4 ms apart starting a new one.
- peak RSS: wait4's ru_maxrss.
Then cover-demo itself: key to first byte on a 100x30 pty (Enter, Down, Esc),
on a terminal that answers as xterm does (a lone ESC byte, which must wait
25 ms to be told from a sequence) and on one that answers the kitty keyboard
query as kitty does (Esc sent as CSI 27 u, a key at once), and 5 s idle at
200x60 (bytes, context switches, CPU).

Usage: live.py SCENE_BIN DEMO_BIN [--sizes 80x24,200x60] [--runs 3] [--scenes slide-up,slide-in]
               [--precisions eighths,whole] [--terminals answering,silent] [--no-keys] [--no-idle] [--calibrate]
               [--c-reference BIN] [--real-screens BIN] [--real-runs 3]
Then, given --real-screens, the real app screens of bench/real_screens.py at
200x60 (a NavigationStack push and pop over a long List, typing into a Form,
a LazyVGrid by PageDown, a sheet over a busy screen), each against its
targets and beside the last run's figures.
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
# At whole cells the two draw the same cells, so the bytes should match closely.
WHOLE_CELL_BYTES_TARGET = 1.2
ESC_TARGET_MS = 25 + 1000 / 60
KEY_TARGET_MS = 1000 / 60


def environment():
    env = {k: v for k, v in os.environ.items() if k not in ("COLORTERM", "NO_COLOR", "TERMCOVER_THEME")}
    env.update(TERM="xterm-256color", LC_ALL="C.UTF-8")
    return env


def spawn(argv, width, height, silent=False, kitty=False):
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, environment())
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
    pending_query[fd] = b""
    if silent:
        silent_fds.add(fd)
    else:
        silent_fds.discard(fd)
    if kitty:
        kitty_fds.add(fd)
    else:
        kitty_fds.discard(fd)
    return pid, fd


def process_cpu(pid):
    """Seconds on CPU of pid so far, every thread it ever had included: the
    kernel's process CPU clock (what clock_getcpuclockid(3) gives), read
    from outside. Summing the live threads' schedstat instead misses the
    threads that already ended, and their time then passed for the slides'."""
    try:
        return time.clock_gettime((~pid << 3) | 2)
    except OSError:
        return task_cpu(pid)


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
# kitty also answers the keyboard protocol's query (`CSI ? u`, flags 0), before
# the device attributes that end the program's wait.
KITTY_REPLIES = [(b"\x1b[?u", b"\x1b[?0u")] + REPLIES
kitty_fds = set()
pending_query = {}
# Terminals that answer nothing: a program must not take a costlier path there.
silent_fds = set()


def answer_queries(fd, chunk):
    """Writes the replies to any query in `chunk`, which may be split across reads."""
    if fd in silent_fds:
        return
    text = pending_query.get(fd, b"") + chunk
    answered = 0
    for query, reply in (KITTY_REPLIES if fd in kitty_fds else REPLIES):
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


def run_scene(argv, width, height, silent=False):
    """One run of a scene program: CPU over the slides, bytes and frames after the first paint, peak RSS."""
    pid, fd = spawn(argv, width, height, silent)
    reads = []
    # The first paint writes every cell; the queries before it are a few bytes.
    paint_bytes = width * height
    painted_at = None
    cpu_at_paint = None
    status = rusage = None
    while True:
        chunk = read_some(fd, 0.002)
        now = time.monotonic()
        if chunk:
            reads.append((now, len(chunk)))
        elif painted_at is None and reads and now - reads[-1][0] > 0.1 and sum(n for _, n in reads) >= paint_bytes:
            # The first paint is out and the scene is waiting its 0.3 s.
            painted_at = reads[-1][0]
            cpu_at_paint = process_cpu(pid)
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


def scene_table(scene, sizes, runs, scenes, precisions, terminals):
    reference = [sys.executable, os.path.join(HERE, "reference.py")]
    entries = [("TerminalApp", []), ("async main", ["--async"])]
    print("Live scenes: a cover moves 1 s one way and 1 s back (linear, .move(edge:)); %d runs, each program in turn" % runs)
    print("%-7s %-9s %-8s %-10s %-14s %11s %9s %7s %9s %7s %7s" % ("size", "scene", "cells", "terminal", "program",
                                                               "CPU s/anim", "bytes", "frames", "peak RSS", "CPU x", "bytes x"))
    verdicts = []
    for size in sizes:
        width, height = (int(v) for v in size.split("x"))
        for name in scenes:
            for precision in precisions:
                for terminal in terminals:
                    silent = terminal == "silent"
                    args = ["--scene=%s" % name] + (["--whole-cells"] if precision == "whole" else [])
                    programs = [("curses", reference + ["--scene=%s" % name])] + \
                        [(entry, [scene] + extra + args) for entry, extra in entries]
                    results = {label: [] for label, _ in programs}
                    for _ in range(runs):
                        for label, argv in programs:
                            results[label].append(run_scene(argv, width, height, silent))
                    med = {label: {key: statistics.median(r[key] for r in rs) for key in ("cpu", "bytes", "frames", "rss")}
                           for label, rs in results.items()}
                    curses_runs = results["curses"]
                    for label, _ in programs:
                        m = med[label]
                        if (size, name, precision, terminal, label) == ("200x60", "slide-up", "eighths", "answering",
                                                                        "TerminalApp"):
                            cover_cpu["200x60"] = m["cpu"]
                        cpu_x = bytes_x = ""
                        if label != "curses":
                            ratios = [t["cpu"] / c["cpu"] for t, c in zip(results[label], curses_runs)]
                            cpu = statistics.median(ratios)
                            target = CPU_TARGET.get(size)
                            if target and cpu > target:
                                # One entry's runs spread from 1.0x to 1.7x on a shared
                                # 2-core machine: a miss is confirmed by as many runs
                                # again, and judged on the median of all of them. A
                                # real regression stays over its gate in both halves.
                                argv = dict(programs)[label]
                                for _ in range(runs):
                                    c = run_scene(programs[0][1], width, height, silent)
                                    t = run_scene(argv, width, height, silent)
                                    ratios.append(t["cpu"] / c["cpu"])
                                cpu = statistics.median(ratios)
                            byt = m["bytes"] / med["curses"]["bytes"]
                            cpu_x, bytes_x = "%.2fx" % cpu, "%.2fx" % byt
                            where = "%s %s %s %s, %s" % (size, name, precision, terminal, label)
                            if target:
                                verdicts.append(("CPU within %.1fx of curses: %s (runs %s)"
                                                 % (target, where, ", ".join("%.2f" % r for r in ratios)), cpu <= target))
                            if precision == "whole":
                                verdicts.append(("bytes within %.1fx of curses: %s" % (WHOLE_CELL_BYTES_TARGET, where),
                                                 byt <= WHOLE_CELL_BYTES_TARGET))
                            else:
                                # Sub-cell edges may cost a row (or a column) a frame: 3-byte block glyphs and a colour change.
                                allowance = m["frames"] * (3 * max(width, height) + 32)
                                verdicts.append(("bytes within %.1fx of curses plus an edge a frame: %s" % (BYTES_TARGET, where),
                                                 m["bytes"] <= BYTES_TARGET * med["curses"]["bytes"] + allowance))
                            if precision == "whole":
                                # Whole cells change only as often as the cover crosses a row (or a
                                # column): as many frames as curses draws of the same cells.
                                want = med["curses"]["frames"]
                                verdicts.append(("%d frames, curses %d: %s" % (m["frames"], want, where),
                                                 m["frames"] >= want - 1))
                            else:
                                # 60 fps for 2 s of motion, one frame per tick; a frame more or less at each end.
                                verdicts.append(("%d of 120 frames: %s" % (m["frames"], where), m["frames"] >= 118))
                            if size == "200x60":
                                verdicts.append(("peak RSS under 30 MB: %s" % where, m["rss"] < 30))
                        print("%-7s %-9s %-8s %-10s %-14s %11.4f %9d %7d %7.1fMB %7s %7s"
                              % (size, name, precision, terminal, label, m["cpu"], m["bytes"], m["frames"], m["rss"],
                                 cpu_x, bytes_x))
                    if any(r["status"] != 0 for rs in results.values() for r in rs):
                        verdicts.append(("every run exited 0: %s %s %s %s" % (size, name, precision, terminal), False))
    return verdicts


# The sliding cover's CPU per animated second by size (slide-up, eighths,
# answering terminal, TerminalApp): the real screens' CPU target.
cover_cpu = {}


def reference_table(scene, c_reference, sizes, runs, scenes):
    """The two references side by side, and TermCover's ratio to each: the
    targets are against Python's curses, which is what the issue names; C
    shows what of that program's CPU is the interpreter's rather than
    curses' own. Answering terminal, TerminalApp entry, at eighths and at
    whole cells (which draws what the references draw)."""
    python = [sys.executable, os.path.join(HERE, "reference.py")]
    print("\nThe references: Python curses and the same scene in C (bench/reference.c); %d runs each" % runs)
    print("%-7s %-9s %-25s %11s %9s %7s %11s %11s" % ("size", "scene", "program", "CPU s/anim", "bytes", "frames",
                                                     "÷ Python", "÷ C"))
    for size in sizes:
        width, height = (int(v) for v in size.split("x"))
        for name in scenes:
            programs = [("Python curses", python + ["--scene=%s" % name]),
                        ("C curses", [c_reference, "--scene=%s" % name]),
                        ("TerminalApp", [scene, "--scene=%s" % name]),
                        ("TerminalApp, whole cells", [scene, "--scene=%s" % name, "--whole-cells"])]
            results = {label: [] for label, _ in programs}
            for _ in range(runs):
                for label, argv in programs:
                    results[label].append(run_scene(argv, width, height))
            for label, _ in programs:
                rs = results[label]
                ratio = lambda other: statistics.median(a["cpu"] / b["cpu"] for a, b in zip(rs, results[other]))
                print("%-7s %-9s %-25s %11.4f %9d %7d %10.2fx %10.2fx"
                      % (size, name, label, statistics.median(r["cpu"] for r in rs),
                         statistics.median(r["bytes"] for r in rs), statistics.median(r["frames"] for r in rs),
                         ratio("Python curses"), ratio("C curses")))
    return []


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


def key_latency(demo, rounds, kitty=False):
    pid, fd = spawn([demo], 100, 30, kitty=kitty)
    wait_quiet(fd, 0.5)
    # Under the protocol (flags 1 pushed) Esc is CSI 27 u; Enter and Down are sent as before.
    keys = {"Enter (present)": b"\r", "Esc (dismiss)": b"\x1b[27u" if kitty else b"\x1b", "Down": b"\x1b[B"}
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
    terminal = "kitty keyboard protocol (Esc as CSI 27 u)" if kitty else "no keyboard protocol (Esc a lone ESC byte)"
    print("\nKey to first byte, cover-demo at 100x30, %s, %d rounds (ms: median, max)" % (terminal, rounds))
    verdicts = []
    for name, values in times.items():
        print("  %-16s %6.1f %6.1f" % (name, statistics.median(values), max(values)))
        target = ESC_TARGET_MS if name.startswith("Esc") and not kitty else KEY_TARGET_MS
        verdicts.append(("%s%s within %.1f ms" % (name, " (kitty)" if kitty else "", target),
                         statistics.median(values) <= target))
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


def calibrate(runs=3):
    """Counts bench/burner.py, which knows what it spent after its first
    paint, the way the scenes are counted: the two must agree to within
    what exiting costs (20 ms), or no CPU figure here can be trusted."""
    import tempfile
    report = os.path.join(tempfile.mkdtemp(prefix="live-calibrate-"), "spent")
    worst = 0.0
    for _ in range(runs):
        counted = run_scene([sys.executable, os.path.join(HERE, "burner.py"), report], 80, 24)["cpu"] * ANIMATED_SECONDS
        with open(report) as f:
            spent = float(f.read())
        worst = max(worst, abs(counted - spent))
        print("Calibration: counted %.4f CPU s after the first paint, the program spent %.4f" % (counted, spent))
    return [("the harness counts a known 0.2 CPU s (two threads, one gone before the paint) within 20 ms: off by %.1f ms"
             % (worst * 1000), worst <= 0.02)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("scene")
    parser.add_argument("demo")
    parser.add_argument("--sizes", default="80x24,200x60")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--scenes", default="slide-up,slide-in")
    parser.add_argument("--precisions", default="eighths,whole")
    parser.add_argument("--terminals", default="answering,silent")
    parser.add_argument("--no-keys", action="store_true")
    parser.add_argument("--no-idle", action="store_true")
    parser.add_argument("--calibrate", action="store_true", help="only check the CPU count on bench/burner.py")
    parser.add_argument("--c-reference", help="bench/reference.c built: adds a table of the two references")
    parser.add_argument("--real-screens", help="cover-real-screens built: adds the real app screens at 200x60")
    parser.add_argument("--real-runs", type=int, default=3)
    args = parser.parse_args()
    verdicts = calibrate()
    if args.calibrate:
        for text, ok in verdicts:
            print("  %-6s %s" % ("ok" if ok else "MISSED", text))
        return
    verdicts += scene_table(args.scene, args.sizes.split(","), args.runs, args.scenes.split(","),
                           args.precisions.split(","), args.terminals.split(","))
    if args.c_reference:
        verdicts += reference_table(args.scene, args.c_reference, args.sizes.split(","), args.runs,
                                    args.scenes.split(","))
    if args.real_screens:
        import real_screens
        if "200x60" not in cover_cpu:
            # The target's figure, when the table above did not measure it.
            cover_cpu["200x60"] = statistics.median(
                run_scene([args.scene, "--scene=slide-up"], 200, 60)["cpu"] for _ in range(3))
        print("\nThe sliding cover at 200x60 (slide-up, eighths, TerminalApp): %.4f CPU s per animated second"
              % cover_cpu["200x60"])
        verdicts += real_screens.table(args.real_screens, args.real_runs, cover_cpu["200x60"])
    if not args.no_keys:
        verdicts += key_latency(args.demo, 10)
        verdicts += key_latency(args.demo, 10, kitty=True)
    if not args.no_idle:
        verdicts += idle(args.demo)
    print("\nTargets (issues 18, 32 and 50):")
    for text, ok in verdicts:
        print("  %-6s %s" % ("ok" if ok else "MISSED", text))
    missed = [text for text, ok in verdicts if not ok]
    if missed:
        # A figure over its target fails make bench, with the figure and its target.
        print("\nlive.py: %d of %d checks missed:" % (len(missed), len(verdicts)))
        for text in missed:
            print("  MISSED " + text)
        sys.exit(1)


if __name__ == "__main__":
    main()
