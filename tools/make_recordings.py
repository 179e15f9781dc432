#!/usr/bin/env python3
"""Regenerates every recording under recordings/ (run from the repo root).

    python3 tools/make_recordings.py

Each recording is a scripted scroll screen (SPEC §1 format v1). The `expect` lines are not
typed by hand: this script carries its own small, independent oracle of the SPEC model (only
the parts these scenarios use) and writes down what the oracle says. The recordings therefore
double as an independent check of the Swift model: `scrolltape check recordings/` must pass.

Model version implemented by the oracle (SPEC §3, and the project brief for this version):
- no deceleration: a released list stays where it is; released past an edge it snaps to the
  edge at once (one offset change) and the phase becomes `idle`;
- every `expect` written here uses tolerance 0.01, so header.progress is really checked.

Python 3 standard library only; no randomness; the output is byte-for-byte reproducible.
"""

import json
import math
import os
import sys

FPS = 60  # finger samples and frames arrive at 60 Hz
EXPECT_TOLERANCE = 0.01

# SPEC §1.1 (`delaysContentTouches`): content touches are held for 0.15 s.
TOUCH_DELAY = 0.15
# SPEC §3.3: rubber-band constant c (UIScrollView's 0.55).
RUBBER_C = 0.55

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
        # Only what this version of the model does; fail loudly if a scenario asks for more.
        assert sc.get("bounces", True) and not sc.get("paging", False)
        assert sc.get("delaysContentTouches", True) and sc.get("canCancelContentTouches", True)
        self.pan_slop = sc.get("panSlop", 10)

        # §1.1 `content`: length = A + N·L + (N−1)·S + B along the axis; the cross size is
        # the frame's.
        content = sc["content"]
        if "items" in content:
            it = content["items"]
            self.item_count = it["count"]
            self.item_length = it["length"]
            self.item_spacing = it.get("spacing", 0)
            self.item_leading = it.get("leading", 0)
            trailing = it.get("trailing", 0)
            n = self.item_count
            length = (self.item_leading + n * self.item_length
                      + max(n - 1, 0) * self.item_spacing + trailing)
            if self.vertical:
                self.content_size = (self.frame[2], length)
            else:
                self.content_size = (length, self.frame[3])
        else:
            self.item_count = 0
            self.content_size = (content["width"], content["height"])

        # §1.1 `insetAdjustment`: automatic = inset + safe area + additionalSafeArea.
        inset = edges(sc.get("inset"))
        extra = edges(sc.get("additionalSafeArea"))
        if sc.get("insetAdjustment", "automatic") == "automatic":
            self.adjusted = {k: inset[k] + safe[k] + extra[k] for k in inset}
        else:
            self.adjusted = inset

        # §1.1: minOffset = −adjustedInset.top, maxOffset = max(min, content + bottom − frame).
        if self.vertical:
            lead, trail, extent, clen = "top", "bottom", self.frame[3], self.content_size[1]
            self.cross_offset = -self.adjusted["left"]
        else:
            lead, trail, extent, clen = "left", "right", self.frame[2], self.content_size[0]
            self.cross_offset = -self.adjusted["top"]
        self.extent = extent
        self.min_offset = -self.adjusted[lead]
        self.max_offset = max(self.min_offset, clen + self.adjusted[trail] - extent)

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

    def inside(self, y):
        return self.min_offset <= y <= self.max_offset

    def is_item(self, target):
        return target.startswith(self.scroll_id + ".item.")


class Touch:
    def __init__(self, tid, target, owner, x, y, t):
        self.id, self.target, self.owner = tid, target, owner
        self.x0, self.y0, self.t0 = x, y, t
        self.x, self.y = x, y
        self.panned = False
        self.pan_finger = None  # finger coordinate along the axis when the pan began
        self.pan_raw = None     # raw (un-rubber-banded) offset when the pan began


class Oracle:
    def __init__(self, session):
        self.s = s = Scene(session)
        self.t = 0.0
        self.index = 0
        self.offset = s.min_offset  # §1.1: the initial offset is minOffset
        self.phase = "idle"
        self.touches = {}           # id -> Touch, in the order they began
        self.scroll_touch = None    # §3.2: only the first finger the scroll view owns moves it
        self.actions = []
        self.violations = []        # (event index, invariant name, message)
        self.last_inside = self.offset
        if s.header:
            hb = s.header
            # Assumption: a collapsing (and a "none") header starts expanded at maxHeight.
            self.header_height = hb["max"]
            self.previous_y = self.offset  # §3.4: previousY starts at the initial offset
            if hb["behavior"] == "pinned":
                self.header_height = self.pinned_height(self.offset)

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
            if hb["ignore"] and not self.s.inside(y):
                return  # ignored, and previousY is not updated
            self.header_height = min(max(self.header_height - (y - self.previous_y), hb["min"]),
                                     hb["max"])
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
        if s.item_count == 0:
            return None
        w = py - s.frame[1] if s.vertical else px - s.frame[0]
        c = w + self.offset
        rel = c - s.item_leading
        if rel < 0:
            return None
        i = int(math.floor(rel / (s.item_length + s.item_spacing)))
        if i >= s.item_count or rel - i * (s.item_length + s.item_spacing) >= s.item_length:
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
        if raw < s.min_offset:
            return s.min_offset - rubber(s.min_offset - raw, s.extent)
        if raw > s.max_offset:
            return s.max_offset + rubber(raw - s.max_offset, s.extent)
        return raw

    def raw_for(self, shown):
        s = self.s
        if shown < s.min_offset:
            return s.min_offset - unrubber(s.min_offset - shown, s.extent)
        if shown > s.max_offset:
            return s.max_offset + unrubber(shown - s.max_offset, s.extent)
        return shown

    def set_offset(self, y):
        if y == self.offset:
            return
        old, old_height = self.offset, getattr(self, "header_height", None)
        self.offset = y
        self.header_observe(y)
        self.check_offset_change(old, y, old_height)

    # ---- events (§1.2, §3.2) -----------------------------------------------------------------
    def advance(self, t):
        self.t = t
        # §3.2 delaysContentTouches: after touchDelay with no pan the item owns the touch.
        for touch in self.touches.values():
            if (touch.owner == "pending" and not touch.panned and self.s.is_item(touch.target)
                    and t - touch.t0 >= TOUCH_DELAY - 1e-9):
                touch.owner = "item"

    def apply(self, ev, index):
        self.index = index
        self.advance(ev["t"])
        kind = ev["type"]
        if kind == "touch":
            {"began": self.began, "moved": self.moved, "ended": self.ended,
             "cancelled": self.cancelled}[ev["phase"]](ev["id"], ev["x"], ev["y"])
        elif kind == "tap":  # a touch that begins and ends at once
            self.began(0, ev["x"], ev["y"])
            self.ended(0, ev["x"], ev["y"])
        elif kind == "expect":
            self.check_expect(ev)
        elif kind in ("frame", "mark"):
            pass
        else:
            raise ValueError("the oracle does not model %r events" % kind)
        self.check_event()

    def began(self, tid, x, y):
        assert tid not in self.touches
        target = self.hit(x, y)
        s = self.s
        if target == s.scroll_id or s.is_item(target):
            assert self.scroll_touch is None, "scenarios use one scroll finger at a time"
            owner = "pending"
            self.scroll_touch = tid
            self.phase = "tracking"
        elif self.is_control(target):
            owner = "control"
        else:
            owner = "none"
        self.touches[tid] = Touch(tid, target, owner, x, y, self.t)
        self.check_pass_through(x, y, target)

    def moved(self, tid, x, y):
        touch = self.touches[tid]
        touch.x, touch.y = x, y
        if tid != self.scroll_touch:
            return  # controls and "none" touches move nothing
        finger = y if self.s.vertical else x
        if not touch.panned:
            # A pan begins on the first sample more than panSlop from touch-down; no jump.
            if math.hypot(x - touch.x0, y - touch.y0) > self.s.pan_slop:
                touch.panned = True
                touch.owner = "scroll"  # a pan cancels an item's touch (canCancelContentTouches)
                touch.pan_finger = finger
                touch.pan_raw = self.raw_for(self.offset)
                self.phase = "dragging"
            return
        raw = touch.pan_raw - (finger - touch.pan_finger)
        self.set_offset(self.displayed(raw))

    def ended(self, tid, x, y):
        touch = self.touches[tid]
        if tid == self.scroll_touch:
            # The generator always lifts a finger where its last sample was.
            assert (x, y) == (touch.x, touch.y) or tid == 0
            if touch.panned:
                # This version: no deceleration; released past an edge it snaps to the edge.
                s = self.s
                self.set_offset(min(max(self.offset, s.min_offset), s.max_offset))
            elif self.s.is_item(touch.target):
                item = int(touch.target.rsplit(".", 1)[1])
                self.actions.append({"index": self.index, "kind": "select", "item": item})
            self.scroll_touch = None
            self.phase = "idle"
        elif touch.owner == "control":
            fx, fy, fw, fh = self.window_frame(touch.target)
            if fx <= x < fx + fw and fy <= y < fy + fh:
                self.actions.append({"index": self.index, "kind": "tap", "view": touch.target})
        del self.touches[tid]

    def cancelled(self, tid, x, y):
        if tid == self.scroll_touch:
            if self.touches[tid].panned:
                s = self.s
                self.set_offset(min(max(self.offset, s.min_offset), s.max_offset))
            self.scroll_touch = None
            self.phase = "idle"
        del self.touches[tid]

    # ---- §2 state ----------------------------------------------------------------------------
    def state(self):
        s = self.s
        if s.vertical:
            ox, oy = s.cross_offset, self.offset
            mn = {"x": s.cross_offset, "y": s.min_offset}
            mx = {"x": s.cross_offset, "y": s.max_offset}
        else:
            ox, oy = self.offset, s.cross_offset
            mn = {"x": s.min_offset, "y": s.cross_offset}
            mx = {"x": s.max_offset, "y": s.cross_offset}
        header = None
        if s.header:
            header = {"height": self.header_height, "minHeight": s.header["min"],
                      "maxHeight": s.header["max"], "progress": self.progress()}
        return {
            "index": self.index, "t": self.t,
            "scroll": {"offset": {"x": ox, "y": oy}, "phase": self.phase,
                       "contentSize": {"width": s.content_size[0], "height": s.content_size[1]},
                       "adjustedInset": dict(s.adjusted), "minOffset": mn, "maxOffset": mx},
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

    def check_offset_change(self, old, new, old_height):
        s = self.s
        # header.overscroll: |Δheight| <= inside part of the path from L to new, where L is the
        # previous offset if it was inside, else the last inside offset.
        origin = old if s.inside(old) else self.last_inside
        lo, hi = min(origin, new), max(origin, new)
        inside_len = max(0.0, min(hi, s.max_offset) - max(lo, s.min_offset))
        if s.header:
            change = abs(self.header_height - old_height)
            if change > inside_len + 1e-6:
                self.violate("header.overscroll",
                             "header height changed by %.2f while only %.2f of the scroll from "
                             "%.2f to %.2f was inside the bounds"
                             % (change, inside_len, origin, new))
            # header.direction (collapsing, inside the bounds).
            if (s.header["behavior"] == "collapsing" and s.inside(old) and s.inside(new)):
                if (new > old and self.header_height > old_height + 1e-9) or \
                   (new < old and self.header_height < old_height - 1e-9):
                    self.violate("header.direction", "header moved against the scroll")
        if s.inside(new):
            self.last_inside = new

    def check_event(self):
        s = self.s
        if s.header:
            hb = s.header
            stretching = hb["behavior"] == "pinned" and hb["stretch"] and self.offset < s.min_offset
            if not stretching and not (hb["min"] - 1e-9 <= self.header_height <= hb["max"] + 1e-9):
                self.violate("header.bounds", "header height %.2f" % self.header_height)
        if self.phase == "idle" and not s.inside(self.offset):
            self.violate("scroll.rest", "idle at %.2f" % self.offset)
        # content.belowHeader: resting at minOffset, the first item's top is below the header.
        if (s.header and s.vertical and s.item_count and self.phase == "idle"
                and self.offset == s.min_offset):
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

    def expect(self, actions=False, touches=True, hit=None, note=None):
        o = self.oracle
        st = o.state()
        that = {}
        if o.s.vertical:
            that["scroll.offset.y"] = st["scroll"]["offset"]["y"]
        else:
            that["scroll.offset.x"] = st["scroll"]["offset"]["x"]
            that["scroll.offset.y"] = st["scroll"]["offset"]["y"]
        that["scroll.phase"] = st["scroll"]["phase"]
        if st["header"] is not None:
            that["header.height"] = st["header"]["height"]
            that["header.progress"] = st["header"]["progress"]
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
            self.notes.append("%s (event %d): %s" % (note, len(self.events), describe(ev)))
        return ev

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
             rest=8, drift=0, gap=18, note=None, end_actions=False, end_hit=None):
        """One finger: down at (x, y), optionally held `hold` frames (with `frame` events),
        a first sample 12 pt along the axis (more than panSlop, so the pan starts there, with
        no jump), then `legs`: offset changes in points (positive = toward larger offsets, so
        the finger moves up/left), sampled at 60 Hz in steps of 9-11 pt, then the finger rests
        `rest` frames (> 100 ms, so a release velocity would be zero) and lifts in place.
        `expect_after`: sample numbers (counted after the slop sample) to write an expect at;
        `drift`: cross-axis wobble of the finger in points (the list must ignore it)."""
        if label:
            self.mark(label)
        tid = self.new_touch()
        vertical = self.oracle.s.vertical
        along, across = (y, x) if vertical else (x, y)

        def pos():
            return (across, along) if vertical else (along, across)

        self.touch("began", tid, *pos())
        if hold:
            self.wait(hold, with_frames=True)
            self.expect()
        direction = 1 if legs[0] > 0 else -1
        self.frame += 1
        along -= 12 * direction
        self.touch("moved", tid, *pos())
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
                if count in expect_after:
                    self.expect()
            if expect_legs:
                self.expect(note=("%s leg %d" % (note, leg_no + 1)) if note else None)
        self.wait(rest)
        self.touch("ended", tid, *pos())
        self.expect(actions=end_actions, hit=end_hit,
                    note=("%s released" % note) if note else None)
        self.wait(gap)

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
    for k, v in ev["that"].items():
        if k == "touches":
            continue
        if k == "actions":
            v = ", ".join("%s@%d" % (a.get("view", "item %s" % a.get("item")), a["index"])
                          for a in v) or "none"
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


def session(device, scroll, views, header=None, expect_failures=None, note=None):
    s = {"type": "session", "format": "scrolltape", "version": 1}
    if note:
        s["note"] = note  # unknown fields are ignored (SPEC §1)
    s["device"] = device
    s["scroll"] = scroll
    if header:
        s["header"] = header
    s["views"] = views
    if expect_failures:
        s["expectFailures"] = expect_failures
    return s


def collapsing_session(device, min_h, max_h, back, title, ignore_overscroll=True, note=None,
                       expect_failures=None):
    header = {"view": "header", "behavior": "collapsing", "minHeight": min_h, "maxHeight": max_h}
    if not ignore_overscroll:
        header["ignoreOverscroll"] = False
    return session(
        device,
        {"id": "list", "content": LIST_40x88, "additionalSafeArea": {"top": 100}},
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, device["width"], max_h],
          "children": [{"id": "back", "kind": "button", "frame": back},
                       {"id": "title", "kind": "label", "frame": title, "pin": "bottom"}]}],
        header=header, note=note, expect_failures=expect_failures)


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
        ignore_overscroll=ignore_overscroll, expect_failures=expect_failures, note=note),
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


def overlay_session(pass_through, expect_failures=None, note=None):
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
        expect_failures=expect_failures, note=note)


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
    r = Recording(path, overlay_session(pass_through, expect_failures, note=summary), summary)
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
    s = collapsing_session(IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30],
                           note="Touch routing: select, delayed select, slop, cancel, controls.")
    r = Recording(path, s, "Touch routing on the iPhone 11 collapsing screen (SPEC §3.2).")
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

    r.tap(30, 74, label="tap-back", note="tap back")
    return r


def make_horizontal(path):
    s = session(
        IPHONE_11,
        {"id": "carousel", "frame": [0, 300, 414, 200], "axis": "horizontal",
         "content": {"items": {"count": 12, "length": 150, "spacing": 10,
                               "leading": 16, "trailing": 16}},
         "insetAdjustment": "never"},
        [{"id": "caption", "kind": "label", "frame": [16, 250, 382, 40]},
         {"id": "carousel", "kind": "scroll"}],
        note="A horizontal carousel with spacing, leading and trailing; no header.")
    r = Recording(path, s, "Horizontal carousel (axis horizontal, no header, "
                           "insetAdjustment never).")
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
                 "the snap back at both ends (bouncing header): it re-expands to ~146 at the "
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
           "Generated by `python3 tools/make_recordings.py` (do not edit by hand). Every `expect`",
           "line was computed by the script's own oracle of SPEC §3 (no deceleration in this",
           "version: a released list stays, or snaps to the edge it was pulled past) and uses",
           "tolerance 0.01. `known-bad/` documents bugs: their `expectFailures` must occur.",
           "",
           "| file | events | expects | marks | expected failures |",
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
