"""The oracle: a scene (read back from the session line, SPEC §1.1 defaults; scene.py) and a
world that applies events one at a time (SPEC §1.2: every event first advances time to its t).
Its methods are grouped by concern: hit-testing and touches in oracle_touches.py, the rubber
band, the motion after the finger lifts, `scroll` and `update` in oracle_motion.py, the §6
invariants in oracle_invariants.py; this module has the state and the event loop.

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
- every `expect` the builder writes uses tolerance 0.01, so header.progress is really checked.
"""

from .oracle_invariants import Invariants
from .oracle_motion import Motion
from .oracle_touches import TouchRouting
from .physics import OBSERVE_TOLERANCE, TOUCH_DELAY
from .scene import Scene

# SPEC §1.2: the event types, in the order of the spec's table. The Swift reader's list is
# `EventType` (Sources/ScrollTapeCore/Events/EventType.swift); EventTypeListTests
# (Tests/ScrollTapeTests/EventTypeListTests.swift) reads the line below from this file and checks
# that the two agree. `emit` writes no other type, and the oracle models each of them.
EVENT_TYPES = ("touch", "tap", "scroll", "frame", "update", "expect", "observe", "mark")


class Oracle(TouchRouting, Motion, Invariants):
    """The world the events are applied to (apply), and its state (state, value_at)."""

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
