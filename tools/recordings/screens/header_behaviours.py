"""The header behaviours of FORMAT.md's "More screens" under their Android / Flutter / Compose
names: `enterAlwaysCollapsed` (with and without `collapsedHeight`), and `snap` on a `collapsing`
and an `exitUntilCollapsed` (= pinned) header."""

from ..builder import Recording
from ..sessions import IPHONE_8, IPHONE_11, LIST_40x88, session

EXTRA = ("header.height",)


def header_session(device, behavior, min_h, max_h, back, title, collapsed=None, snap=False,
                   always_bounce=False):
    header = {"view": "header", "behavior": behavior, "minHeight": min_h, "maxHeight": max_h}
    if collapsed is not None:
        header["collapsedHeight"] = collapsed
    if snap:
        header["snap"] = True
    return session(
        device,
        dict({"id": "list", "content": LIST_40x88,
              "additionalSafeArea": {"top": max_h - device["safeArea"]["top"]}},
             **({"alwaysBounce": True} if always_bounce else {})),
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, device["width"], max_h],
          "children": [{"id": "back", "kind": "button", "frame": back},
                       {"id": "title", "kind": "label", "frame": title, "pin": "bottom"}]}],
        header=header)


# ---- enterAlwaysCollapsed ----------------------------------------------------------------------

EAC = {"iPhone 11": dict(min_h=48, max_h=148, collapsed=100, back=[8, 52, 44, 44],
                         title=[16, 100, 300, 30], low=250, high=800, tap=(30, 74)),
       "iPhone 8": dict(min_h=20, max_h=120, collapsed=None, back=[8, 20, 44, 44],
                        title=[16, 80, 300, 30], low=200, high=600, tap=(30, 42))}


def eac_note(r, what):
    """The cap of the spec's formula, max(collapsedHeight, maxHeight − (c(y) − minOffset)),
    computed here from the offset (not by the oracle), for the README."""
    o = r.oracle
    hb = o.s.header
    y = min(max(o.offset, o.lo), o.hi)
    cap = max(hb["collapsed"], hb["max"] - (y - o.lo))
    r.subnote("%s: at y %g the cap max(%g, %g − (%g − (%g))) = %g; the header is %g"
               % (what, round(o.offset, 4), hb["collapsed"], hb["max"], round(y, 4), o.lo,
                  round(cap, 4), round(o.header_height, 4)))


def make_enter_always_collapsed(path, device):
    d = EAC[device["name"]]
    s = header_session(device, "enterAlwaysCollapsed", d["min_h"], d["max_h"], d["back"],
                       d["title"], collapsed=d["collapsed"])
    mn, mx = d["min_h"], d["max_h"]
    coll = d["collapsed"] if d["collapsed"] is not None else min(mx, mn + 44)
    r = Recording(path, s, "%s `enterAlwaysCollapsed` header (%g to %g, collapsedHeight %g%s) "
                           "over a 40-row list: scrolling the content up collapses it to %g; "
                           "scrolling back anywhere brings it back only to %g (height = "
                           "clamp(height − Δc(y), %g, max(%g, %g − (c(y) − minOffset)))); within "
                           "%g pt of the top it expands with the offset, fully at the top; pulls "
                           "past either edge change nothing."
                           % (device["name"], mn, mx, coll,
                              "" if d["collapsed"] is not None else " by default: minHeight + 44",
                              mn, coll, mn, coll, mx, mx - coll))
    x, low, high = 200, d["low"], d["high"]
    r.expect_initial(hits=[d["tap"], (x, 520)])
    r.drag(x, high, [300], label="collapse", expect_after=(3, 6, 12), note="drag up 300")
    r.drag(x, high, [600], label="scroll-down", note="drag up 600 more")
    r.drag(x, low, [-80], label="quick-return-to-collapsed", expect_after=(2, 4, 6, 8),
           note="drag down 80 mid-list: back to collapsedHeight only", end_hit=d["tap"])
    eac_note(r, "mid-list")
    r.tap(*d["tap"], label="tap-back-collapsed", note="tap back (the header at collapsedHeight)")
    r.drag(x, low, [-300], label="scroll-up-mid-list", expect_after=(10, 20),
           note="drag down 300 more: stays at collapsedHeight")
    # Now at minOffset + 520: down 500 more, to 20 from the top: expands with the offset in the
    # last (maxHeight − collapsedHeight) points.
    r.drag(x, low, [-250, -250], label="scroll-up-near-top", expect_legs=True,
           expect_after=(44, 46, 48), note="drag down 500: expands only near the top")
    eac_note(r, "near the top")
    r.drag(x, low, [-20 - 150, 50], label="pull-past-top", expect_legs=True,
           note="pull past the top", follow_at=(10, 20), end_hit=d["tap"])
    r.flick(x, high, [12, 10, 20] + [30] * 6, label="flick-up", note="flick up (collapses)",
            every=30)
    r.flick(x, low, [-12, -10, -20] + [-25] * 6, label="flick-down",
            note="flick down mid-list: back to collapsedHeight only", every=30, hits=d["tap"])
    r.tap(*d["tap"], label="tap-back", note="tap back")
    r.expect(actions=True, note="end")
    return r


# ---- snap ------------------------------------------------------------------------------------

def snapping(r, what, gesture, *args, **kwargs):
    """Runs a gesture, then notes each moment the list came to rest by itself during it, with
    the snap's target by the spec's formula, computed here from the offset and header height
    at that moment (not by the oracle's snap_target)."""
    o = r.oracle
    hb = o.s.header
    before = len(o.snap_log)
    gesture(*args, **kwargs)
    for t, y, h, target in o.snap_log[before:]:
        ends = sorted({hb["min"], hb["max"]})
        if target is None:
            r.subnote("%s: at rest at t=%g, y %g, the header at %g: no snap"
                       % (what, round(t, 4), round(y, 4), h))
            continue
        options = [(abs(h - e), -e, e, y + (h - e)) for e in ends if o.lo <= y + (h - e) <= o.hi]
        _, _, e, mine = min(options)
        assert abs(mine - target) < 1e-9
        r.subnote("%s: at rest at t=%g, y %g, the header at %g: the nearer end whose "
                   "target y + (h − H) is inside [%g, %g] is H = %g: target %g%s"
                   % (what, round(t, 4), round(y, 4), round(h, 4), o.lo, round(o.hi, 4), e,
                      round(mine, 4), "" if len(options) == 2 else
                      " (the other end's target is out of range)"))


def make_snap_header(path):
    # alwaysBounce: once filtered, the list (792 pt of rows) is shorter than the screen; it
    # still pans (UIKit's alwaysBounceVertical, as a list with pull-to-refresh sets it).
    s = header_session(IPHONE_11, "collapsing", 48, 148, [8, 52, 44, 44], [16, 100, 300, 30],
                       snap=True, always_bounce=True)
    r = Recording(path, s, "iPhone 11 `collapsing` header (48 to 148) with `snap: true`: "
                           "whenever the list comes to rest by itself (a release with the "
                           "finger still, the end of a deceleration, the end of a bounce) with "
                           "the header part-way, the list scrolls with animation (phase "
                           "snapping, setContentOffset's constant rate over 0.3 s, started at the moment "
                           "of rest) to y + (h − H), H the nearer of 48 and 148 whose target is "
                           "in range (a tie to the taller); the header follows the offset frame "
                           "by frame and ends exactly at H. A touch that stops a snap and lifts "
                           "without panning leaves the header part-way (the spec snaps only "
                           "when the list comes to rest by itself). Last, the app filters the "
                           "list down to 9 rows (range [-148, -70], 78 pt: less than the "
                           "header's 100 pt of travel; shorter than the screen, it pans "
                           "because of `alwaysBounce`): 18 pt from the bottom edge the nearer "
                           "end (48) is out of range and the header snaps open instead, and a "
                           "pull past the bottom bounces back with the header part-way and snaps "
                           "open when the bounce ends.")
    x, back = 200, (30, 74)
    r.expect_initial(hits=[back])
    snapping(r, "drag up 30", r.drag, x, 800, [30], label="release-at-30",
             note="drag up 30, release at rest", follow_at=(10, 20), end_hit=back)
    snapping(r, "drag up 70", r.drag, x, 800, [70], label="release-at-70",
             note="drag up 70, release at rest", follow_at=(10, 20))
    snapping(r, "drag up 600", r.drag, x, 800, [600], label="scroll-down",
             note="drag up 600 (header at 48: no snap)")
    snapping(r, "drag down 50", r.drag, x, 300, [-50], label="tie",
             note="drag down 50 mid-list: header 98, a tie: to the taller (148)",
             follow_at=(10, 20), end_hit=back)
    snapping(r, "flick up", r.flick, x, 800, [12, 10, 20] + [30] * 6, label="flick-up",
             every=60, note="flick up (decelerates, header 48 at rest: no snap)")
    # A slow flick down: the finger moves 2 pt per frame (120 pt/s) at release; the list
    # decelerates ~60 pt further up, so the header is part-way when the deceleration ends.
    snapping(r, "slow flick down", r.flick, x, 300, [-12] + [-2] * 8, label="slow-flick-down",
             every=30, at=(1,), note="slow flick down: snaps when the deceleration ends")

    # Part-way again (a drag of 40 from whichever end the header is at); a finger stops the
    # snap; it lifts without a pan.
    o = r.oracle
    sign = 1 if o.header_height == 148 else -1  # finger up (content up) from an open header
    r.mark("touch-stops-snap")
    tid = r.new_touch()
    fy = 500
    r.touch("began", tid, x, fy)
    before = len(o.snap_log)
    for step in (12, 10, 10, 10, 10):
        r.frame += 1
        fy -= sign * step
        r.touch("moved", tid, x, fy)
    r.wait(8)
    r.touch("ended", tid, x, fy)
    r.expect(note="drag %s 40: released at rest, the snap starts"
             % ("up" if sign > 0 else "down"))
    assert len(o.snap_log) == before + 1 and o.snap_log[-1][3] is not None
    r.follow_frames(6, at=(6,), note="snapping")
    t2 = r.new_touch()
    r.touch("began", t2, x, 500)
    r.expect(note="a finger stops the snap (owner scroll)")
    r.wait(6, with_frames=True)
    r.touch("ended", t2, x, 500)
    r.expect(actions=True, note="lifted without a pan: the header stays part-way (no snap)")
    assert len(o.snap_log) == before + 1
    r.wait(18)
    snapping(r, "drag 10 after the stopped snap", r.drag, x, 500, [10 * sign],
             label="drag-after-stopped-snap", note="drag 10 more: released at rest, it snaps",
             follow_at=(10,))
    # Back to the top (the header expands by the quick return on the way).
    for i in (1, 2):
        snapping(r, "drag down 500", r.drag, x, 200, [-500], label="drag-back-%d" % i,
                 note="drag down 500" if i == 1 else None)
    snapping(r, "flick into the top edge", r.flick, x, 200, [-14, -30, -30, -30, -30, -30],
             label="flick-to-top", every=30, note="flick into the top edge", hits=back)
    assert o.offset == o.lo
    r.mark("filter")
    r.emit("update", delete=list(range(9, 40)))
    r.expect(note="the app filters the list to 9 rows: range [-148, -70]",
             extra=("scroll.itemCount", "scroll.maxOffset.y"))
    r.wait(18)
    snapping(r, "short list, drag up 60", r.drag, x, 600, [60], label="short-list-release",
             note="drag up 60 on the short list (18 pt from its bottom edge)",
             follow_at=(10, 20), end_hit=back)
    snapping(r, "short list, pull past the bottom", r.drag, x, 600, [78 + 100, -40],
             label="short-list-pull-past-bottom", expect_legs=True,
             note="pull 100 pt (raw) past the bottom edge, ease back, release: bounce, then snap",
             follow_at=(10, 20), end_hit=back)
    r.tap(*back, label="tap-row-0", note="tap where back is at the top: the header is "
                                          "collapsed (20), the list's row 0 is there (selects)")
    r.expect(actions=True, note="end")
    return r


def make_exit_until_collapsed_snap(path):
    s = header_session(IPHONE_8, "exitUntilCollapsed", 20, 120, [8, 20, 44, 44],
                       [16, 80, 300, 30], snap=True)
    r = Recording(path, s, "iPhone 8 `exitUntilCollapsed` header (the Android name of "
                           "`pinned`: height = maxHeight − (offset − minOffset), clamped to "
                           "[20, 120]) with `snap: true`: it is part-way only within 100 pt of "
                           "the top; a release there with the finger still, or a deceleration "
                           "that ends there, scrolls the list with animation to the nearer end "
                           "(the top, or minOffset + 100 where the header is collapsed), a tie "
                           "to the taller; a bounce at the top ends with the header at 120 "
                           "(nothing to snap).")
    x, back = 200, (30, 42)
    r.expect_initial(hits=[back])
    snapping(r, "drag up 30", r.drag, x, 600, [30], label="release-at-30",
             note="drag up 30: header 90, snaps open", follow_at=(10, 20), end_hit=back)
    snapping(r, "drag up 60", r.drag, x, 600, [60], label="release-at-60",
             note="drag up 60: header 60, snaps closed", follow_at=(10, 20))
    snapping(r, "drag down 30", r.drag, x, 200, [-30], label="release-down-30",
             note="drag down 30 (from minOffset + 100): header 50, snaps closed",
             follow_at=(10, 20))
    snapping(r, "drag down 50", r.drag, x, 200, [-50], label="tie",
             note="drag down 50: header 70, a tie: to the taller", follow_at=(10, 20),
             end_hit=back)
    snapping(r, "drag up 500", r.drag, x, 600, [500], label="scroll-down",
             note="drag up 500 (header 20: no snap)")
    snapping(r, "flick into the top edge", r.flick, x, 200, [-14, -30, -30, -30],
             label="flick-to-top", every=30,
             note="flick into the top edge: bounces, header 120 (no snap)", hits=back)
    # A slow flick up from the top: it decelerates to about 70 pt from the top.
    snapping(r, "slow flick up", r.flick, x, 600, [12] + [2] * 8, label="slow-flick-up",
             every=30, at=(1,),
             note="slow flick up: the deceleration ends with the header part-way: snap")
    r.tap(*back, label="tap-row-0", note="tap where back is at the top: the header is "
                                          "collapsed (20), the list's row 0 is there (selects)")
    r.expect(actions=True, note="end")
    return r
