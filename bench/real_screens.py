"""Real app screens, live: cover-real-screens (Sources/cover-real-screens) on
a pty at 200x60, an answering terminal, driven by keys as a user drives it.
Every figure is taken from outside the process, as in live.py.

- navigation: Return pushes a row's page over a 2,000-row List with
  sections, Delete pops it (five of each).
- form: 200 characters typed into the first TextField of a Form of 40
  controls.
- grid: PageDown through a LazyVGrid of 1,000 cells to its end, PageUp back.
- sheet: 60 rows that change every frame; Return presents a sheet over them,
  Return dismisses it, 1 s apart.

A key is sent once the screen has been quiet for a while (as live.py's key
latency does); key to first byte is the time to the first byte after it.
Frames are bursts of output (reads more than 4 ms apart start a new one).
CPU per animated second is the process CPU the keys' responses took over
the frames they drew at 60 a second (frames / 60 s), so a scene that answers
a key with one frame and one that animates for 0.35 s are measured alike,
and alike with the sliding cover's figure (its CPU over 2 s of 120 frames).
The sheet scene never rests: its figures are over a fixed 3 s window.

The figures of the last run are kept in FIGURES (JSON) and printed beside
this run's.
"""
import json
import os
import statistics
import time

import live

FIGURES = os.path.join(".build", "bench", "real-screens.json")
WIDTH, HEIGHT = 200, 60
KEY_P95_TARGET_MS = 8.0
# A key's response of this many frames or more, over at least this long, is
# an animation (a push, a pop); a frame or a few close together (a
# keystroke, a page, a lazy grid settling its measured rows, or one frame's
# output split by a busy machine) are not.
ANIMATION_FRAMES = 4
ANIMATION_SECONDS = 0.1
FPS_TARGET = 58.0  # 60 fps held: at most a frame in 30 missing while animating

RETURN, DELETE, PAGE_DOWN, PAGE_UP, CTRL_C = b"\r", b"\x7f", b"\x1b[6~", b"\x1b[5~", b"\x03"


def start(binary, scene):
    pid, fd = live.spawn([binary, "--scene=%s" % scene], WIDTH, HEIGHT)
    live.wait_quiet(fd, 0.5)
    return pid, fd


def stop(pid, fd):
    os.write(fd, CTRL_C)
    end = time.monotonic() + 3
    while time.monotonic() < end:
        live.read_some(fd, 0.05)
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            os.close(fd)
            return os.waitstatus_to_exitcode(status)
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(fd)
    return -9


def frames_of(reads):
    frames, last = 0, None
    for t, _ in reads:
        if last is None or t - last > live.BURST_GAP:
            frames += 1
        last = t
    return frames


def frame_starts(reads):
    starts, last = [], None
    for t, _ in reads:
        if last is None or t - last > live.BURST_GAP:
            starts.append(t)
        last = t
    return starts


def press(pid, fd, key, quiet):
    """Sends `key` once the screen is quiet; returns its latency in ms, the
    reads of its response (until `quiet` s without output) and the CPU they took."""
    live.wait_quiet(fd, quiet)
    cpu0 = live.process_cpu(pid)
    sent = time.monotonic()
    os.write(fd, key)
    reads = []
    while True:
        chunk = live.read_some(fd, 1)
        if chunk:
            reads.append((time.monotonic(), len(chunk)))
            break
        if chunk is None or time.monotonic() - sent > 2:
            break
    latency = (reads[0][0] - sent) * 1000 if reads else None
    last = time.monotonic()
    while time.monotonic() - last < quiet:
        chunk = live.read_some(fd, 0.005)
        if chunk:
            last = time.monotonic()
            reads.append((last, len(chunk)))
        elif chunk is None:
            break
    # The CPU clock is read after the quiet, which costs an idle program nothing.
    return latency, reads, live.process_cpu(pid) - cpu0


def keyed(binary, scene, keys, quiet):
    """Runs `scene`, presses `keys` in turn; per-key latencies, and totals."""
    pid, fd = start(binary, scene)
    latencies, cpu, frames, size, animated = [], 0.0, 0, 0, []
    for key in keys:
        latency, reads, spent = press(pid, fd, key, quiet)
        if latency is not None:
            latencies.append(latency)
        cpu += spent
        frames += frames_of(reads)
        size += sum(n for _, n in reads)
        starts = frame_starts(reads)
        if len(starts) >= ANIMATION_FRAMES and starts[-1] - starts[0] >= ANIMATION_SECONDS:
            # An animation: its frame rate from the first frame to the last.
            animated.append((len(starts) - 1, starts[-1] - starts[0]))
    status = stop(pid, fd)
    fps = None
    if animated:
        fps = sum(n for n, _ in animated) / max(1e-9, sum(s for _, s in animated))
    return {"latencies": latencies, "cpu": cpu * 60 / max(1, frames), "bytes": size, "frames": frames,
            "fps": fps, "status": status}


def busy_sheet(binary):
    """The sheet over rows that change every frame: 1 s, Return, 1 s, Return, 1 s."""
    pid, fd = start_busy(binary)
    reads = []
    cpu0 = live.process_cpu(pid)
    began = time.monotonic()
    for at, key in ((1.0, RETURN), (2.0, RETURN), (3.0, None)):
        while time.monotonic() - began < at:
            chunk = live.read_some(fd, 0.002)
            if chunk:
                reads.append((time.monotonic(), len(chunk)))
        if key:
            os.write(fd, key)
    window = time.monotonic() - began
    cpu = live.process_cpu(pid) - cpu0
    status = stop(pid, fd)
    starts = frame_starts(reads)
    fps = (len(starts) - 1) / (starts[-1] - starts[0]) if len(starts) > 2 else 0.0
    return {"latencies": [], "cpu": cpu / window, "bytes": sum(n for _, n in reads), "frames": len(starts),
            "fps": fps, "status": status}


def start_busy(binary):
    # It never goes quiet: wait for its first full paint, then a moment.
    pid, fd = live.spawn([binary, "--scene=sheet"], WIDTH, HEIGHT)
    got, end = 0, time.monotonic() + 10
    while got < WIDTH * HEIGHT // 4 and time.monotonic() < end:
        chunk = live.read_some(fd, 0.05)
        got += len(chunk or b"")
    settle = time.monotonic() + 0.3
    while time.monotonic() < settle:
        live.read_some(fd, 0.005)
    return pid, fd


SCENES = [
    ("navigation", "push and pop over a 2,000-row List (5 each)",
     lambda b: keyed(b, "navigation", [RETURN, DELETE] * 5, 0.15)),
    ("form", "200 characters into a TextField of a 40-control Form",
     lambda b: keyed(b, "form", [bytes([ord("a") + i % 26]) for i in range(200)], 0.04)),
    ("grid", "PageDown through a 1,000-cell LazyVGrid and back",
     lambda b: keyed(b, "grid", [PAGE_DOWN] * 10 + [PAGE_UP] * 10, 0.15)),
    ("sheet", "a sheet over 60 rows changing every frame (3 s)", busy_sheet),
]


def percentile(values, q):
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(1, int(-(-q * len(ordered) // 1)))
    return ordered[min(len(ordered), rank) - 1]


def table(binary, runs, cover_cpu):
    """Runs each scene `runs` times; prints this run's figures beside the last
    run's and returns the checks. `cover_cpu`: the sliding cover's CPU per
    animated second at 200x60 (slide-up, TerminalApp) in this run."""
    try:
        with open(FIGURES) as f:
            previous = json.load(f)
    except (OSError, ValueError):
        previous = {}
    print("\nReal screens (cover-real-screens) at %dx%d, answering terminal, %d runs, medians; key to first byte over"
          " every key of every run; previous run in brackets" % (WIDTH, HEIGHT, runs))
    print("%-11s %-54s %13s %17s %13s %21s" % ("scene", "", "CPU s/anim", "bytes", "fps",
                                              "key ms p50/p95/max"))
    current, verdicts = {}, []
    for name, what, measure in SCENES:
        results = [measure(binary) for _ in range(runs)]
        latencies = [v for r in results for v in r["latencies"]]
        fpss = [r["fps"] for r in results if r["fps"] is not None]
        figures = {"cpu": statistics.median(r["cpu"] for r in results),
                   "bytes": statistics.median(r["bytes"] for r in results),
                   "frames": statistics.median(r["frames"] for r in results),
                   "fps": statistics.median(fpss) if fpss else None,
                   "p50": percentile(latencies, 0.5) if latencies else None,
                   "p95": percentile(latencies, 0.95) if latencies else None,
                   "max": max(latencies) if latencies else None}
        current[name] = figures
        before = previous.get(name, {})

        def show(key, fmt):
            now = figures.get(key)
            then = before.get(key)
            text = fmt % now if now is not None else "-"
            return text + (" (" + (fmt % then) + ")" if then is not None else " (-)")

        keys = "-"
        if figures["p50"] is not None:
            keys = "%.1f/%.1f/%.1f" % (figures["p50"], figures["p95"], figures["max"])
            if before.get("p50") is not None:
                keys += " (%.1f/%.1f/%.1f)" % (before["p50"], before["p95"], before["max"])
        print("%-11s %-54s %13s %17s %13s %21s" % (name, what, show("cpu", "%.4f"), show("bytes", "%d"),
                                                   show("fps", "%.1f"), keys))
        where = "real screen %s" % name
        if figures["p95"] is not None:
            verdicts.append(("%s: key to first byte p95 %.1f ms, target under %.0f ms"
                             % (where, figures["p95"], KEY_P95_TARGET_MS), figures["p95"] < KEY_P95_TARGET_MS))
        if figures["fps"] is not None:
            verdicts.append(("%s: %.1f fps while animating, target 60 (at least %.0f)"
                             % (where, figures["fps"], FPS_TARGET), figures["fps"] >= FPS_TARGET))
        if cover_cpu:
            verdicts.append(("%s: %.4f CPU s per animated second, target at most the sliding cover's %.4f"
                             % (where, figures["cpu"], cover_cpu), figures["cpu"] <= cover_cpu))
        if any(r["status"] != 0 for r in results):
            verdicts.append(("%s: every run exited 0 (%s)" % (where, ", ".join(str(r["status"]) for r in results)),
                             False))
    os.makedirs(os.path.dirname(FIGURES), exist_ok=True)
    with open(FIGURES, "w") as f:
        json.dump(current, f, indent=1)
    return verdicts
