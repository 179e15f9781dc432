"""The numbers of the model, small number helpers, and the motion after
the finger lifts: the release velocity, the deceleration and the spring."""

import math

FPS = 60  # finger samples and frames arrive at 60 Hz
EXPECT_TOLERANCE = 0.01
# `conformance`: an `observe` value matches the model within 0.5 pt (unless the session
# line's `conformanceTolerance` says otherwise).
OBSERVE_TOLERANCE = 0.5

# `delaysContentTouches`: content touches are held for 0.15 s.
TOUCH_DELAY = 0.15
# The rubber-band constant c (UIScrollView's 0.55).
RUBBER_C = 0.55
# The release velocity uses the finger samples of the last 100 ms (at most 32).
VELOCITY_WINDOW = 0.1
MAX_SAMPLES = 32
# `deceleration`: the velocity kept per millisecond.
DECELERATION_RATES = {"normal": 0.998, "fast": 0.99}
# A deceleration or a spring ends when it is within 0.5 pt of where it goes.
REST_DISTANCE = 0.5
# The critically damped spring that brings the list back to an edge or a page.
SPRING_OMEGA = 10.0
# `paging`: the default velocityThreshold (points/second).
PAGING_VELOCITY_THRESHOLD = 100
# FORMAT.md `scrollAnimationDuration`: the seconds an animated `scrollTo` takes (Apple does not
# document it; 0.3 s is what it is commonly measured at).
SCROLL_ANIMATION_DURATION = 0.3


def num(v):
    """A JSON number written as an integer where it is integral (148, not 148.0)."""
    if isinstance(v, bool) or isinstance(v, int):
        return v
    r = round(v, 4)
    if r == int(r):
        return int(r)
    return r


def edges(d):
    d = d or {}
    return {k: d.get(k, 0) for k in ("top", "left", "bottom", "right")}


def rubber(x, d):
    """The rubber band: displayed overshoot for a raw overshoot x >= 0, d the frame extent."""
    return (1 - 1 / (x * RUBBER_C / d + 1)) * d


def unrubber(r, d):
    """The inverse of rubber(): raw overshoot for a displayed overshoot r (0 <= r < d)."""
    return (1 / (1 - r / d) - 1) * d / RUBBER_C


def round_half_away(f):
    return math.floor(abs(f) + 0.5) * (1 if f >= 0 else -1)


# --------------------------------------------------------------------------------------------
# Motion after the finger lifts: the release velocity, the deceleration and the
# spring, each a pure function of time.
# --------------------------------------------------------------------------------------------

class FingerSamples:
    """(time, finger coordinate along the axis) of the driving finger since its pan began."""

    def __init__(self, t, position):
        self.samples = [(t, position)]

    def add(self, t, position):
        self.samples.append((t, position))
        keep = [s for s in self.samples if s[0] >= t - VELOCITY_WINDOW - 1e-9]
        self.samples = keep[-MAX_SAMPLES:]

    def velocity(self, now):
        """Least-squares slope of position against time over the last 100 ms (0 with fewer
        than two samples or no spread in time)."""
        pts = [s for s in self.samples if s[0] >= now - VELOCITY_WINDOW - 1e-9]
        if len(pts) < 2:
            return 0.0
        mt = sum(t for t, _ in pts) / len(pts)
        mp = sum(p for _, p in pts) / len(pts)
        var = sum((t - mt) ** 2 for t, _ in pts)
        if var == 0:
            return 0.0
        return sum((t - mt) * (p - mp) for t, p in pts) / var


class Deceleration:
    """x(t) = x0 + v0·(e^(kτ) − 1)/k, v(t) = v0·e^(kτ), k = 1000·ln r: the velocity decays as
    v0·r^(1000·τ); the list comes to rest at x0 − v0/k once within 0.5 pt of it."""
    phase = "decelerating"

    def __init__(self, t0, x0, v0, rate, lo, hi):
        self.t0, self.x0, self.v0 = t0, x0, v0
        self.k = k = 1000.0 * math.log(rate)
        self.rest = x0 - v0 / k
        self.at_once = abs(v0) <= REST_DISTANCE * (-k)
        self.t_end = t0 if self.at_once else t0 + math.log(REST_DISTANCE * (-k) / abs(v0)) / k
        # The edge in the direction of motion; hit where x(t) = edge, if before the end.
        self.edge = hi if v0 > 0 else lo
        self.hit = None
        if not self.at_once:
            factor = 1 + (self.edge - x0) * k / v0
            if 0 < factor <= 1:
                th = t0 + math.log(factor) / k
                if th <= self.t_end:
                    self.hit = th

    def x(self, t):
        return self.x0 + self.v0 * (math.exp(self.k * (t - self.t0)) - 1) / self.k

    def v(self, t):
        return self.v0 * math.exp(self.k * (t - self.t0))


class Spring:
    """Critically damped: d(τ) = (A + Bτ)·e^(−ωτ), A = x0 − target, B = v0 + ωA."""

    def __init__(self, t0, x0, v0, target, phase):
        self.t0, self.target, self.phase = t0, target, phase
        w = SPRING_OMEGA
        self.A = A = x0 - target
        self.B = B = v0 + w * A
        self.tau_star = None  # the extremum of d (where the velocity is 0), if ahead
        if B != 0:
            ts = 1 / w - A / B
            if ts > 0:
                self.tau_star = ts
        s = self.tau_star if self.tau_star is not None else 0.0
        if abs(self.d(s)) < REST_DISTANCE:
            end = s
        else:
            # |d| decays monotonically after s: the first τ where |d| < 0.5, by bisection.
            low, high = s, s + 1 / w
            while abs(self.d(high)) >= REST_DISTANCE:
                high += 1 / w
            for _ in range(60):
                mid = (low + high) / 2
                if abs(self.d(mid)) >= REST_DISTANCE:
                    low = mid
                else:
                    high = mid
            end = high
        self.end_tau = end
        self.t_end = t0 + end
        self.t_prev = t0  # the time the offset was last advanced to

    def d(self, tau):
        return (self.A + self.B * tau) * math.exp(-SPRING_OMEGA * tau)

    def x(self, t):
        return self.target + self.d(t - self.t0)

    def v(self, t):
        tau = t - self.t0
        w = SPRING_OMEGA
        return (self.B - w * (self.A + self.B * tau)) * math.exp(-w * tau)


class ScrollAnimation:
    """An animated `scrollTo` (the app's setContentOffset / scrollToItem with animated true, or
    the status bar's scroll to the top): the offset moves from `start` to `target` at a constant
    rate over `duration` seconds from t0, x(t) = start + (target − start)·(t − t0)/duration,
    with velocity (target − start)/duration while it runs; from t0 + duration on (times within
    1e-9 s counting as the same: 0.45 + 0.25 ends at 0.7) it is exactly at the target (and at
    rest, velocity 0)."""
    phase = "snapping"

    def __init__(self, t0, start, target, duration):
        assert duration > 0
        self.t0, self.start, self.target, self.duration = t0, start, target, duration
        self.t_end = t0 + duration

    def done(self, t):
        return t >= self.t_end - 1e-9

    def x(self, t):
        if self.done(t):
            return self.target
        return self.start + (self.target - self.start) * (t - self.t0) / self.duration

    def v(self, t):
        return 0.0 if self.done(t) else (self.target - self.start) / self.duration


def self_test_physics():
    """The reference numbers of the motion (the Swift tests check the same ones)."""
    d = Deceleration(0, 0, 2000, 0.998, -1e9, 1e9)
    assert abs(d.rest - 999.0) < 0.05, d.rest
    d = Deceleration(0, 0, 2000, 0.99, -1e9, 1e9)
    assert abs(d.rest - 199.0) < 0.05, d.rest
    sp = Spring(0, 100, 0, 0, "bouncing")
    for tau, want in ((0.1, 73.58), (0.3, 19.91), (0.5, 4.04)):
        assert abs(sp.x(tau) - want) < 0.005, (tau, sp.x(tau))
    assert abs(rubber(100, 960) - 52.02) < 0.005 and abs(rubber(960, 960) - 340.65) < 0.005
    # A spring ends within 0.5 pt of its target; a deceleration within 0.5 pt of its rest.
    assert abs(sp.d(sp.end_tau)) < 0.5 <= abs(sp.d(sp.end_tau - 1e-6))
    d = Deceleration(0, 0, 2000, 0.998, -1e9, 1e9)
    assert abs(abs(d.x(d.t_end) - d.rest) - 0.5) < 1e-9
