#!/usr/bin/env python3
"""Regenerates every recording under recordings/ (run from the repo root).

    python3 tools/make_recordings.py

Each recording is a scripted scroll screen (SPEC §1 format v1). The `expect` lines are not
typed by hand: this script carries its own small, independent oracle of the SPEC model (only
the parts these scenarios use) and writes down what the oracle says. The recordings therefore
double as an independent check of the Swift model: `scrolltape check recordings/` must pass.

Model version implemented by the oracle (SPEC §3.3 and issue #4, "motion after the finger
lifts"), written from the rules, not from the Swift sources:
- release velocity: least-squares slope of the driving finger's samples of the last 100 ms
  (the sample list restarts when the pan begins; at most 32 samples); the offset's velocity
  is the negative of the finger's;
- on release: paging snaps to a page (spring, phase `snapping`); past an edge a critically
  damped spring (ω = 10 /s, phase `bouncing`) brings the list back; inside, a deceleration
  v(t) = v0·r^(1000·t) (phase `decelerating`) that stops within 0.5 pt of its projected rest
  point, or hits an edge and bounces from it;
- every event first advances the motion to its `t`; the header observes every offset the
  motion visits (each bound crossed, a spring's extremum, the position at `t`, the target);
- a touch on the list while it moves stops it (phase `tracking`, owner `scroll`, no select);
- `update` events re-anchor the first visible item (anchor "visible") or keep the offset;
- `scroll` events move the list to `y` (absolute, the app) or by `dy` (relative, a trackpad or
  a wheel, clamped to [minOffset, maxOffset]) and stop any motion; `observe` lines carry what
  the app showed, which must match the oracle within 0.5 pt (`conformance`);
- a `collapsing` header follows c(y) − c(previousY), c clamping into the range with
  ignoreOverscroll, so the in-bounds part of a change that crosses an edge counts (§3.4);
- every `expect` written here uses tolerance 0.01, so header.progress is really checked.

Python 3 standard library only; no randomness; the output is byte-for-byte reproducible.
"""

import json
import math
import os
import sys

FPS = 60  # finger samples and frames arrive at 60 Hz
EXPECT_TOLERANCE = 0.01
# SPEC §6 `conformance`: an `observe` value matches the model within 0.5 pt (unless the session
# line's `conformanceTolerance` says otherwise).
OBSERVE_TOLERANCE = 0.5

# SPEC §1.1 (`delaysContentTouches`): content touches are held for 0.15 s.
TOUCH_DELAY = 0.15
# SPEC §3.3: rubber-band constant c (UIScrollView's 0.55).
RUBBER_C = 0.55
# SPEC §3.3: the release velocity uses the finger samples of the last 100 ms (at most 32).
VELOCITY_WINDOW = 0.1
MAX_SAMPLES = 32
# SPEC §1.1 `deceleration`: the velocity kept per millisecond.
DECELERATION_RATES = {"normal": 0.998, "fast": 0.99}
# SPEC §3.3: a deceleration or a spring ends when it is within 0.5 pt of where it goes.
REST_DISTANCE = 0.5
# SPEC §3.3: the critically damped spring that brings the list back to an edge or a page.
SPRING_OMEGA = 10.0
# SPEC §1.1 `paging`: the default velocityThreshold (points/second).
PAGING_VELOCITY_THRESHOLD = 100
# SPEC §1.2: the event types, in the order of the spec's table. The Swift reader's list is
# `EventType` (Sources/ScrollTapeCore/Events/Event.swift); EventTypeListTests checks that the two
# agree. `emit` writes no other type, and the oracle models each of them.
EVENT_TYPES = ("touch", "tap", "scroll", "frame", "update", "expect", "observe", "mark")

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


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
    """SPEC §3.3: displayed overshoot for a raw overshoot x >= 0, d the frame extent."""
    return (1 - 1 / (x * RUBBER_C / d + 1)) * d


def unrubber(r, d):
    """The inverse of rubber(): raw overshoot for a displayed overshoot r (0 <= r < d)."""
    return (1 / (1 - r / d) - 1) * d / RUBBER_C


def round_half_away(f):
    return math.floor(abs(f) + 0.5) * (1 if f >= 0 else -1)


# --------------------------------------------------------------------------------------------
# Motion after the finger lifts (issue #4): the release velocity, the deceleration and the
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


def self_test_physics():
    """The reference numbers of issue #4 (the Swift tests check the same ones)."""
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


# --------------------------------------------------------------------------------------------
# The oracle: a scene (read back from the session line, SPEC §1.1 defaults) and a world
# that applies events one at a time (SPEC §1.2: every event first advances time to its t).
# --------------------------------------------------------------------------------------------

# SPEC §1.1 `views.interactive`: UIKit's isUserInteractionEnabled default per kind.
INTERACTIVE_BY_KIND = {"view": True, "stack": True, "button": True, "scroll": True,
                       "label": False, "image": False}


class View:
    def __init__(self, spec):
        self.id = spec["id"]
        self.kind = spec.get("kind", "view")
        self.frame = spec.get("frame")
        self.interactive = spec.get("interactive", INTERACTIVE_BY_KIND[self.kind])
        self.control = spec.get("control", self.kind == "button")
        self.hidden = spec.get("hidden", False)
        self.alpha = spec.get("alpha", 1)
        self.pass_through = spec.get("passThrough", "none")
        self.pin = spec.get("pin", "top")
        self.children = [View(c) for c in spec.get("children", [])]

    def subtree_ids(self):
        ids = {self.id}
        for c in self.children:
            ids |= c.subtree_ids()
        return ids


class Scene:
    """The session line with the SPEC §1.1 defaults filled in."""

    def __init__(self, session):
        device = session["device"]
        self.width, self.height = device["width"], device["height"]
        safe = edges(device.get("safeArea"))

        sc = session["scroll"]
        self.scroll_id = sc.get("id", "list")
        self.frame = tuple(sc.get("frame", [0, 0, self.width, self.height]))
        self.vertical = sc.get("axis", "vertical") == "vertical"
        # Only what the scenarios use; fail loudly if one asks for more. (Dragging without
        # `bounces` is not specified, so the scenarios keep the default.)
        assert sc.get("bounces", True)
        self.bounces = True
        assert sc.get("delaysContentTouches", True) and sc.get("canCancelContentTouches", True)
        self.pan_slop = sc.get("panSlop", 10)
        rate = sc.get("deceleration", "normal")
        self.rate = DECELERATION_RATES[rate] if isinstance(rate, str) else rate

        # §1.1 `content`: length = A + N·L + (N−1)·S + B along the axis; the cross size is
        # the frame's. The item count changes with `update` events (it lives in the Oracle).
        content = sc["content"]
        if "items" in content:
            it = content["items"]
            self.items = True
            self.item_count = it["count"]
            self.item_length = it["length"]
            self.item_spacing = it.get("spacing", 0)
            self.item_leading = it.get("leading", 0)
            self.item_trailing = it.get("trailing", 0)
            self.fixed_size = None
        else:
            self.items = False
            self.item_count = 0
            self.fixed_size = (content["width"], content["height"])

        # §1.1 `insetAdjustment`: automatic = inset + safe area + additionalSafeArea.
        inset = edges(sc.get("inset"))
        extra = edges(sc.get("additionalSafeArea"))
        if sc.get("insetAdjustment", "automatic") == "automatic":
            self.adjusted = {k: inset[k] + safe[k] + extra[k] for k in inset}
        else:
            self.adjusted = inset

        # §1.1: minOffset = −adjustedInset.top, maxOffset = max(min, content + bottom − frame).
        if self.vertical:
            self.lead, self.trail, self.extent = "top", "bottom", self.frame[3]
            self.cross_offset = -self.adjusted["left"]
        else:
            self.lead, self.trail, self.extent = "left", "right", self.frame[2]
            self.cross_offset = -self.adjusted["top"]
        self.min_offset = -self.adjusted[self.lead]

        # §1.1 `paging`: true = the frame extent, or {"pageLength", "velocityThreshold"}.
        paging = sc.get("paging", False)
        if paging is True:
            self.paging = (self.extent, PAGING_VELOCITY_THRESHOLD)
        elif paging:
            self.paging = (paging["pageLength"],
                           paging.get("velocityThreshold", PAGING_VELOCITY_THRESHOLD))
        else:
            self.paging = None

        h = session.get("header")
        if h:
            self.header = {
                "view": h["view"],
                "behavior": h["behavior"],
                "min": h.get("minHeight", safe["top"]),  # §1.1 default: safe-area top
                "max": h["maxHeight"],
                "ignore": h.get("ignoreOverscroll", True),
                "stretch": h.get("stretch", False),
            }
        else:
            self.header = None

        self.views = [View(v) for v in session["views"]]
        self.by_id = {}

        def index(v):
            self.by_id[v.id] = v
            for c in v.children:
                index(c)
        for v in self.views:
            index(v)

    def pitch(self):
        return self.item_length + self.item_spacing

    def item_start(self, i):
        """§1.1: item i spans content [A + i(L+S), +L) along the axis."""
        return self.item_leading + i * self.pitch()

    def content_length(self, count):
        if not self.items:
            return self.fixed_size[1] if self.vertical else self.fixed_size[0]
        return (self.item_leading + count * self.item_length
                + max(count - 1, 0) * self.item_spacing + self.item_trailing)

    def content_size(self, count):
        if not self.items:
            return self.fixed_size
        length = self.content_length(count)
        return (self.frame[2], length) if self.vertical else (length, self.frame[3])

    def max_offset(self, count):
        return max(self.min_offset,
                   self.content_length(count) + self.adjusted[self.trail] - self.extent)

    def is_item(self, target):
        return target.startswith(self.scroll_id + ".item.")


class Touch:
    def __init__(self, tid, target, owner, x, y, t, stopped=False):
        self.id, self.target, self.owner = tid, target, owner
        self.x0, self.y0, self.t0 = x, y, t
        self.x, self.y = x, y
        self.stopped = stopped  # began on the list while it moved: stopped it, never selects
        self.panned = False
        self.pan_finger = None  # finger coordinate along the axis when the pan began
        self.pan_raw = None     # raw (un-rubber-banded) offset when the pan began
        self.samples = None     # FingerSamples since the pan began


class Oracle:
    def __init__(self, session):
        self.s = s = Scene(session)
        tolerance = session.get("conformanceTolerance")  # null counts as absent
        self.conformance_tolerance = OBSERVE_TOLERANCE if tolerance is None else tolerance
        self.t = 0.0
        self.index = 0
        self.count = s.item_count   # changes with `update` events
        self.offset = s.min_offset  # §1.1: the initial offset is minOffset
        self.velocity = 0.0         # the offset's velocity along the axis (§2 scroll.velocity)
        self.phase = "idle"
        self.motion = None          # Deceleration or Spring after the finger lifted
        self.touches = {}           # id -> Touch, in the order they began
        self.scroll_touch = None    # §3.2: only the first finger the scroll view owns moves it
        self.actions = []
        self.violations = []        # (event index, invariant name, message)
        self.inside_since_last_inside = 0.0
        self.header_height = None
        if s.header:
            hb = s.header
            # Assumption: a collapsing (and a "none") header starts expanded at maxHeight.
            self.header_height = hb["max"]
            self.previous_y = self.offset  # §3.4: previousY starts at the initial offset
            if hb["behavior"] == "pinned":
                self.header_height = self.pinned_height(self.offset)
        # header.overscroll (§6): the height when the offset was last inside the bounds.
        self.height_at_last_inside = self.header_height
        # Per event, for header.overscroll and header.direction (§6).
        self.ev_height = self.header_height
        self.ev_overscroll = None
        self.ev_dirs = set()
        self.trace = None  # a list to log every offset visited, when debugging

    # ---- the scroll range ------------------------------------------------------------------
    @property
    def lo(self):
        return self.s.min_offset

    @property
    def hi(self):
        return self.s.max_offset(self.count)

    def inside(self, y):
        return self.lo <= y <= self.hi

    # ---- §3.4 header behaviours -------------------------------------------------------------
    def pinned_height(self, y):
        hb = self.s.header
        h = max(hb["min"], hb["max"] - (y - self.s.min_offset))
        return h if hb["stretch"] else min(h, hb["max"])

    def header_observe(self, y):
        hb = self.s.header
        if not hb:
            return
        if hb["behavior"] == "collapsing":
            # height -= c(y) - c(previousY), then previousY = y; with ignoreOverscroll c clamps
            # into [minOffset, maxOffset], so the part of a move inside the bounds always counts,
            # also when one change crosses an edge, and the part outside never does.
            def c(v):
                return min(max(v, self.lo), self.hi) if hb["ignore"] else v
            self.header_height = min(max(self.header_height - (c(y) - c(self.previous_y)),
                                         hb["min"]), hb["max"])
            self.previous_y = y
        elif hb["behavior"] == "pinned":
            self.header_height = self.pinned_height(y)
        # "none": the height stays maxHeight

    def progress(self):
        hb = self.s.header
        return (hb["max"] - self.header_height) / (hb["max"] - hb["min"])

    # ---- §3.1 hit-testing --------------------------------------------------------------------
    def view_frame(self, v, parent_delta):
        """The view's frame in its parent, and the height change it passes to its children.
        §1.1 `pin`/`header`: the header view's height is the header height; a "bottom" child
        moves by the parent's change, a "fill" child grows by it and passes it on."""
        if v.kind == "scroll":
            return self.s.frame, 0
        x, y, w, h = v.frame
        hb = self.s.header
        if hb and v.id == hb["view"]:
            return (x, y, w, self.header_height), self.header_height - hb["max"]
        if v.pin == "bottom":
            return (x, y + parent_delta, w, h), 0
        if v.pin == "fill":
            return (x, y, w, h + parent_delta), parent_delta
        return (x, y, w, h), 0

    def item_at(self, px, py):
        """§1.1: item i spans content [A + i(L+S), +L) along the axis;
        window coordinate = frame origin + c − offset."""
        s = self.s
        if self.count == 0:
            return None
        w = py - s.frame[1] if s.vertical else px - s.frame[0]
        c = w + self.offset
        rel = c - s.item_leading
        if rel < 0:
            return None
        i = int(math.floor(rel / s.pitch()))
        if i >= self.count or rel - i * s.pitch() >= s.item_length:
            return None
        return i

    def hit_view(self, v, px, py, ox, oy, parent_delta):
        # Skipped with its subtree: hidden, not interactive, alpha < 0.01, point outside.
        if v.hidden or not v.interactive or v.alpha < 0.01:
            return None
        (fx, fy, fw, fh), delta = self.view_frame(v, parent_delta)
        wx, wy = ox + fx, oy + fy
        if not (wx <= px < wx + fw and wy <= py < wy + fh):  # CGRect.contains
            return None
        if v.kind == "scroll":
            i = self.item_at(px, py)
            return v.id if i is None else "%s.item.%d" % (v.id, i)
        result = None
        for c in reversed(v.children):  # children front to back, the deepest hit wins
            result = self.hit_view(c, px, py, wx, wy, delta)
            if result is not None:
                break
        if result is None:
            result = v.id
        if v.pass_through == "self" and result == v.id:
            return None  # the hitTest override that returns nil for self
        if v.pass_through == "controls" and not self.is_control(result):
            return None
        return result

    def hit(self, px, py):
        for v in reversed(self.s.views):  # later views are in front
            r = self.hit_view(v, px, py, 0, 0, 0)
            if r is not None:
                return r
        return "window"

    def is_control(self, target):
        v = self.s.by_id.get(target)
        return bool(v and v.control)

    def window_frame(self, target):
        def walk(views, ox, oy, parent_delta):
            for v in views:
                (fx, fy, fw, fh), delta = self.view_frame(v, parent_delta)
                if v.id == target:
                    return (ox + fx, oy + fy, fw, fh)
                r = walk(v.children, ox + fx, oy + fy, delta)
                if r:
                    return r
            return None
        return walk(self.s.views, 0, 0, 0)

    # ---- §3.3 dragging and the rubber band ------------------------------------------------
    def displayed(self, raw):
        s = self.s
        if raw < self.lo:
            return self.lo - rubber(self.lo - raw, s.extent)
        if raw > self.hi:
            return self.hi + rubber(raw - self.hi, s.extent)
        return raw

    def raw_for(self, shown):
        s = self.s
        if shown < self.lo:
            return self.lo - unrubber(self.lo - shown, s.extent)
        if shown > self.hi:
            return self.hi + unrubber(shown - self.hi, s.extent)
        return shown

    def set_offset(self, y):
        if self.trace is not None:
            self.trace.append((self.index, self.t, y))
        if y == self.offset:
            return
        old, height_before = self.offset, self.header_height
        self.offset = y
        self.header_observe(y)
        self.note_offset_change(old, y, height_before)

    # ---- §3.3 motion after the finger lifts ---------------------------------------------
    def stop_idle(self):
        self.motion = None
        self.phase = "idle"
        self.velocity = 0.0

    def start_spring(self, v, target, phase):
        sp = Spring(self.t, self.offset, v, target, phase)
        if sp.end_tau == 0:
            # Already within 0.5 pt and no extremum ahead: at the target at once.
            self.set_offset(target)
            self.stop_idle()
        else:
            self.motion = sp
            self.phase = phase
            self.velocity = v

    def settle(self, v):
        """What the list does when nothing holds it any more, moving at v."""
        s = self.s
        x, lo, hi = self.offset, self.lo, self.hi
        if s.paging:
            p, threshold = s.paging
            last_page = math.ceil((hi - lo) / p - 1e-9)
            f = (x - lo) / p
            if abs(v) > threshold:
                page = math.ceil(f - 1e-9) if v > 0 else math.floor(f + 1e-9)
            else:
                page = round_half_away(f)
            page = min(max(page, 0), last_page)
            self.start_spring(v, min(lo + page * p, hi), "snapping")
        elif not lo <= x <= hi:
            edge = lo if x < lo else hi
            if s.bounces:
                self.start_spring(v, edge, "bouncing")
            else:
                self.set_offset(edge)
                self.stop_idle()
        elif v != 0:
            d = Deceleration(self.t, x, v, s.rate, lo, hi)
            if d.at_once:
                self.stop_idle()
            else:
                self.motion = d
                self.phase = "decelerating"
                self.velocity = v
        else:
            self.stop_idle()

    def cross_bounds(self, a, b):
        """Visit each bound strictly between a and b, in the order of travel."""
        bounds = (self.lo, self.hi) if b > a else (self.hi, self.lo)
        for bound in bounds:
            if min(a, b) < bound < max(a, b):
                self.set_offset(bound)

    def advance_spring(self, sp, t):
        if t <= sp.t_prev:
            return
        e = min(t, sp.t_end)
        if sp.tau_star is not None and sp.t_prev < sp.t0 + sp.tau_star < e:
            xs = sp.x(sp.t0 + sp.tau_star)
            self.cross_bounds(self.offset, xs)
            self.set_offset(xs)
        xe = sp.x(e)
        self.cross_bounds(self.offset, xe)
        self.set_offset(xe)
        if t >= sp.t_end:
            self.set_offset(sp.target)
            self.stop_idle()
        else:
            sp.t_prev = t
            self.velocity = sp.v(t)

    def advance_motion(self, t):
        m = self.motion
        if m is None:
            return
        if isinstance(m, Spring):
            self.advance_spring(m, t)
            return
        if m.hit is not None and m.hit <= t:
            # The edge, exactly, at the hit; then a spring from it, started at the hit time.
            self.set_offset(m.edge)
            if self.s.bounces:
                sp = Spring(m.hit, m.edge, m.v(m.hit), m.edge, "bouncing")
                self.motion = sp
                self.phase = "bouncing"
                self.velocity = m.v(m.hit)
                self.advance_spring(sp, t)
            else:
                self.stop_idle()
        elif t >= m.t_end:
            self.set_offset(m.rest)
            self.stop_idle()
        else:
            self.set_offset(m.x(t))
            self.velocity = m.v(t)

    # ---- events (§1.2, §3.2) -----------------------------------------------------------------
    def advance(self, t):
        self.t = t
        # §3.2 delaysContentTouches: after touchDelay with no pan the item owns the touch.
        for touch in self.touches.values():
            if (touch.owner == "pending" and not touch.panned and self.s.is_item(touch.target)
                    and t - touch.t0 >= TOUCH_DELAY - 1e-9):
                touch.owner = "item"
        self.advance_motion(t)

    def apply(self, ev, index):
        self.index = index
        self.ev_height = self.header_height
        self.ev_overscroll = None
        self.ev_dirs = set()
        # The generator never lets time pass while a finger drags without a sample: whether
        # the drag velocity is re-evaluated at such a time is not specified.
        if (self.phase == "dragging" and ev["t"] > self.t
                and not (ev["type"] == "touch" and ev["id"] == self.scroll_touch)):
            raise AssertionError("event %d: time passes while dragging without a sample" % index)
        self.advance(ev["t"])
        kind = ev["type"]
        if kind == "touch":
            {"began": self.began, "moved": self.moved, "ended": self.ended,
             "cancelled": self.cancelled}[ev["phase"]](ev["id"], ev["x"], ev["y"])
        elif kind == "tap":  # a touch that begins and ends at once
            self.began(0, ev["x"], ev["y"])
            self.ended(0, ev["x"], ev["y"])
        elif kind == "update":
            self.update(ev)
        elif kind == "scroll":
            self.scroll(ev)
        elif kind == "expect":
            self.check_expect(ev)
        elif kind == "observe":
            self.check_observe(ev)
        elif kind in ("frame", "mark"):
            pass
        else:
            raise ValueError("the oracle does not model %r events" % kind)
        self.check_event()

    def began(self, tid, x, y):
        assert tid not in self.touches
        target = self.hit(x, y)
        s = self.s
        stopped = False
        if target == s.scroll_id or s.is_item(target):
            assert self.scroll_touch is None, "scenarios use one scroll finger at a time"
            if self.motion is not None:
                # §3.2: a touch on a moving list stops it at once; the scroll view owns it.
                stopped = True
                self.motion = None
                self.velocity = 0.0
                owner = "scroll"
            else:
                owner = "pending"
            self.scroll_touch = tid
            self.phase = "tracking"
        elif self.is_control(target):
            owner = "control"
        else:
            owner = "none"
        self.touches[tid] = Touch(tid, target, owner, x, y, self.t, stopped)
        self.check_pass_through(x, y, target)

    def finger(self, x, y):
        return y if self.s.vertical else x

    def moved(self, tid, x, y):
        touch = self.touches[tid]
        touch.x, touch.y = x, y
        if tid != self.scroll_touch:
            return  # controls and "none" touches move nothing
        finger = self.finger(x, y)
        if not touch.panned:
            # A pan begins on the first sample more than panSlop from touch-down; no jump.
            if math.hypot(x - touch.x0, y - touch.y0) > self.s.pan_slop:
                # `alwaysBounce` (a content shorter than the viewport) is not modelled here.
                assert self.hi > self.lo, "the scenarios only pan lists longer than the viewport"
                touch.panned = True
                touch.owner = "scroll"  # a pan cancels an item's touch (canCancelContentTouches)
                touch.pan_finger = finger
                touch.pan_raw = self.raw_for(self.offset)
                touch.samples = FingerSamples(self.t, finger)
                self.velocity = 0.0
                self.phase = "dragging"
            return
        raw = touch.pan_raw - (finger - touch.pan_finger)
        self.set_offset(self.displayed(raw))
        touch.samples.add(self.t, finger)
        self.velocity = -touch.samples.velocity(self.t)

    def lift(self, tid, x, y, ended):
        touch = self.touches[tid]
        if tid == self.scroll_touch:
            if touch.panned:
                # The last sample moves the content like any move and counts for the velocity.
                self.moved(tid, x, y)
                self.scroll_touch = None
                self.settle(self.velocity)
            else:
                self.scroll_touch = None
                if touch.stopped:
                    self.settle(0.0)  # springs back if outside, snaps to a page when paging
                else:
                    if ended and self.s.is_item(touch.target):
                        item = int(touch.target.rsplit(".", 1)[1])
                        self.actions.append({"index": self.index, "kind": "select",
                                             "item": item})
                    self.stop_idle()
        elif touch.owner == "control" and ended:
            touch.x, touch.y = x, y
            fx, fy, fw, fh = self.window_frame(touch.target)
            if fx <= x < fx + fw and fy <= y < fy + fh:
                self.actions.append({"index": self.index, "kind": "tap", "view": touch.target})
        del self.touches[tid]

    def ended(self, tid, x, y):
        self.lift(tid, x, y, True)

    def cancelled(self, tid, x, y):
        self.lift(tid, x, y, False)

    def scroll(self, ev):
        """§1.2 `scroll`: the app (x/y, an absolute offset) or a wheel or trackpad (dx/dy,
        relative, clamped to [minOffset, maxOffset]) moved the list; it stops any motion."""
        s = self.s
        if "dx" in ev or "dy" in ev:
            assert "x" not in ev and "y" not in ev, "x/y and dx/dy are exclusive"
            target = self.offset + ev.get("dy" if s.vertical else "dx", 0)
            target = min(max(target, self.lo), self.hi)
        else:
            target = ev["y" if s.vertical else "x"]
            # An app that sets an offset outside the range leaves the list resting there
            # (scroll.rest); the scenarios keep it inside.
            assert self.lo <= target <= self.hi, "absolute scroll outside the range"
        # What a scroll does under a finger is not specified: the scenarios lift first.
        assert not self.touches, "scroll event while a finger is down"
        self.motion = None
        self.phase = "idle"
        self.velocity = 0.0
        self.set_offset(target)

    def new_index(self, i, deleted, inserted):
        j = i - sum(1 for d in deleted if d < i)
        for k in inserted:  # ascending
            if k <= j:
                j += 1
        return j

    def update(self, ev):
        """§1.2 `update`: delete (old indices), insert (new indices), anchor."""
        s = self.s
        deleted = sorted(ev.get("delete", []))
        inserted = sorted(ev.get("insert", []))
        anchor = ev.get("anchor", "none")
        old_offset = self.offset
        new_offset = old_offset
        anchor_item = None
        if anchor == "visible":
            for i in range(self.count):
                start = s.item_start(i)
                if start >= old_offset + s.extent:
                    break
                if start + s.item_length > old_offset and i not in deleted:
                    anchor_item = i
                    break
            if anchor_item is not None:
                new_i = self.new_index(anchor_item, deleted, inserted)
                new_offset = old_offset + (s.item_start(new_i) - s.item_start(anchor_item))
        self.count = self.count - len(deleted) + len(inserted)
        if self.phase in ("idle", "tracking"):
            self.set_offset(min(max(new_offset, self.lo), self.hi))
        elif self.phase == "dragging":
            self.set_offset(new_offset)
            touch = self.touches[self.scroll_touch]
            touch.pan_finger = self.finger(touch.x, touch.y)
            touch.pan_raw = self.raw_for(self.offset)
        else:  # moving: from the new offset with the current velocity
            v = self.velocity
            self.motion = None
            self.set_offset(new_offset)
            self.settle(v)
        if anchor_item is not None:
            new_i = self.new_index(anchor_item, deleted, inserted)
            before = s.item_start(anchor_item) - old_offset
            after = s.item_start(new_i) - self.offset
            if abs(after - before) > 1e-6 and self.offset not in (self.lo, self.hi):
                self.violate("update.anchor", "anchor item %d moved from %.2f to %.2f on screen"
                             % (anchor_item, before, after))

    # ---- §2 state ----------------------------------------------------------------------------
    def state(self):
        s = self.s
        if s.vertical:
            ox, oy = s.cross_offset, self.offset
            vx, vy = 0.0, self.velocity
            mn = {"x": s.cross_offset, "y": self.lo}
            mx = {"x": s.cross_offset, "y": self.hi}
        else:
            ox, oy = self.offset, s.cross_offset
            vx, vy = self.velocity, 0.0
            mn = {"x": self.lo, "y": s.cross_offset}
            mx = {"x": self.hi, "y": s.cross_offset}
        header = None
        if s.header:
            header = {"height": self.header_height, "minHeight": s.header["min"],
                      "maxHeight": s.header["max"], "progress": self.progress()}
        w, h = s.content_size(self.count)
        return {
            "index": self.index, "t": self.t,
            "scroll": {"offset": {"x": ox, "y": oy}, "velocity": {"x": vx, "y": vy},
                       "phase": self.phase,
                       "contentSize": {"width": w, "height": h},
                       "adjustedInset": dict(s.adjusted), "minOffset": mn, "maxOffset": mx,
                       "itemCount": self.count},
            "header": header,
            "touches": [{"id": tc.id, "x": tc.x, "y": tc.y, "target": tc.target, "owner": tc.owner}
                        for tc in self.touches.values() if tc.id != 0],
            "actions": [dict(a) for a in self.actions],
        }

    def value_at(self, path):
        cur = self.state()
        for comp in path.split("."):
            if isinstance(cur, dict) and comp in cur:
                cur = cur[comp]
            elif isinstance(cur, list) and comp.isdigit() and int(comp) < len(cur):
                cur = cur[int(comp)]
            else:
                return KeyError
        return cur

    # ---- §6 invariants (the ones these scenarios can trip) ---------------------------------
    def violate(self, name, message):
        self.violations.append((self.index, name, message))

    def note_offset_change(self, old, new, height_before):
        """Per offset change: header.overscroll and the direction of the in-bounds part of the
        real move (header.direction). header.overscroll, read strictly: the header may differ
        from its height at L by at most the in-bounds length of the path the list took from L to
        the new offset, L being the previous offset if it was inside, else the last one that was
        (the path, not the straight line: a list that leaves the range in one step from deep
        inside travelled to the edge first). So while the list is outside, every change is
        measured from the height it had when the list was last inside (a bounce cannot move the
        header in small allowed-looking steps); only changes that move the header count."""
        lo, hi = self.lo, self.hi
        was_inside = self.inside(old)
        reference = height_before if was_inside else self.height_at_last_inside
        a, b = min(old, new), max(old, new)
        travelled = max(0.0, min(b, hi) - max(a, lo))
        allowance = travelled + (0.0 if was_inside else self.inside_since_last_inside)
        if self.s.header and self.header_height != height_before:
            excess = abs(self.header_height - reference) - allowance
            if excess > 1e-6 and (self.ev_overscroll is None or excess > self.ev_overscroll[0]):
                self.ev_overscroll = (excess, reference, allowance, old, new)
        if travelled > 0:
            self.ev_dirs.add(1 if new > old else -1)
        if self.inside(new):
            self.height_at_last_inside = self.header_height
            self.inside_since_last_inside = 0.0
        else:
            self.inside_since_last_inside = allowance

    def check_event(self):
        s = self.s
        if s.header:
            hb = s.header
            change = self.header_height - self.ev_height
            if self.ev_overscroll is not None:
                excess, reference, allowance, old, new = self.ev_overscroll
                self.violate("header.overscroll",
                             "header height %.2f differs from %.2f (its height when the list "
                             "was last inside) by more than the %.2f pt scrolled inside the "
                             "bounds (offset %.2f -> %.2f)"
                             % (self.header_height, reference, allowance, old, new))
            if hb["behavior"] == "collapsing":
                if (self.ev_dirs == {1} and change > 1e-9) or \
                   (self.ev_dirs == {-1} and change < -1e-9):
                    self.violate("header.direction", "header moved by %.2f against the scroll"
                                 % change)
            stretching = hb["behavior"] == "pinned" and hb["stretch"] and self.offset < self.lo
            if not stretching and not (hb["min"] - 1e-9 <= self.header_height <= hb["max"] + 1e-9):
                self.violate("header.bounds", "header height %.2f" % self.header_height)
        if self.phase == "idle":
            if not self.inside(self.offset):
                self.violate("scroll.rest", "idle at %.2f" % self.offset)
            elif s.paging:
                f = (self.offset - self.lo) / s.paging[0]
                if abs(f - round(f)) > 1e-6 and abs(self.offset - self.hi) > 1e-6:
                    self.violate("scroll.rest", "idle at %.2f, between pages" % self.offset)
        # content.belowHeader: resting at minOffset, the first item's top is below the header.
        if (s.header and s.vertical and self.count and self.phase == "idle"
                and self.offset == self.lo):
            top = s.frame[1] + s.item_leading - self.offset
            hx, hy, hw, hh = self.window_frame(s.header["view"])
            if top < hy + hh - 1e-9:
                self.violate("content.belowHeader", "first item at %.2f under header" % top)

    def check_pass_through(self, x, y, target):
        def walk(views, ox, oy, parent_delta):
            for v in views:
                (fx, fy, fw, fh), delta = self.view_frame(v, parent_delta)
                wx, wy = ox + fx, oy + fy
                inside = wx <= x < wx + fw and wy <= y < wy + fh
                if inside and v.pass_through != "none" and not v.hidden:
                    if target in v.subtree_ids() and not self.is_control(target):
                        self.violate("touch.passThrough",
                                     "touch at (%g, %g) inside pass-through %r swallowed by %r"
                                     % (x, y, v.id, target))
                walk(v.children, wx, wy, delta)
        walk(self.s.views, 0, 0, 0)

    def check_observe(self, ev):
        """§6 conformance: every observed value matches the model within the session's
        conformanceTolerance, 0.5 pt by default."""
        tol = self.conformance_tolerance
        for path, want in ev["that"].items():
            got = self.value_at(path)
            if got is KeyError or not matches(got, want, tol):
                self.violate("conformance", "%s is %r, the app showed %r" % (path, got, want))

    def check_expect(self, ev):
        tol = ev.get("tolerance", 0.5)
        for path, want in ev.get("that", {}).items():
            got = self.value_at(path)
            if got is KeyError or not matches(got, want, tol):
                self.violate("expect", "%s is %r, expected %r" % (path, got, want))
        h = ev.get("hit")
        if h:
            got = self.hit(h["x"], h["y"])
            if got != h["target"]:
                self.violate("expect", "hit at (%g, %g) is %s, expected %s"
                             % (h["x"], h["y"], got, h["target"]))


def matches(got, want, tol):
    """Value.matches in SPEC terms: numbers within tolerance, arrays element by element,
    an expected object may name a subset of the members, everything else exactly."""
    if isinstance(want, (int, float)) and not isinstance(want, bool):
        return (isinstance(got, (int, float)) and not isinstance(got, bool)
                and abs(got - want) <= tol)
    if isinstance(want, list):
        return (isinstance(got, list) and len(got) == len(want)
                and all(matches(g, w, tol) for g, w in zip(got, want)))
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and matches(got[k], w, tol)
                                             for k, w in want.items())
    return got == want


# --------------------------------------------------------------------------------------------
# The recording builder: emits events, feeds each to the oracle as it is written, and writes
# `expect` lines from the oracle's state.
# --------------------------------------------------------------------------------------------

def jsonify(v):
    if isinstance(v, dict):
        return {k: jsonify(x) for k, x in v.items()}
    if isinstance(v, list):
        return [jsonify(x) for x in v]
    if isinstance(v, float):
        return num(v)
    return v


class Recording:
    def __init__(self, path, session, summary):
        self.path = path
        self.session = session
        self.summary = summary  # for recordings/README.md
        self.oracle = Oracle(session)
        self.events = []
        self.frame = 0
        self.next_touch = 1
        self.notes = []         # "key expected values" for the README and the report

    # time --------------------------------------------------------------------------------------
    def now(self):
        return num(round(self.frame / FPS, 4))

    def wait(self, frames, with_frames=False):
        for _ in range(frames):
            self.frame += 1
            if with_frames:
                self.emit("frame")

    # events ------------------------------------------------------------------------------------
    def emit(self, type_, **fields):
        if type_ not in EVENT_TYPES:
            raise ValueError("%r is not an event type of the format (EVENT_TYPES)" % type_)
        ev = {"type": type_, "t": self.now()}
        ev.update(fields)
        ev = jsonify(ev)
        self.events.append(ev)
        self.oracle.apply(ev, len(self.events))
        return ev

    def mark(self, label):
        self.emit("mark", label=label)

    def checked_hit(self, x, y):
        """The oracle's hit target, refusing points within 1 pt of an edge that decides it."""
        o = self.oracle
        target = o.hit(x, y)
        for dx, dy in ((-1, -1), (-1, 1), (1, -1), (1, 1)):
            if o.hit(x + dx, y + dy) != target:
                raise AssertionError("%s: fragile point (%g, %g) at event %d"
                                     % (self.path, x, y, len(self.events)))
        return target

    def expect(self, actions=False, touches=True, hit=None, note=None, extra=()):
        """An expect of the offset, velocity and phase (and the header), from the oracle.
        `extra`: more state paths to assert (e.g. scroll.itemCount)."""
        o = self.oracle
        st = o.state()
        that = {}
        if o.s.vertical:
            that["scroll.offset.y"] = st["scroll"]["offset"]["y"]
            that["scroll.velocity.y"] = st["scroll"]["velocity"]["y"]
        else:
            that["scroll.offset.x"] = st["scroll"]["offset"]["x"]
            that["scroll.offset.y"] = st["scroll"]["offset"]["y"]
            that["scroll.velocity.x"] = st["scroll"]["velocity"]["x"]
            that["scroll.velocity.y"] = st["scroll"]["velocity"]["y"]
        that["scroll.phase"] = st["scroll"]["phase"]
        if st["header"] is not None:
            that["header.height"] = st["header"]["height"]
            that["header.progress"] = st["header"]["progress"]
        for path in extra:
            that[path] = o.value_at(path)
        if touches:
            that["touches"] = [{"id": tc["id"], "target": tc["target"], "owner": tc["owner"]}
                               for tc in st["touches"]]
        if actions:
            that["actions"] = st["actions"]
        fields = {"that": that, "tolerance": EXPECT_TOLERANCE}
        if hit:
            x, y = hit
            fields["hit"] = {"x": x, "y": y, "target": self.checked_hit(x, y)}
        ev = self.emit("expect", **fields)
        if note:
            self.notes.append("%s (event %d, t=%s): %s" % (note, len(self.events), ev["t"],
                                                          describe(ev)))
        return ev

    def observe(self, header_jitter=0):
        """An `observe` line: what the app showed, as it would log it from the device
        (scroll.offset along the axis and header.height, each rounded to whole device pixels,
        1/scale pt, so within the 0.5 pt of `conformance` of the model's exact values).
        `header_jitter`: points the device's header is off from the oracle's (a known-bad
        device; whole pixels, so the value stays a device pixel)."""
        o = self.oracle
        scale = self.session["device"].get("scale", 1)
        st = o.state()
        axis = "y" if o.s.vertical else "x"
        that = {"scroll.offset.%s" % axis: round(st["scroll"]["offset"][axis] * scale) / scale}
        if st["header"] is not None:
            that["header.height"] = round(st["header"]["height"] * scale) / scale + header_jitter
        self.emit("observe", that=that)

    def expect_hits(self, hits, note=None, extra=()):
        """An expect with the first hit, then one more expect per further hit point; the
        note lists them all."""
        ev = self.expect(hit=hits[0], extra=extra)
        text = describe(ev)
        for h in hits[1:]:
            more = self.expect(touches=False, hit=h)
            text += ", hit(%g,%g)=%s" % (h[0], h[1], more["hit"]["target"])
        if note:
            self.notes.append("%s (event %d, t=%s): %s" % (note, len(self.events) - len(hits) + 1,
                                                          ev["t"], text))

    def expect_initial(self, hits=()):
        """The scroll range and the header at index 0 (SPEC §1.1, §2)."""
        st = self.oracle.state()
        sc = st["scroll"]
        axis = "y" if self.oracle.s.vertical else "x"
        that = {"scroll.minOffset.%s" % axis: sc["minOffset"][axis],
                "scroll.maxOffset.%s" % axis: sc["maxOffset"][axis],
                "scroll.contentSize.width": sc["contentSize"]["width"],
                "scroll.contentSize.height": sc["contentSize"]["height"],
                "scroll.adjustedInset": sc["adjustedInset"],
                "scroll.offset.x": sc["offset"]["x"], "scroll.offset.y": sc["offset"]["y"],
                "scroll.velocity": sc["velocity"],
                "scroll.phase": sc["phase"], "touches": [], "actions": []}
        if st["header"] is None:
            that["header"] = None
        else:
            that["header"] = st["header"]
        self.emit("expect", that=that, tolerance=EXPECT_TOLERANCE)
        self.notes.append("initial: offset %s=%s range [%s, %s]%s" % (
            axis, num(sc["offset"][axis]), num(sc["minOffset"][axis]), num(sc["maxOffset"][axis]),
            "" if st["header"] is None else ", header %s" % num(st["header"]["height"])))
        for x, y in hits:
            self.expect(touches=False, hit=(x, y))

    # motion ------------------------------------------------------------------------------------
    def follow(self, note=None, every=0, at=(), hits=None, label=None, max_frames=240,
               observe=False, bounce_jitter=None):
        """`frame` events at 60 Hz until the list rests (phase idle), with an expect on the
        first frame, on the first frame of each new phase (and a mark there when `label`),
        on the frames in `at` and every `every` frames, and on the frame it rests.
        `observe`: an `observe` line after every frame, as an app that logs what it shows on
        each display refresh writes; `bounce_jitter(n)`: what the device's header is off by on
        frame n while the list bounces (see observe())."""
        o = self.oracle
        n = 0
        previous = o.phase
        while o.phase != "idle":
            assert n < max_frames, "%s: the list does not come to rest" % self.path
            self.frame += 1
            n += 1
            self.emit("frame")
            if observe:
                bouncing = bounce_jitter is not None and o.phase == "bouncing"
                self.observe(header_jitter=bounce_jitter(n) if bouncing else 0)
            phase = o.phase
            what = None
            if phase == "idle":
                what = "at rest"
            elif phase != previous:
                what = phase
                if label:
                    self.mark("%s-%s" % (label, phase))
            elif n == 1 or n in at or (every and n % every == 0):
                what = phase
            if what:
                self.expect(hit=hits if phase == "idle" else None,
                            note=("%s, frame %d: %s" % (note, n, what)) if note else None)
            previous = phase
        return n

    def follow_frames(self, frames=None, until=None, at=(), note=None, observe=False):
        """`frame` events at 60 Hz: `frames` of them, or until the phase becomes `until`;
        expects on the frames in `at` and on the frame where the phase becomes `until`;
        `observe` as in follow()."""
        o = self.oracle
        n = 0
        while (frames is None or n < frames) and (until is None or o.phase != until):
            assert n < 240 and o.phase != "idle", "%s: the list stopped early" % self.path
            self.frame += 1
            n += 1
            self.emit("frame")
            if observe:
                self.observe()
            if n in at or (until is not None and (o.phase == until or n % 15 == 0)):
                self.expect(note=("%s, frame %d: %s" % (note, n, o.phase)) if note else None)
        return n

    # gestures ----------------------------------------------------------------------------------
    def new_touch(self):
        tid = self.next_touch
        self.next_touch += 1
        return tid

    def touch(self, phase, tid, x, y):
        if phase == "began":
            self.checked_hit(x, y)  # the touch's target must not hang on a 1-pt edge
        self.emit("touch", phase=phase, id=tid, x=x, y=y)

    def drag(self, x, y, legs, label=None, expect_after=(), expect_legs=False, hold=0,
             rest=8, drift=0, gap=18, note=None, end_actions=False, end_hit=None,
             follow_at=(15,), observe=False, bounce_jitter=None):
        """One finger: down at (x, y), optionally held `hold` frames (with `frame` events),
        a first sample 12 pt along the axis (more than panSlop, so the pan starts there, with
        no jump), then `legs`: offset changes in points (positive = toward larger offsets, so
        the finger moves up/left), sampled at 60 Hz in steps of 9-11 pt, then the finger rests
        `rest` frames (> 100 ms, so the release velocity is zero) and lifts in place.
        Released past an edge, the list springs back: `frame` events follow it to rest (with
        expects on its first frame, the frames in `follow_at` and at rest).
        `expect_after`: sample numbers (counted after the slop sample) to write an expect at;
        `drift`: cross-axis wobble of the finger in points (the list must ignore it);
        `observe`: an `observe` line after every finger sample and display frame, as an app
        that logs what it shows from scrollViewDidScroll and each display refresh writes
        (`bounce_jitter` as in follow())."""
        if label:
            self.mark(label)
        tid = self.new_touch()
        vertical = self.oracle.s.vertical
        along, across = (y, x) if vertical else (x, y)

        def pos():
            return (across, along) if vertical else (along, across)

        self.touch("began", tid, *pos())
        if observe:
            self.observe()
        if hold:
            self.wait(hold, with_frames=True)
            self.expect()
        direction = 1 if legs[0] > 0 else -1
        self.frame += 1
        along -= 12 * direction
        self.touch("moved", tid, *pos())
        if observe:
            self.observe()
        count = 0
        base_across = across
        for leg_no, leg in enumerate(legs):
            sign = 1 if leg > 0 else -1
            for step in split(abs(leg)):
                self.frame += 1
                along -= sign * step
                count += 1
                if drift:
                    across = base_across + [0, 1, 2, 1, 0, -1, -2, -1][count % 8] * drift / 2
                self.touch("moved", tid, *pos())
                if observe:
                    self.observe()
                if count in expect_after:
                    self.expect()
            if expect_legs:
                self.expect(note=("%s leg %d" % (note, leg_no + 1)) if note else None)
        self.wait(rest)
        self.touch("ended", tid, *pos())
        if observe:
            self.observe()
        moving = self.oracle.phase != "idle"
        self.expect(actions=end_actions, hit=None if moving else end_hit,
                    note=("%s released" % note) if note else None)
        if moving:
            self.follow(note=note, at=follow_at, hits=end_hit, observe=observe,
                        bounce_jitter=bounce_jitter)
        self.wait(gap)

    def flick(self, x, y, steps, label=None, note=None, every=6, at=(), hits=None,
              follow=True, gap=18, end_actions=False):
        """One finger: down at (x, y), then one sample per 60 Hz frame, `steps` giving the
        finger's displacement along the axis for each, in offset terms (positive = toward
        larger offsets: the finger moves up/left). The first step must exceed panSlop (the
        pan begins there, the content does not move); the last one is the lift (`ended`),
        which moves the content like any sample and counts for the release velocity. Then,
        unless `follow` is false, `frame` events follow the motion to rest."""
        if label:
            self.mark(label)
        assert abs(steps[0]) > self.oracle.s.pan_slop
        tid = self.new_touch()
        vertical = self.oracle.s.vertical
        along, across = (y, x) if vertical else (x, y)

        def pos():
            return (across, along) if vertical else (along, across)

        self.touch("began", tid, *pos())
        for i, step in enumerate(steps):
            self.frame += 1
            along -= step
            self.touch("ended" if i == len(steps) - 1 else "moved", tid, *pos())
        self.expect(actions=end_actions, note=("%s released" % note) if note else None)
        if follow:
            self.follow(note=note, every=every, at=at, hits=hits, label=label)
            self.wait(gap)
        return tid

    def tap(self, x, y, label=None, note=None, gap=18):
        if label:
            self.mark(label)
        self.emit("tap", x=x, y=y)
        self.checked_hit(x, y)
        self.expect(actions=True, touches=False, hit=(x, y), note=note)
        self.wait(gap)

    # output ------------------------------------------------------------------------------------
    def lines(self):
        out = [json.dumps(self.session, separators=(",", ":")) + "\n"]
        out += [json.dumps(ev, separators=(",", ":")) + "\n" for ev in self.events]
        return "".join(out)


def split(n):
    """n points as integer finger steps of about 10 pt (9-11), summing to n exactly."""
    if n == 0:
        return []
    k = max(1, round(n / 10))
    base, rem = divmod(n, k)
    return [base + 1] * rem + [base] * (k - rem)


def describe(ev):
    parts = []
    horizontal = "scroll.offset.x" in ev["that"]
    for k, v in ev["that"].items():
        if k == "touches":
            if v:
                parts.append("touches=" + ", ".join("%s %s/%s" % (tc["id"], tc["target"],
                                                                 tc["owner"]) for tc in v))
            continue
        if k == "actions":
            v = ", ".join("%s@%d" % (a.get("view", "item %s" % a.get("item")), a["index"])
                          for a in v) or "none"
        if horizontal and k in ("scroll.offset.y", "scroll.velocity.y"):
            continue  # the cross-axis components are constant and asserted anyway
        if k.startswith("scroll."):
            k = k[len("scroll."):]
        if k == "header.progress":
            continue  # follows from header.height
        parts.append("%s=%s" % (k, v))
    if "hit" in ev:
        parts.append("hit(%g,%g)=%s" % (ev["hit"]["x"], ev["hit"]["y"], ev["hit"]["target"]))
    return ", ".join(parts)


# --------------------------------------------------------------------------------------------
# Scenes
# --------------------------------------------------------------------------------------------

IPHONE_11 = {"name": "iPhone 11", "width": 414, "height": 896, "scale": 2,
             "safeArea": {"top": 48, "left": 0, "bottom": 34, "right": 0}}
IPHONE_8 = {"name": "iPhone 8", "width": 375, "height": 667, "scale": 2,
            "safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0}}
LIST_40x88 = {"items": {"count": 40, "length": 88, "spacing": 0}}


def session(device, scroll, views, header=None, expect_failures=None):
    # Only fields of the format: the reader warns about any other (descriptions go to the README).
    s = {"type": "session", "format": "scrolltape", "version": 1}
    s["device"] = device
    s["scroll"] = scroll
    if header:
        s["header"] = header
    s["views"] = views
    if expect_failures:
        s["expectFailures"] = expect_failures
    return s


def collapsing_session(device, min_h, max_h, back, title, ignore_overscroll=True,
                       expect_failures=None, content=LIST_40x88, extra_top=100):
    """A list under a collapsing header with a back button and a bottom-pinned title; the
    list's top inset is the safe area plus `extra_top` (additionalSafeArea)."""
    header = {"view": "header", "behavior": "collapsing", "minHeight": min_h, "maxHeight": max_h}
    if not ignore_overscroll:
        header["ignoreOverscroll"] = False
    return session(
        device,
        {"id": "list", "content": content, "additionalSafeArea": {"top": extra_top}},
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, device["width"], max_h],
          "children": [{"id": "back", "kind": "button", "frame": back},
                       {"id": "title", "kind": "label", "frame": title, "pin": "bottom"}]}],
        header=header, expect_failures=expect_failures)


def collapsing_script(r, low, high, down_legs, to_bottom, pull_bottom, up_legs, pull_top,
                      row_tap, bottom_tap, back_tap):
    """Scroll the whole list down and back up on a collapsing-header screen.
    low/high: finger y range below the header; *_legs: offset changes per drag."""
    x = 200
    r.expect_initial(hits=[back_tap, row_tap])
    r.tap(*row_tap, label="tap-row", note="tap a row")
    for i, leg in enumerate(down_legs):
        r.drag(x, high, [leg], label="drag-up-%d" % (i + 1),
               expect_after=(3, 5, 8, 12) if i == 0 else (20,),
               note="drag up %d" % (i + 1) if i == 0 else None)
    r.drag(x, high, [to_bottom], label="drag-to-bottom", note="drag to the bottom",
           end_hit=bottom_tap)
    # Pull past the bottom edge, back a little (still past the edge), rest, release.
    r.drag(x, high, pull_bottom, label="pull-past-bottom", expect_after=(3, 6),
           expect_legs=True, note="pull past bottom")
    r.tap(*bottom_tap, label="tap-top-left-at-bottom", note="tap at the back button's "
          "position while at the bottom")
    for i, leg in enumerate(up_legs):
        r.drag(x, low, [leg], label="drag-down-%d" % (i + 1),
               expect_after=(3, 5, 8, 12) if i == 0 else (20,),
               note="drag down 1 (quick return)" if i == 0 else None)
    r.drag(x, low, pull_top, label="pull-past-top", expect_after=(20,), expect_legs=True,
           note="pull past top", end_hit=back_tap)
    r.tap(*back_tap, label="tap-back", note="tap back")
    r.expect(actions=True, hit=row_tap, note="end")


def make_iphone11_collapsing(path, ignore_overscroll=True, expect_failures=None, note=None):
    r = Recording(path, collapsing_session(
        IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30],
        ignore_overscroll=ignore_overscroll, expect_failures=expect_failures),
        summary=note or "iPhone 11 collapsing header (quick return) over a 40-row list.")
    # range [-148, 2658]: 4×580 down → 2172, +486 → exactly 2658;
    # 5×−520 up → 58, then −206 to the top edge and 180 past it.
    collapsing_script(r, low=250, high=850, down_legs=[580] * 4, to_bottom=486,
                      pull_bottom=[200, -80], up_legs=[-520] * 5, pull_top=[-206 - 180, 60],
                      row_tap=(200, 420), bottom_tap=(30, 80), back_tap=(30, 74))
    return r


def make_iphone8_collapsing(path):
    r = Recording(path, collapsing_session(
        IPHONE_8, 20, 120, [8, 24, 44, 44], [16, 80, 300, 30]),
        summary="iPhone 8 collapsing header (quick return) over a 40-row list.")
    # range [-120, 2853]: 7×400 → 2680, +173 → exactly 2853;
    # 7×−400 → 53, then −173 to the top edge and 180 past it.
    collapsing_script(r, low=200, high=620, down_legs=[400] * 7, to_bottom=173,
                      pull_bottom=[200, -80], up_legs=[-400] * 7, pull_top=[-173 - 180, 60],
                      row_tap=(200, 400), bottom_tap=(30, 40), back_tap=(30, 46))
    return r


def overlay_session(pass_through, expect_failures=None):
    return session(
        IPHONE_11,
        {"id": "list", "content": LIST_40x88, "additionalSafeArea": {"top": 100}},
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, 414, 148], "passThrough": pass_through,
          "children": [{"id": "toolbar", "kind": "stack", "frame": [0, 0, 414, 148],
                        "children": [{"id": "back", "kind": "button", "frame": [8, 52, 44, 44]},
                                     {"id": "share", "kind": "button", "frame": [362, 52, 44, 44]},
                                     {"id": "title", "kind": "label",
                                      "frame": [60, 96, 294, 40]}]}]}],
        header={"view": "header", "behavior": "none", "minHeight": 48, "maxHeight": 148},
        expect_failures=expect_failures)


def overlay_script(r):
    r.expect_initial(hits=[(200, 120), (30, 74), (384, 74), (200, 400)])
    r.tap(30, 74, label="tap-back", note="tap back")
    r.tap(384, 74, label="tap-share", note="tap share")
    r.drag(200, 800, [480], label="drag-list", expect_after=(10,), note="drag the list",
           end_hit=(200, 120))
    # A drag that starts on the header's empty area (between the buttons, on the title).
    r.drag(200, 120, [-300], label="drag-from-header", expect_after=(2, 15),
           note="drag from header", end_hit=(200, 120))
    r.tap(200, 116, label="tap-title", note="tap the title label")
    r.drag(200, 100, [-300], label="pull-from-header-past-top", expect_after=(10,),
           expect_legs=True, note="pull from header")
    r.expect(actions=True, hit=(200, 120), note="end")


def make_overlay(path, pass_through, expect_failures=None, summary=""):
    r = Recording(path, overlay_session(pass_through, expect_failures), summary)
    overlay_script(r)
    return r


def make_pinned(path):
    s = session(
        IPHONE_11,
        {"id": "list", "content": LIST_40x88, "additionalSafeArea": {"top": 100}},
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, 414, 148],
          "children": [{"id": "back", "kind": "button", "frame": [8, 52, 44, 44]},
                       {"id": "title", "kind": "label", "frame": [16, 100, 300, 30],
                        "pin": "bottom"}]}],
        header={"view": "header", "behavior": "pinned", "minHeight": 48, "maxHeight": 148})
    r = Recording(path, s, "iPhone 11 pinned header: collapses with the list, expands only "
                           "near the top, no stretch.")
    r.expect_initial(hits=[(30, 74)])
    r.drag(200, 800, [300], label="drag-up-collapse", expect_after=(4, 8, 12),
           note="drag up", end_hit=(30, 80))
    # Back up by 250: collapsed until the offset is under -48, then it expands (98 at -98).
    r.drag(200, 300, [-250], label="drag-down-partly", expect_after=(10, 18, 22),
           note="drag down partly", end_hit=(30, 74))
    r.drag(200, 300, [-50 - 200, 80], label="pull-past-top", expect_after=(3, 6),
           expect_legs=True, note="pull past top (no stretch)")
    r.tap(30, 74, label="tap-back", note="tap back")
    r.drag(200, 800, [100], label="drag-up-100", note="drag up 100", end_hit=(30, 74))
    r.expect(actions=True, note="end")
    return r


def make_touch_routing(path):
    s = collapsing_session(IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30])
    r = Recording(path, s, "Touch routing on the iPhone 11 collapsing screen (the rules under `touch` in "
                           "FORMAT.md): select, delayed select, slop, cancel, controls, stopping a moving list.")
    r.expect_initial()
    r.tap(200, 420, label="tap-row", note="tap row")

    # Held on a row longer than touchDelay (0.15 s): the item owns it; lifting selects.
    r.mark("hold-row")
    t = r.new_touch()
    r.touch("began", t, 200, 508)
    r.expect(note="hold: touch down")
    r.wait(12, with_frames=True)
    r.expect(note="hold: after 0.2 s")
    r.wait(6, with_frames=True)
    r.touch("ended", t, 200, 508)
    r.expect(actions=True, note="hold: lifted")
    r.wait(18)

    # Moves of exactly panSlop (6, 8 → 10 pt) do not pan: still a select, the list stays.
    r.mark("wiggle-within-slop")
    t = r.new_touch()
    r.touch("began", t, 200, 600)
    for dx, dy in ((3, 4), (6, 8), (-6, -8), (0, 10), (6, 8)):
        r.frame += 1
        r.touch("moved", t, 200 + dx, 600 + dy)
    r.expect(note="wiggle: moved exactly 10 pt")
    r.frame += 1
    r.touch("ended", t, 206, 608)
    r.expect(actions=True, note="wiggle: lifted")
    r.wait(18)

    # The first sample beyond the slop (10.63 pt) starts the pan without moving the list.
    r.mark("just-past-slop")
    t = r.new_touch()
    r.touch("began", t, 200, 600)
    r.frame += 1
    r.touch("moved", t, 207, 592)
    r.expect(note="slop: pan began, no jump")
    for y in (582, 572, 562, 552, 542):
        r.frame += 1
        r.touch("moved", t, 207, y)
    r.expect(note="slop: 50 pt after the pan began")
    r.wait(8)
    r.touch("ended", t, 207, 542)
    r.expect(actions=True, note="slop: lifted, no select")
    r.wait(18)

    # Held past touchDelay (owner item), then dragged: the pan cancels the item, no select.
    r.drag(200, 700, [150], label="hold-then-drag", hold=15, expect_after=(1, 8),
           note="hold then drag", end_actions=True)

    # The header at 48 (collapsed): a touch on the title label reaches the header view
    # (labels are not interactive) and moves nothing.
    r.drag(200, 20, [-150], label="drag-on-header-label", expect_after=(1, 10),
           note="drag on collapsed header's title", end_actions=True)

    # Back to the top so the header expands and the back button is reachable again.
    r.drag(200, 320, [-200], label="drag-to-top", note="back to top")
    r.drag(200, 116, [-100], label="drag-on-expanded-title", expect_after=(5,),
           note="drag on expanded header's title", end_actions=True)

    # Controls: a touch that slides off the button before lifting does not tap; one that
    # wiggles inside it does.
    r.mark("back-slide-off")
    t = r.new_touch()
    r.touch("began", t, 30, 74)
    for x in (40, 55, 80, 120):
        r.frame += 1
        r.touch("moved", t, x, 74)
    r.expect(note="slide off back: still down")
    r.frame += 1
    r.touch("ended", t, 120, 74)
    r.expect(actions=True, note="slide off back: lifted outside, no tap")
    r.wait(18)

    r.mark("back-wiggle-inside")
    t = r.new_touch()
    r.touch("began", t, 30, 74)
    for x, y in ((34, 78), (40, 84), (44, 90)):
        r.frame += 1
        r.touch("moved", t, x, y)
    r.frame += 1
    r.touch("ended", t, 44, 90)
    r.expect(actions=True, note="wiggle inside back: tap")
    r.wait(18)

    stop_moving_list(r)
    r.tap(30, 74, label="tap-back", note="tap back")
    return r


def stop_moving_list(r):
    """SPEC §3.2: a touch that begins on the list while it decelerates or bounces stops it at
    once; the scroll view owns it (even past touchDelay) and it never selects."""
    # A flick up from the top (about 1800 pt/s), decelerating: a finger goes down on a row.
    r.flick(200, 700, [12, 10, 20] + [30] * 6, label="flick-then-hold", follow=False,
            note="flick then hold: flick")
    r.follow_frames(12, at=(6, 12), note="flick then hold: decelerating")
    t = r.new_touch()
    r.touch("began", t, 200, 500)
    r.expect(note="flick then hold: finger down (stopped, owner scroll)")
    r.wait(12, with_frames=True)  # held 0.2 s, longer than touchDelay: still the scroll view's
    r.expect(note="flick then hold: held 0.2 s")
    r.touch("ended", t, 200, 500)
    r.expect(actions=True, note="flick then hold: lifted, no select")
    r.wait(18)

    # Another flick; a tap on a row while it decelerates stops it and selects nothing.
    r.flick(200, 700, [12, 10, 20] + [30] * 6, label="flick-then-tap", follow=False,
            note="flick then tap: flick")
    r.follow_frames(10, at=(10,), note="flick then tap: decelerating")
    r.tap(200, 500, label="tap-moving-list", note="flick then tap: tapped, stopped, no select")

    # A flick down into the top edge; a finger catches the list mid-bounce, past the edge,
    # and lets go without moving: it springs back from there (settle with velocity 0).
    offset = r.oracle.offset
    r.flick(200, 300, [-12, -20] + [-30] * 6, label="flick-into-top", follow=False,
            note="flick into top: flick")
    assert r.oracle.motion.hit is not None
    r.follow_frames(until="bouncing", note="flick into top")
    r.follow_frames(3, at=(3,), note="flick into top: bouncing")
    t = r.new_touch()
    r.touch("began", t, 200, 500)
    r.expect(note="flick into top: caught mid-bounce (stopped past the edge)")
    r.wait(6, with_frames=True)
    r.expect(note="flick into top: held 0.1 s, still past the edge")
    r.touch("ended", t, 200, 500)
    r.expect(actions=True, note="flick into top: lifted, springs back")
    r.follow(note="flick into top: spring back", at=(12,), hits=(30, 74))
    r.wait(18)
    assert offset > r.oracle.lo


def make_horizontal(path):
    s = session(
        IPHONE_11,
        {"id": "carousel", "frame": [0, 300, 414, 200], "axis": "horizontal",
         "content": {"items": {"count": 12, "length": 150, "spacing": 10,
                               "leading": 16, "trailing": 16}},
         "insetAdjustment": "never"},
        [{"id": "caption", "kind": "label", "frame": [16, 250, 382, 40]},
         {"id": "carousel", "kind": "scroll"}])
    r = Recording(path, s, "Horizontal carousel (axis horizontal, no header, "
                           "insetAdjustment never) with spacing, leading and trailing.")
    # range [0, 1528]: content 16 + 12·150 + 11·10 + 16 = 1942, frame width 414.
    r.expect_initial(hits=[(90, 400), (171, 400), (200, 270), (200, 100)])
    r.tap(90, 400, label="tap-item-0", note="tap item 0")
    r.tap(171, 400, label="tap-gap", note="tap the gap between items 0 and 1")
    r.tap(200, 270, label="tap-caption", note="tap the caption (window)")
    for i in range(4):
        r.drag(400, 400, [350], label="swipe-left-%d" % (i + 1), drift=3,
               expect_after=(10,), note="swipe left 1" if i == 0 else None)
    r.drag(400, 400, [128 + 120, -60], label="pull-past-end", drift=3, expect_legs=True,
           note="pull past end")
    r.tap(300, 400, label="tap-last-item", note="tap the last item")
    for i in range(4):
        r.drag(30, 400, [-350], label="swipe-right-%d" % (i + 1), drift=2,
               note="swipe right 1" if i == 0 else None)
    r.drag(30, 400, [-128 - 150, 50], label="pull-past-start", drift=2, expect_legs=True,
           note="pull past start")
    r.expect(actions=True, hit=(171, 400), note="end")
    return r


def make_flick_to_bottom(path, ignore_overscroll=True, expect_failures=None, note=None):
    """The iPhone 11 collapsing screen: positioned about 680 pt above the bottom with the
    header collapsed, a flick (the finger speeds up to 33 pt per frame, ~1980 pt/s, for the
    last 8 samples, more than 100 ms) decelerates into the bottom edge and bounces."""
    r = Recording(path, collapsing_session(
        IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30],
        ignore_overscroll=ignore_overscroll, expect_failures=expect_failures),
        summary=note)
    r.expect_initial(hits=[(30, 74), (200, 420)])
    # Three slow drags of 580: offset 1592, header collapsed (48).
    for i in range(3):
        r.drag(200, 850, [580], label="position-%d" % (i + 1),
               note="position" if i == 2 else None)
    steps = [12, 10, 14, 18, 22, 26, 30] + [33] * 8
    flick_into_edge(r, 200, 850, steps, label="flick-to-bottom", note="flick to bottom",
                    hits=(30, 80))
    r.tap(200, 420, label="tap-row-at-rest", note="tap a row at rest (selects)")
    # Pulled 300 pt (raw) past the bottom, then flung back down (1800 pt/s for the last 7
    # samples) while still 47 pt past the edge: a spring back to the edge with v = -1800.
    # It crosses maxOffset (the header observes 2658 exactly), overshoots ~34 pt into the
    # content (the header grows by that in-bounds travel), and comes back to rest on
    # maxOffset (the header collapses again by the same travel).
    r.flick(200, 600, [12] + [10] * 30 + [-30] * 7, label="fling-back-from-past-bottom",
            note="fling back from past the bottom", every=6, at=(1, 2, 3, 8, 9))
    r.expect(actions=True, hit=(30, 80), note="end")
    return r


def flick_into_edge(r, x, y, steps, label, note, hits):
    """A flick whose deceleration hits an edge: expects at release, every 6 frames, on the
    last frame before the hit, the first bouncing frame (marked), near the bounce's
    extremum, every 6 frames of the bounce, and at rest."""
    r.flick(x, y, steps, label=label, note=note, follow=False)
    o = r.oracle
    assert isinstance(o.motion, Deceleration) and o.motion.hit is not None, "no edge hit"
    hit, start = o.motion.hit, r.frame
    n_hit = next(n for n in range(1, 240) if round((start + n) / FPS, 4) >= hit)
    n_peak = next(n for n in range(n_hit, 240) if round((start + n) / FPS, 4) >= hit + 0.1)
    r.follow(note=note, every=6, at=(n_hit - 1, n_peak), hits=hits, label=label)
    r.wait(18)


def make_flick_to_top(path):
    s = collapsing_session(IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30])
    r = Recording(path, s, "iPhone 11 collapsing header: a quick flick down (the pan lasts "
                           "two samples, 30 pt each: ~1800 pt/s) from 492 with the header "
                           "collapsed. The header grows 60 during the pan and the other 40 "
                           "while the list decelerates inside the bounds (one offset per "
                           "frame, so it grows exactly by the in-bounds travel); the list "
                           "hits minOffset, bounces, and the header stays 148 during the "
                           "bounce; at rest exactly at -148, back is reachable.")
    r.expect_initial(hits=[(30, 74), (200, 420)])
    r.drag(200, 850, [640], label="position", note="position")
    flick_into_edge(r, 200, 320, [-14, -30, -30], label="flick-to-top", note="flick to top",
                    hits=(30, 74))
    r.tap(30, 74, label="tap-back", note="tap back")
    r.expect(actions=True, hit=(200, 420), note="end")
    return r


def make_pager(path):
    """A horizontal pager on an iPhone 11: cards 295 wide, 45.5 apart (pitch 340.5), the
    content inset 59.5 on the left so each card is centred with 14 pt of its neighbours
    showing; no right inset, so the last page is clamped to maxOffset (1243, not 1302.5)."""
    s = session(
        IPHONE_11,
        {"id": "pager", "frame": [0, 200, 414, 400], "axis": "horizontal",
         "content": {"items": {"count": 5, "length": 295, "spacing": 45.5}},
         "inset": {"left": 59.5}, "insetAdjustment": "never",
         "paging": {"pageLength": 340.5, "velocityThreshold": 100}},
        [{"id": "caption", "kind": "label", "frame": [16, 150, 382, 40]},
         {"id": "pager", "kind": "scroll"}])
    r = Recording(path, s, "Horizontal pager (iPhone 11 width, frame [0,200,414,400]): 5 cards "
                           "295 wide, spacing 45.5, inset.left 59.5 (insetAdjustment never): "
                           "pages at -59.5 + k*340.5 = -59.5, 281, 621.5, 962, and the last "
                           "one clamped to maxOffset 1243 (no right inset: the last card ends "
                           "flush with the right edge). Each card sits at x 59.5 with 14 pt of "
                           "the next (and the previous) card showing; velocityThreshold 100.")
    # range [-59.5, 1243]: content 5·295 + 4·45.5 = 1657, frame width 414.
    r.expect_initial()
    r.expect_hits([(207, 400), (407, 400), (7, 400)],
                  note="page 0: card 0 centred, 14 pt of card 1 at the right edge")

    def at_rest(note, hits):
        r.expect_hits(hits, note=note)

    slow = [1] * 8  # the finger slows to 1 pt per frame (60 pt/s) for more than 100 ms
    r.flick(300, 400, [12] + [10] * 11 + slow, label="slow-less-than-half",
            note="slow release 118 pt (f 0.35, v 60 < 100): returns to page 0", every=10)
    at_rest("page 0", [(207, 400), (407, 400)])
    r.flick(350, 400, [12] + [10] * 19 + slow, label="slow-more-than-half",
            note="slow release 198 pt (f 0.58, v 60): advances to page 1", every=10)
    at_rest("page 1", [(207, 400), (407, 400), (7, 400)])
    r.flick(300, 400, [12, 25, 25], label="fast-short-flick",
            note="fast short flick 50 pt (f 1.15, v 1500): advances one page", every=10)
    at_rest("page 2", [(207, 400), (407, 400), (7, 400)])
    r.flick(150, 400, [-12, -25, -25], label="fast-flick-back",
            note="fast flick back 50 pt (f 1.85, v -1500): page 1", every=10)
    at_rest("page 1 again", [(207, 400)])
    for page in (2, 3, 4):
        r.flick(300, 400, [12, 25, 25], label="flick-to-page-%d" % page,
                note="flick to page %d" % page, every=10)
        at_rest("page %d" % page, [(207, 400), (407, 400)])
    r.flick(300, 400, [12, 25, 25], label="flick-at-last-page",
            note="flick at the last page (rubber band, f 3.9 -> page 4, clamped): stays on "
                 "maxOffset", every=6)
    at_rest("last page", [(207, 400), (30, 400), (407, 400)])
    r.tap(207, 400, label="tap-last-card", note="tap the last card")
    return r


def make_deletions(path):
    s = session(
        IPHONE_11,
        {"id": "list", "content": LIST_40x88, "additionalSafeArea": {"top": 100},
         "deceleration": "fast"},
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, 414, 148],
          "children": [{"id": "back", "kind": "button", "frame": [8, 52, 44, 44]},
                       {"id": "title", "kind": "label", "frame": [16, 100, 300, 30],
                        "pin": "bottom"}]}],
        header={"view": "header", "behavior": "pinned", "minHeight": 48, "maxHeight": 148})
    r = Recording(path, s, "iPhone 11 pinned header (collapsed at 48 in the middle of the "
                           "list), deceleration \"fast\" (0.99): `update` events delete and "
                           "insert rows above the viewport. With anchor \"visible\" the first "
                           "item intersecting the viewport keeps its screen position (the "
                           "offset moves by the rows added or removed above it) and the row "
                           "under (200,540) stays under it, with its new index; with anchor "
                           "\"none\" the offset stays and the rows shift under the finger. "
                           "Also: a fast-deceleration flick that rests inside the range, and "
                           "an update while the list decelerates (it keeps its velocity).")
    extra = ("scroll.itemCount", "scroll.maxOffset.y", "scroll.contentSize.height")
    r.expect_initial(hits=[(200, 540)])
    r.drag(200, 850, [600, 548], label="scroll-to-middle", note="scroll to the middle",
           end_hit=(200, 540))

    def update(label, note, hits, **fields):
        r.mark(label)
        r.emit("update", **fields)
        r.expect_hits(hits, note=note, extra=extra)
        r.wait(18)

    # Anchor: item 11 (968..1056 intersects [1000, 1896)); 3 rows deleted above it.
    update("delete-above-visible", "delete 2, 5, 7 (anchor visible): offset -264, the row "
           "under (200,540) is still there (item 17 -> 14)", [(200, 540)],
           delete=[2, 5, 7], anchor="visible")
    # Anchor: item 8 (704..792); new index 8 - 2 deleted below + 3 inserted at or below = 9.
    update("delete-insert-visible", "delete 0, 3 and insert 1, 2, 4 (anchor visible): "
           "offset +88, the same row is item 15", [(200, 540)],
           delete=[0, 3], insert=[1, 2, 4], anchor="visible")
    update("delete-above-none", "delete 0, 1, 2 (anchor none): the offset stays, the rows "
           "move up 264: (200,540) is now the row that was 3 below, the row that was there "
           "is item 12 at y 276", [(200, 540), (200, 276)],
           delete=[0, 1, 2], anchor="none")
    update("insert-above-none", "insert 0, 1 (anchor none): the offset stays, the rows move "
           "down 176", [(200, 540), (200, 452)],
           insert=[0, 1], anchor="none")

    # A flick with deceleration fast: it travels v/10.05 and rests inside the range.
    r.flick(200, 850, [12, 10, 20] + [30] * 8, label="fast-deceleration-flick",
            note="flick (deceleration fast)", every=6, hits=(200, 540))
    # A flick; while it decelerates, 2 rows above the viewport are deleted (anchor visible):
    # the offset jumps by -176 and the deceleration goes on with the same velocity.
    r.flick(200, 850, [12, 10, 20] + [30] * 8, label="update-while-decelerating",
            note="flick, then update while decelerating", follow=False)
    r.follow_frames(5, at=(5,), note="flick, then update: decelerating")
    r.mark("delete-while-decelerating")
    r.emit("update", delete=[0, 1], anchor="visible")
    r.expect(note="deleted 0, 1 while decelerating (anchor visible): offset -176, same "
                  "velocity", extra=extra)
    r.follow(note="after the update", every=6, hits=(200, 540))
    r.wait(18)
    r.tap(200, 540, label="tap-row", note="tap a row at rest (selects)")
    return r


IPAD_PRO_11 = {"name": "iPad Pro 11-inch", "width": 834, "height": 1194, "scale": 2,
               "safeArea": {"top": 24, "left": 0, "bottom": 20, "right": 0}}


def make_edge_crossing(path):
    """Moves that cross an edge in one finger sample and come back inside in one sample, with the
    header part-way, at the bottom and at the top: the built-in collapsing header counts the
    inside part of each (SPEC 3.4). At the bottom it collapses to 48 on the way out and grows by
    the 58 pt travelled inside on the way back; at the top it grows to 148 on the way out and
    shrinks by the inside travel on the way back. (Seed 000's code returns early while outside
    the range: back inside it moves the header the wrong way, shrinking it while the list
    scrolls up at the bottom and growing it while the list scrolls down at the top, which
    header.direction catches.) Display frames run at 60 Hz while no finger is down."""
    s = collapsing_session(IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30])
    r = Recording(path, s, "iPhone 11 collapsing header: a finger crosses the bottom edge in one "
                           "sample and comes back inside in one sample with the header part-way, "
                           "then the same at the top; only the inside part of each move counts.")
    r.expect_initial()

    def crossing(label, start, legs):
        tid = r.new_touch()
        r.mark(label)
        r.touch("began", tid, 200, start)
        r.wait(1)
        y = start - 12
        r.touch("moved", tid, 200, y)
        r.expect(note="%s: pan begins" % label)
        for dy, what in legs:
            r.wait(1)
            y += dy
            r.touch("moved", tid, 200, y)
            r.expect(note="%s: %s" % (label, what))
        r.wait(8)
        r.touch("ended", tid, 200, y)
        r.expect(note="%s: lifted at rest" % label)
        r.follow(note="%s: after the lift" % label)
        r.wait(30, with_frames=True)
        r.expect(note="%s: settled" % label)

    r.wait(10, with_frames=True)
    r.emit("scroll", y=2600)
    r.expect(note="the app scrolls to 2600: collapsed")
    r.wait(10, with_frames=True)
    crossing("bottom", 412, [(60, "finger down 60: the list scrolls up, the header grows"),
                             (-160, "finger up 160 in one sample: past the bottom edge"),
                             (100, "finger down 100 in one sample: back inside, scrolling up")])
    r.emit("scroll", y=-100)
    r.expect(note="the app scrolls to -100: expanded")
    r.wait(10, with_frames=True)
    crossing("top", 612, [(-40, "finger up 40: the list scrolls down, the header shrinks"),
                          (150, "finger down 150 in one sample: past the top edge"),
                          (-100, "finger up 100 in one sample: back inside, scrolling down")])
    r.expect(actions=True, note="end")
    return r


def make_header_jitter_at_top(path):
    """KNOWN BAD (`conformance`): the iPhone 11 collapsing screen with the `observe` lines an app
    logs on every finger sample and display frame. The list is pulled past the top and released;
    while it springs back, the device's header jitters (a layout feedback loop: the header's
    height moves the list's inset, which moves the offset, which moves the header), 4 pt then
    1 pt short of its height, frame after frame, where the model's header (the correct one)
    stays at 148. Everything else the device showed matches the model within a device pixel."""
    s = collapsing_session(IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30],
                           expect_failures=["conformance"])
    r = Recording(path, s, None)
    r.expect_initial(hits=[(30, 74), (200, 420)])
    # Down 150 (offset 2, the header collapsed to 48), then down 270 and back up 30: 120 pt
    # (raw) past the top, then 90; released there, the list springs back to -148.
    r.drag(200, 850, [150], label="scroll-down", note="scroll down 150", observe=True)
    r.drag(200, 250, [-150 - 120, 30], label="pull-past-top", expect_legs=True,
           note="pull past top", end_hit=(30, 74), observe=True,
           bounce_jitter=lambda n: -4 if n % 2 == 1 else -1)
    r.tap(30, 74, label="tap-back", note="tap back")
    r.expect(actions=True, hit=(200, 420), note="end")
    jittered = [index for index, name, _ in r.oracle.violations if name == "conformance"]
    assert jittered, "%s: the jitter is not caught" % path
    r.summary = (
        "KNOWN BAD: the device disagrees with the model (`conformance`). iPhone 11 collapsing "
        "header, with the `observe` lines the app logs on every finger sample and display frame "
        "(offset and header height, rounded to device pixels). The list is pulled 120 pt (raw) "
        "past the top, eased back to 90 and released; while it springs back, the device's "
        "header jitters (a layout feedback loop: its height moves the list's inset, which moves "
        "the offset, which moves the header), 144, 147, 144, … on alternate frames, where the "
        "model's header stays 148. The first observe line that differs is event %d, the last "
        "event %d; `check --conformance-tolerance 4` accepts them all (the known bug is then no "
        "longer caught), `--conformance-tolerance 1` only the frames at 147."
        % (jittered[0], jittered[-1]))
    return r


def make_ipad_scroll(path):
    """`scroll` and `observe` events on an iPad collapsing-header screen: a trackpad and a
    mouse wheel (relative dy, clamped at the edges), the app setting the offset (absolute y),
    and the offset and header height the app logged (`observe`)."""
    s = collapsing_session(
        IPAD_PRO_11, 74, 174, [8, 27, 44, 44], [20, 124, 600, 40],
        content={"items": {"count": 60, "length": 88}}, extra_top=150)
    r = Recording(path, s, "iPad Pro 11-inch, collapsing header (74 to 174) over 60 rows, "
                           "range [-174, 4106]: `scroll` events from a trackpad and a mouse "
                           "wheel (`dy`, relative: clamped to the range, no rubber band) and "
                           "from the app (`y`, absolute: `setContentOffset`), and `observe` "
                           "lines after each of them and after each display frame of a flick, "
                           "with the offset and header height the app logged, rounded to "
                           "device pixels (0.5 pt), which `conformance` compares with the "
                           "model. The header follows `scroll` events like any offset change: "
                           "collapsing while the content moves up, quick return on the way "
                           "back. A `scroll` stops a deceleration at once. Last, one finger "
                           "sample drags the list from inside past maxOffset: the header "
                           "collapses by the in-bounds part of that sample and grows back by "
                           "the in-bounds travel when the finger brings the list back inside.")
    r.expect_initial(hits=[(30, 50), (400, 400)])

    def scroll(label, note, steps, key="dy", every=1, hits=None):
        """One `scroll` event (and an `observe`) every `every` frames per step, then an
        expect."""
        r.mark(label)
        for i, step in enumerate(steps):
            if i:
                r.wait(every)
            r.emit("scroll", **{key: step})
            r.observe()
        r.expect(touches=False, hit=hits, note=note)
        r.wait(18)

    # A two-finger swipe on the trackpad: the system delivers the scroll, speeding up then
    # slowing down, one event per display frame.
    scroll("trackpad-scroll-down", "trackpad: content up 252 (header collapsed after 100)",
           [2, 4, 7, 11, 15, 18, 20, 21, 21, 20, 20, 19, 18, 16, 14, 11, 7, 4, 3, 1])
    scroll("trackpad-scroll-up", "trackpad: content down 50 (quick return: header +50)",
           [-2, -5, -8, -10, -9, -7, -5, -3, -1], hits=(30, 50))
    # Mouse-wheel notches of 40 pt from 28: the 6th would go 38 pt past the top and stops
    # there; the 7th moves nothing.
    scroll("wheel-up-past-the-top", "wheel up 7 notches of 40 from 28: the 6th stops at "
           "minOffset, the 7th moves nothing; header 174", [-40] * 7, every=6, hits=(400, 400))
    scroll("wheel-down", "wheel down 5 notches", [40] * 5, every=6)
    # A flick; while the list decelerates the app scrolls it to the top (say, the tab was
    # selected again): the deceleration stops, the header expands.
    r.flick(400, 900, [12, 10, 20] + [30] * 6, label="flick", follow=False,
            note="flick")
    r.follow_frames(12, at=(6, 12), note="flick: decelerating", observe=True)
    r.mark("app-scrolls-to-top")
    r.emit("scroll", y=r.oracle.lo)
    r.observe()
    r.expect(touches=False, hit=(30, 50), note="app scrolls to the top while decelerating")
    r.wait(3, with_frames=True)
    r.expect(touches=False, note="3 frames later: still at rest at the top")
    r.wait(18)
    # scrollToRow(30, at: .top): row 30's top just below the top inset.
    scroll("app-scrolls-to-row-30", "app scrolls to row 30 (30·88 − 174)",
           [30 * 88 + r.oracle.lo], key="y", hits=(400, 200))
    scroll("app-scrolls-near-the-bottom", "app scrolls to 40 above maxOffset",
           [r.oracle.hi - 40], key="y")
    scroll("trackpad-reveals-header", "trackpad: content down 30 (header 104)",
           [-10, -10, -10])
    # One 60 Hz sample drags the list 120 pt, from 4036 (70 pt inside) to 50 pt (raw) past
    # maxOffset; the next brings it back 80 pt, inside; the finger rests, then lifts.
    r.mark("one-sample-past-the-bottom")
    tid = r.new_touch()
    r.touch("began", tid, 400, 900)
    r.observe()
    for y in (888, 768, 848):
        r.frame += 1
        r.touch("moved", tid, 400, y)
        r.observe()
        if y == 768:
            r.expect(note="one sample past maxOffset")
    r.expect(note="back inside")
    r.wait(8)
    r.touch("ended", tid, 400, 848)
    r.observe()
    r.expect(actions=True, note="lifted at rest (no velocity)")
    r.wait(18)
    r.tap(400, 600, label="tap-row", note="tap a row")
    return r


# --------------------------------------------------------------------------------------------
# Main: build, verify (replay each written file through a fresh oracle), write, summarise.
# --------------------------------------------------------------------------------------------

def build():
    return [
        make_iphone11_collapsing("recordings/iphone11-collapsing-header.jsonl",
                                 note="iPhone 11 collapsing header (quick return) over a "
                                      "40-row list; no jitter at either end."),
        make_iphone8_collapsing("recordings/iphone8-collapsing-header.jsonl"),
        make_iphone11_collapsing(
            "recordings/known-bad/iphone11-bouncing-header.jsonl", ignore_overscroll=False,
            expect_failures=["header.overscroll"],
            note="KNOWN BAD: ignoreOverscroll false, the header follows the rubber band and "
                 "the spring back at both ends (bouncing header): it re-expands to ~146 at the "
                 "bottom (so a tap at (30,80) hits back) and ends ~58.9 tall at the top (so "
                 "back at (30,74) is unreachable)."),
        make_overlay("recordings/known-bad/overlay-passthrough-self-stack.jsonl", "self",
                     expect_failures=["touch.passThrough"],
                     summary="KNOWN BAD: passThrough self on the header, but a full-size stack "
                             "view inside it swallows touches on the empty area."),
        make_overlay("recordings/overlay-passthrough-controls.jsonl", "controls",
                     summary="Overlay header with passThrough controls: buttons tap, "
                             "everything else reaches the list."),
        make_pinned("recordings/pinned-header.jsonl"),
        make_touch_routing("recordings/touch-routing.jsonl"),
        make_horizontal("recordings/horizontal-carousel.jsonl"),
        make_flick_to_bottom(
            "recordings/flick-to-bottom-bounce.jsonl",
            note="iPhone 11 collapsing header (the session of iphone11-collapsing-header): "
                 "from 1592 with the header collapsed, a flick (~1980 pt/s for the last 8 "
                 "samples) decelerates into the bottom edge and bounces; the header stays 48 "
                 "throughout, the list rests exactly at maxOffset 2658. Then a fling back "
                 "from 47 pt past the bottom: the spring crosses maxOffset, overshoots ~34 pt "
                 "into the content (the header grows by exactly that in-bounds travel) and "
                 "returns to rest on maxOffset with the header at 48 again."),
        make_flick_to_top("recordings/flick-to-top.jsonl"),
        make_flick_to_bottom(
            "recordings/known-bad/flick-bouncing-header.jsonl", ignore_overscroll=False,
            expect_failures=["header.overscroll"],
            note="KNOWN BAD: flick-to-bottom-bounce with ignoreOverscroll false: the header "
                 "follows the bounce past maxOffset although none of that scrolling is inside "
                 "the bounds: it re-expands to ~70.6 while the list springs back from the "
                 "flick's bounce, and to ~113.6 after the fling back (so a tap at (30,80) "
                 "hits back instead of the list)."),
        make_pager("recordings/horizontal-pager.jsonl"),
        make_deletions("recordings/deletions-above-viewport.jsonl"),
        make_ipad_scroll("recordings/ipad-trackpad-wheel-app-scroll.jsonl"),
        make_edge_crossing("recordings/collapsing-edge-crossing.jsonl"),
        make_header_jitter_at_top("recordings/known-bad/header-jitter-at-top.jsonl"),
    ]


def verify(path, text):
    """Strict re-read of a written file: JSON, newlines, t, then a replay through a fresh
    oracle. Returns (events, expects, marks, set of violated invariants)."""
    assert text.endswith("\n") and "\r" not in text, path
    lines = text.split("\n")[:-1]
    sess = json.loads(lines[0])
    assert sess["type"] == "session" and sess["format"] == "scrolltape" and sess["version"] == 1
    oracle = Oracle(sess)
    last_t = 0
    expects = marks = 0
    for i, line in enumerate(lines[1:], start=1):
        ev = json.loads(line)
        assert json.dumps(ev, separators=(",", ":")) == line, (path, i)
        t = ev["t"]
        assert isinstance(t, (int, float)) and math.isfinite(t) and t >= last_t, (path, i)
        last_t = t
        expects += ev["type"] == "expect"
        marks += ev["type"] == "mark"
        oracle.apply(ev, i)
    n = len(lines) - 1
    assert 100 <= n <= 1500, (path, n)
    assert not oracle.touches, (path, "a finger is still down at the end")
    violated = {name for _, name, _ in oracle.violations}
    declared = set(sess.get("expectFailures", []))
    if "expect" in violated or violated != declared:
        for v in oracle.violations[:10]:
            print("%s: event %d: [%s] %s" % ((path,) + v), file=sys.stderr)
        raise AssertionError("%s: violations %s, declared %s"
                             % (path, sorted(violated), sorted(declared)))
    return n, expects, marks, violated, len(oracle.violations)


def readme(recs, rows):
    out = ["# Recordings",
           "",
           "The format of these files is documented in [FORMAT.md](FORMAT.md).",
           "",
           "Generated by `python3 tools/make_recordings.py` (do not edit by hand). Every `expect`",
           "line was computed by the script's own oracle of the model (hit-testing, touch",
           "routing, dragging and the rubber band, the header behaviours, and the motion after",
           "the finger lifts: release velocity from the last 100 ms of finger samples,",
           "deceleration, the ω = 10 spring back from an edge, paging), written independently of",
           "the Swift model, and uses tolerance 0.01. While the list moves, `frame` events at",
           "60 Hz advance it to rest. `known-bad/` documents bugs: their `expectFailures` must",
           "occur. Times `t=` below are seconds since the session start. The table's counts are",
           "what `scrolltape check` reports (`Tests/scrolltapeTests/RecordingsReadmeTests.swift`",
           "checks them, and every `(event N, t=T): …` line below, against the built binary).",
           "",
           "| file | events | expects | marks | expected failures (events flagged) |",
           "|---|---|---|---|---|"]
    for path, n, e, m, violated, count in rows:
        out.append("| `%s` | %d | %d | %d | %s |" % (
            os.path.relpath(path, "recordings"), n, e, m,
            ", ".join("`%s` (%d events)" % (v, count) for v in sorted(violated)) or "—"))
    for r in recs:
        out += ["", "## `%s`" % os.path.relpath(r.path, "recordings"), "", r.summary, ""]
        out += ["- " + n for n in r.notes]
    return "\n".join(out) + "\n"


def main():
    os.chdir(ROOT)
    self_test_physics()
    recs = build()
    again = build()  # determinism: a second build gives the same bytes
    rows = []
    for r, r2 in zip(recs, again):
        text = r.lines()
        assert text == r2.lines(), "non-deterministic output for " + r.path
        n, e, m, violated, count = verify(r.path, text)
        os.makedirs(os.path.dirname(r.path), exist_ok=True)
        with open(r.path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        with open(r.path, encoding="utf-8") as f:
            assert f.read() == text
        rows.append((r.path, n, e, m, violated, count))
    with open("recordings/README.md", "w", encoding="utf-8", newline="\n") as f:
        f.write(readme(recs, rows))

    w = max(len(p) for p, *_ in rows)
    print("%-*s  %6s  %7s  %5s  %s" % (w, "file", "events", "expects", "marks",
                                        "oracle violations (declared expectFailures)"))
    for path, n, e, m, violated, count in rows:
        print("%-*s  %6d  %7d  %5d  %s" % (w, path, n, e, m,
                                          ", ".join("%s×%d" % (v, count) for v in sorted(violated))
                                          or "none"))


if __name__ == "__main__":
    main()
