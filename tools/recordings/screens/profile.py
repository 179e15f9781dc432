"""Seed 002's profile screen: a `stretchy` header (a header image with `"pin":"fill"` and a
`parallax` effect) over a list, and a navigation bar in front that fades in with a
`navigationBar` effect (its title slides up into place); also the known-bad bar that fades only
its background (`fades: "background"`) and so swallows the touches it seems to let through."""

from ..builder import Recording
from ..sessions import IPHONE_11, LIST_40x88, session
from .flicks import flick_into_edge

# Per device: the header's maxHeight (the bar is safe top + 44 tall, the header's minHeight).
PROFILE = {"iPhone 11": {"max": 300, "finger": 700, "pull": 400},
           "iPhone 8": {"max": 260, "finger": 560, "pull": 330}}


def profile_session(device, fades="view", expect_failures=None):
    w = device["width"]
    top = device["safeArea"]["top"]
    bar = top + 44                     # the navigation bar: status bar + 44
    mx = PROFILE[device["name"]]["max"]
    nav = {"kind": "navigationBar", "view": "navBar", "distance": mx - bar,
           "title": "navTitle", "titleTravel": 20}
    if fades != "view":
        nav["fades"] = fades
    s = session(
        device,
        # additionalSafeArea: the list's content starts below the expanded header.
        {"id": "list", "content": LIST_40x88, "additionalSafeArea": {"top": mx - top}},
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, w, mx], "passThrough": "self",
          "children": [{"id": "headerImage", "kind": "image", "frame": [0, 0, w, mx],
                        "pin": "fill"},
                       {"id": "name", "kind": "label", "frame": [16, mx - 60, 300, 40],
                        "pin": "bottom"},
                       {"id": "more", "kind": "button", "frame": [w - 52, top, 44, 44]}]},
         {"id": "navBar", "kind": "view", "frame": [0, 0, w, bar],
          "children": [{"id": "back", "kind": "button", "frame": [8, top, 44, 44]},
                       {"id": "navTitle", "kind": "label", "frame": [60, top, w - 120, 44]}]}],
        header={"view": "header", "behavior": "stretchy", "minHeight": bar, "maxHeight": mx},
        expect_failures=expect_failures)
    s["effects"] = [{"kind": "parallax", "view": "headerImage", "ratio": 0.5}, nav]
    return s


def fade_note(r, what):
    """The article's formula, computed from the offset directly (not by the oracle), for the
    README: alpha = min(y' / (headerHeight − barHeight), 1) with y' = offset − minOffset."""
    o = r.oracle
    hb = o.s.header
    y = o.offset - o.lo
    alpha = min(max(y / (hb["max"] - hb["min"]), 0), 1)
    r.subnote("%s: the article's alpha = min(%g / (%g − %g), 1) = %.4f, image y = −0.5 · "
               "%g = %g" % (what, round(y, 4), hb["max"], hb["min"], alpha, round(y, 4),
                            -0.5 * round(y, 4)))


def make_profile(path, device):
    s = profile_session(device)
    dims = PROFILE[device["name"]]
    w, top, mx = device["width"], device["safeArea"]["top"], dims["max"]
    bar = top + 44
    distance = mx - bar
    more = (w - 30, top + 22)
    back = (30, top + 22)
    r = Recording(path, s, "%s profile screen (seed 002): a `stretchy` header (%d to %d, over a "
                           "40-row list whose additionalSafeArea puts the first row under the "
                           "expanded header) with an image (`pin: fill`, `parallax` 0.5) and a "
                           "`more` button, behind a navigation bar (frame [0,0,%d,%d], in front) "
                           "that fades in with a `navigationBar` effect over distance %d = %d − "
                           "%d (the article: alpha = min(y / (headerHeight − barHeight), 1), y "
                           "measured from the top), its title sliding up 20 pt into place. While "
                           "the bar is invisible (alpha < 0.01) touches on it reach what is "
                           "behind (the header's `more` button, the list); once visible (alpha "
                           "≥ 0.01, from 3 pt of scrolling: 3/%d) its back button takes them."
                           % (device["name"], bar, mx, w, bar, distance, mx, bar, distance))
    r.expect_initial(hits=[more, back, (200, dims["pull"])])
    r.tap(*more, label="tap-more-under-invisible-bar",
          note="tap where the bar's right end is, bar invisible: the header's more button")
    r.tap(*back, label="tap-back-invisible", note="tap the invisible back button: the list "
                                                  "(its inset area) gets it, no action")

    # Pulled 250 pt (raw) past the top: displayed rubber(250) ≈ 119.2 (iPhone 11); the header
    # grows by it, the image with it (fill), at y 0 (no parallax past the top); bar alpha 0.
    r.drag(200, dims["pull"], [-250], label="pull-past-top", expect_after=(6, 12, 25),
           note="pull past the top (stretch)", follow_at=(10, 20), end_hit=more)
    extent = device["height"]
    shown = (1 - 1 / (250 * 0.55 / extent + 1)) * extent
    r.subnote("released 250 pt (raw) past the top: the rubber band shows (1 − 1/(250 · 0.55 / "
              "%d + 1)) · %d = %.4f pt, so the stretchy header is %d + %.4f = %.4f tall, the "
              "image (pin fill) as tall, at y 0 (parallax −0.5 · max(0, y − minOffset) = 0); "
              "navigationBar.alpha 0" % (extent, extent, shown, mx, shown, mx + shown))

    # Scroll up 1 pt: alpha 1/distance < 0.01, the bar still takes no touch; 2 pt more:
    # 3/distance ≥ 0.01, the back button is hit.
    r.drag(200, dims["finger"], [1], label="scroll-1pt", note="scroll up 1 pt",
           end_hit=back)
    fade_note(r, "1 pt")
    r.tap(*back, label="tap-back-alpha-below-0.01",
          note="tap back at alpha %.4f (< 0.01): reaches the list" % (1 / distance))
    r.drag(200, dims["finger"], [2], label="scroll-2pt", note="scroll up 2 pt more",
           end_hit=back)
    fade_note(r, "3 pt")
    r.tap(*back, label="tap-back-alpha-above-0.01",
          note="tap back at alpha %.4f (≥ 0.01): the bar's back button" % (3 / distance))

    # Up slowly through the fade, a quarter of the distance per leg (from 3 pt: 3 + k·d/4).
    quarter = distance // 4
    r.drag(200, dims["finger"], [quarter - 3, quarter, quarter], label="scroll-through-fade",
           expect_legs=True, expect_after=(3, 9), note="through the fade", end_hit=more)
    fade_note(r, "after the fade drag")
    r.tap(*more, label="tap-bar-visible",
          note="tap the visible bar where more is behind it: the bar takes it")
    r.tap(*back, label="tap-back-visible", note="tap back, bar visible")
    r.drag(200, dims["finger"], [quarter, 2 * quarter], label="scroll-past-fade",
           expect_legs=True, note="past the fade (alpha 1, header at minHeight)", end_hit=back)
    fade_note(r, "past the fade")

    # A flick up: it decelerates; then a flick down into the top edge: it bounces back and
    # rests at the top (bar invisible again).
    r.flick(200, dims["finger"], [12, 10, 20] + [30] * 6, label="flick-up",
            note="flick up", every=24, hits=back)
    r.drag(200, 250, [-600], label="drag-back", note="drag back down 600")
    flick_into_edge(r, 200, 200, [-14, -30, -30, -30], label="flick-to-top",
                    note="flick into the top edge", hits=more)
    r.tap(*more, label="tap-more-at-top", note="tap more again, bar invisible")
    r.expect(actions=True, hit=back, note="end")
    return r


def make_navigation_bar_background_fade(path):
    """KNOWN BAD (`navigationBar.touches`): the profile screen whose bar fades only its
    background colour (`fades: "background"`): it looks gone at the top but keeps alpha 1, so
    it swallows the touches meant for the header's more button and the list behind it."""
    device = IPHONE_11
    s = profile_session(device, fades="background", expect_failures=["navigationBar.touches"])
    dims = PROFILE[device["name"]]
    more, back, title = (384, 70), (30, 70), (200, 70)
    r = Recording(path, s, "KNOWN BAD: the iPhone 11 profile screen of "
                           "stretchy-parallax-navbar-iphone11 with a navigation bar that fades "
                           "only its background colour (`fades: \"background\"`, the article's "
                           "`navigationBar.backgroundColor = color.withAlphaComponent(alpha)`): "
                           "at the top it is invisible (navigationBar.alpha 0) but keeps view "
                           "alpha 1, so hit-testing still finds it: a tap where the header's "
                           "more button shows is swallowed by the bar, the invisible back button "
                           "fires, a drag that starts on the bar's area does not scroll the list "
                           "(the list behind never gets any of them). `navigationBar.touches` "
                           "flags each touch that begins on the invisible bar and is taken by "
                           "it; once the bar is visible the same touches are correct.")
    r.expect_initial(hits=[more, back, title])
    r.tap(*more, label="tap-more-swallowed", note="tap the header's more button through the "
                                                  "invisible bar: the bar takes it")
    r.tap(*back, label="tap-invisible-back", note="tap where the invisible back button is: it "
                                                  "fires")
    r.tap(*title, label="tap-bar-middle", note="tap the middle of the invisible bar: the bar "
                                               "takes it, not the list")
    r.drag(200, 80, [150], label="drag-from-invisible-bar", expect_after=(5,),
           note="a drag that starts on the invisible bar: swallowed, the list does not move",
           end_actions=True)
    r.drag(200, dims["finger"], [52, 52], label="scroll-into-fade", expect_legs=True,
           note="scroll into the fade (alpha 0.25, 0.5)", end_hit=more)
    r.tap(*more, label="tap-bar-visible", note="tap the visible bar (correct: it takes it)")
    r.tap(*back, label="tap-back-visible", note="tap back, bar visible (correct)")
    r.drag(200, 300, [-104], label="back-to-top", note="back to the top (alpha 0)")
    r.drag(200, dims["pull"], [-250], label="pull-past-top", expect_after=(12,),
           note="pull past the top (stretch; the bar stays invisible)", follow_at=(20,),
           end_hit=more)
    r.tap(*more, label="tap-more-swallowed-again", note="tap more at the top again: swallowed")
    r.expect(actions=True, hit=more, note="end")
    return r
