"""The oracle's scene: the session line read back with the SPEC §1.1 defaults filled in."""

from .physics import DECELERATION_RATES, PAGING_VELOCITY_THRESHOLD, edges

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
