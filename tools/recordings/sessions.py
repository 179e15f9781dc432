"""The devices and session lines several screens share (the screens' own are in their
modules)."""

IPHONE_11 = {"name": "iPhone 11", "width": 414, "height": 896, "scale": 2,
             "safeArea": {"top": 48, "left": 0, "bottom": 34, "right": 0}}
IPHONE_8 = {"name": "iPhone 8", "width": 375, "height": 667, "scale": 2,
            "safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0}}
LIST_40x88 = {"items": {"count": 40, "length": 88, "spacing": 0}}
IPAD_PRO_11 = {"name": "iPad Pro 11-inch", "width": 834, "height": 1194, "scale": 2,
               "safeArea": {"top": 24, "left": 0, "bottom": 20, "right": 0}}


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


def header_session(device, behavior, min_h, max_h, back, title, ignore_overscroll=True,
                   expect_failures=None, content=LIST_40x88, extra_top=100, scroll_extra=None):
    """A list under a `behavior` header with a back button and a bottom-pinned title; the list's
    top inset is the safe area plus `extra_top` (additionalSafeArea); `scroll_extra`: more fields
    of the scroll view (after those)."""
    header = {"view": "header", "behavior": behavior, "minHeight": min_h, "maxHeight": max_h}
    if not ignore_overscroll:
        header["ignoreOverscroll"] = False
    scroll = {"id": "list", "content": content, "additionalSafeArea": {"top": extra_top}}
    scroll.update(scroll_extra or {})
    return session(
        device, scroll,
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, device["width"], max_h],
          "children": [{"id": "back", "kind": "button", "frame": back},
                       {"id": "title", "kind": "label", "frame": title, "pin": "bottom"}]}],
        header=header, expect_failures=expect_failures)


def collapsing_session(device, min_h, max_h, back, title, **options):
    """header_session() with a `collapsing` header."""
    return header_session(device, "collapsing", min_h, max_h, back, title, **options)


def iphone11_collapsing(**options):
    """The iPhone 11 collapsing screen most recordings use: a header from 48 to 148 pt with a back
    button and a title pinned to its bottom, over the list (header_session's `options`)."""
    return collapsing_session(IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30], **options)
