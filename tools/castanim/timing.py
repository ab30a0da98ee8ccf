"""Which screen each output frame shows, and for how long, in a format's units.

Frames are a uniform grid of `period` seconds from the cast's start: frame k
covers [k*period, (k+1)*period) and shows the screen at its middle, so a
recording made at that rate gets each of its frames once, and one made
faster loses the frames that fall between (a 60 fps cast in a 50 fps GIF
shows five of every six). A format counts time in whole `tick`s (GIF 10 ms,
WebP 1 ms), so each boundary is rounded to its nearest tick rather than each
duration: the rounding errors never add up, and the durations sum to the
recording's length within half a tick.
"""
from fractions import Fraction
from dataclasses import dataclass


@dataclass(frozen=True)
class Rate:
    """A format's clock: frames every `period` seconds, durations counted in `tick`s."""
    period: Fraction
    tick: Fraction

    @property
    def fps(self):
        return 1 / self.period


def rate_for(fps, tick, shortest):
    """The rate closest to `fps` frames a second that a format whose durations
    are whole `tick`s of at least `shortest` seconds can show."""
    period = max(Fraction(1, fps), Fraction(shortest))
    return Rate(period, Fraction(tick))


def frames(length, rate, hold=0):
    """Yields (seconds to sample the screen at, duration in ticks) for a
    recording `length` seconds long, the last frame held `hold` seconds more."""
    count = max(1, round(Fraction(length) / rate.period))
    edge = lambda k: round(k * rate.period / rate.tick)
    for k in range(count):
        ticks = edge(k + 1) - edge(k)
        if k == count - 1 and hold:
            ticks += round(Fraction(hold) / rate.tick)
        yield float((k + Fraction(1, 2)) * rate.period), ticks
