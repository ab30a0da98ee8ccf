"""An asciicast, v2 or v3, read into one shape: size, theme, and events at absolute times."""
import json
from dataclasses import dataclass, field


class CastError(Exception):
    """A file that is not an asciicast this reader understands; the message says where."""


@dataclass
class Cast:
    """The parts of a recording an animation needs.

    `events` are (seconds since the start, code, data) in file order, with v3's
    intervals already summed; `end` is the time of the last event of any kind
    (v3's exit event included), which is where the recording stops."""
    cols: int
    rows: int
    theme: dict = field(default_factory=dict)
    events: list = field(default_factory=list)
    end: float = 0.0

    def frame_rate(self):
        """Frames a second the recording was made at: the commonest gap between
        output events at distinct times, as a whole rate (a scripted run writes
        one event per frame, so 1/60 s gaps give 60), or None with no two
        output events. Gaps are counted to 0.1 ms, the precision v2's six
        decimals leave after rounding."""
        times = sorted({t for t, code, _ in self.events if code == "o"})
        gaps = {}
        for a, b in zip(times, times[1:]):
            gap = round(b - a, 4)
            if gap > 0:
                gaps[gap] = gaps.get(gap, 0) + 1
        if not gaps:
            return None
        gap = max(gaps.items(), key=lambda kv: (kv[1], -kv[0]))[0]
        return max(1, round(1 / gap))


def read_cast(path):
    """Reads `path`, raising CastError with the line number on anything malformed."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    if not lines:
        raise CastError(f"{path}: empty file")
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError as e:
        raise CastError(f"{path}:1: header is not JSON ({e.msg})") from None
    version = header.get("version") if isinstance(header, dict) else None
    if version == 2:
        cols, rows, theme = header.get("width"), header.get("height"), header.get("theme")
    elif version == 3:
        term = header.get("term") or {}
        cols, rows, theme = term.get("cols"), term.get("rows"), term.get("theme")
    else:
        raise CastError(f"{path}:1: not an asciicast v2 or v3 header (version {version!r})")
    if not (isinstance(cols, int) and isinstance(rows, int) and cols > 0 and rows > 0):
        raise CastError(f"{path}:1: header has no terminal size")
    cast = Cast(cols, rows, theme or {})
    clock = 0.0
    for number, line in enumerate(lines[1:], start=2):
        # v3 allows comment lines; blank lines are harmless in both.
        if not line.strip() or (version == 3 and line.lstrip().startswith("#")):
            continue
        try:
            time, code, data = json.loads(line)
            time = float(time)
        except (json.JSONDecodeError, TypeError, ValueError):
            raise CastError(f"{path}:{number}: not an event [time, code, data]") from None
        # v2 stamps each event from the start, v3 from the event before.
        clock = clock + time if version == 3 else time
        cast.events.append((clock, code, data))
    cast.end = cast.events[-1][0] if cast.events else 0.0
    return cast
