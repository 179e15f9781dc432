"""The oracle's scene: the session line read back with FORMAT.md's defaults filled in, and the
additions of FORMAT.md's "More screens": several scroll views (`scrolls`), view effects
(`effects`), more header behaviours (`enterAlways`, `exitUntilCollapsed`, `stretchy`,
`enterAlwaysCollapsed`, `snap`, `collapsedHeight`) and `indicatorInset`."""

from .physics import (DECELERATION_RATES, PAGING_VELOCITY_THRESHOLD, SCROLL_ANIMATION_DURATION,
                      edges)

# `views.interactive`: UIKit's isUserInteractionEnabled default per kind.
INTERACTIVE_BY_KIND = {"view": True, "stack": True, "button": True, "scroll": True,
                       "label": False, "image": False}

# The header behaviours, by the name a session may use, as the oracle's own
# (behaviour, stretch) pair. enterAlways = collapsing and exitUntilCollapsed = pinned (the
# Android / Flutter / Compose names), stretchy = pinned with stretch.
BEHAVIORS = {"collapsing": ("collapsing", None), "enterAlways": ("collapsing", None),
             "pinned": ("pinned", None), "exitUntilCollapsed": ("pinned", None),
             "stretchy": ("pinned", True), "enterAlwaysCollapsed": ("enterAlwaysCollapsed", None),
             "none": ("none", None)}

# The tuning parameters of `scroll` the oracle models only at their defaults (physics.py): a
# session that sets one of them is refused rather than replayed wrongly.
FIXED_PARAMETERS = {"touchDelay": 0.15, "rubberBandCoefficient": 0.55,
                    "springAngularFrequency": 10, "velocityWindow": 0.1, "restDistance": 0.5}


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


class ScrollSpec:
    """One scroll view of the session: `scroll` (the primary) or an entry of `scrolls`."""

    def __init__(self, sc, device, safe, primary):
        self.primary = primary
        self.id = sc.get("id", "list") if primary else sc["id"]
        # The primary's frame is in the window (default: the screen); another scroll view's
        # frame is in its parent's coordinates (a parent scroll view's content) and required.
        self.frame = tuple(sc.get("frame", [0, 0, device["width"], device["height"]])
                           if primary else sc["frame"])
        self.vertical = sc.get("axis", "vertical") == "vertical"
        # Only what the scenarios use; fail loudly if one asks for more. (Dragging without
        # `bounces` is not specified, so the scenarios keep the default.)
        assert sc.get("bounces", True)
        self.bounces = True
        self.always_bounce = sc.get("alwaysBounce", False)
        assert sc.get("delaysContentTouches", True) and sc.get("canCancelContentTouches", True)
        # isScrollEnabled: no pan of it begins (FORMAT.md `scrolls`, "Pans that begin together");
        # scrollsToTop: a status-bar tap scrolls it, alone on a phone (UIScrollView.h).
        self.scroll_enabled = sc.get("scrollEnabled", True)
        self.scrolls_to_top = sc.get("scrollsToTop", True)
        assert sc.get("showsIndicator", True), "a hidden indicator is not modelled"
        for name, default in FIXED_PARAMETERS.items():
            assert sc.get(name, default) == default, name
        self.pan_slop = sc.get("panSlop", 10)
        rate = sc.get("deceleration", "normal")
        self.rate = DECELERATION_RATES[rate] if isinstance(rate, str) else rate
        # `scrollTo` with animation: seconds at a constant rate (FORMAT.md).
        self.animation_duration = sc.get("scrollAnimationDuration", SCROLL_ANIMATION_DURATION)

        # `content`: length = A + N·L + (N−1)·S + B along the axis; the cross size is
        # the frame's. The item count changes with `update` events (it lives in the world).
        content = sc["content"]
        self.sections = None
        if "sections" in content:
            # A list in sections; its rows are the items, numbered across sections.
            self.sections = SectionList(content)
            self.items = True
            self.item_count = self.sections.row_count
            self.item_leading = 0  # the content begins with the first section (its header)
            self.fixed_size = None
        elif "items" in content:
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

        # `insetAdjustment`: automatic = inset + safe area + additionalSafeArea (on left
        # and right only when the content is wider than the frame, see adjust()); never = inset.
        # The default is "never" for the scroll views of `scrolls` (they overlap no safe
        # area). The oracle models only these two: a session that asks for another is refused.
        adjustment = sc.get("insetAdjustment", "automatic" if primary else "never")
        assert adjustment in ("automatic", "never"), adjustment
        self.automatic = adjustment == "automatic"
        self.inset = edges(sc.get("inset"))
        self.extra = edges(sc.get("additionalSafeArea"))
        # `indicatorInset`: adjusted like the content inset. None when the session does not
        # give it (FORMAT.md: indicator.belowHeader then does not judge the scroll view).
        self.indicator_inset = (None if sc.get("indicatorInset") is None
                                else edges(sc["indicatorInset"]))
        # `paging`: true = the frame extent, or {"pageLength", "velocityThreshold"}.
        self.paging_spec = sc.get("paging", False)
        self.overlap = 0        # the keyboard's overlap of the frame (set_keyboard_overlap)
        # Where the scroll view is in the window (Scene.place_scrolls): its parents' origin, and
        # whether it lies in another scroll view's content; the screen's size.
        self.origin = (0, 0)
        self.nested = False
        self.screen = (device["width"], device["height"])
        self.adjust_count = self.item_count  # the item count adjust() last worked for
        self.set_layout(self.frame, safe)

    def set_layout(self, frame, safe):
        """The frame and the device safe area (at the session line, and anew at each
        `safeArea` event): the extent along the axis, the page length of `paging: true`, the
        adjusted inset and the range's lower end follow from them."""
        self.frame = tuple(frame)
        self.safe = dict(safe)
        # minOffset = −adjustedInset.top, maxOffset = max(min, content + bottom − frame).
        if self.vertical:
            self.lead, self.trail, self.extent = "top", "bottom", self.frame[3]
        else:
            self.lead, self.trail, self.extent = "left", "right", self.frame[2]
        paging = self.paging_spec
        if paging is True:
            self.paging = (self.extent, PAGING_VELOCITY_THRESHOLD)
        elif paging:
            self.paging = (paging["pageLength"],
                           paging.get("velocityThreshold", PAGING_VELOCITY_THRESHOLD))
        else:
            self.paging = None
        if self.indicator_inset is None:
            self.indicator = None
        else:
            ind = self.indicator_inset
            own = self.own_safe_area()
            self.indicator = ({k: ind[k] + own[k] for k in ind} if self.automatic else dict(ind))
        self.adjust()

    def own_safe_area(self):
        """FORMAT.md `insetAdjustment`: the scroll view's own safe area (UIKit's
        `safeAreaInsets` of that view: "For other views in the view hierarchy, the insets reflect
        only the portion of the view that is covered"): the part of the view controller's safe
        area (the device's + additionalSafeArea) that covers its frame in the window, each edge
        at most the frame's size; none inside another scroll view's content."""
        if self.nested:
            return {k: 0 for k in self.safe}
        vc = {k: self.safe[k] + self.extra[k] for k in self.safe}
        x, y = self.origin[0] + self.frame[0], self.origin[1] + self.frame[1]
        w, h = self.frame[2], self.frame[3]
        width, height = self.screen
        return {"top": min(h, max(0, vc["top"] - y)),
                "left": min(w, max(0, vc["left"] - x)),
                "bottom": min(h, max(0, vc["bottom"] - (height - (y + h)))),
                "right": min(w, max(0, vc["right"] - (width - (x + w))))}

    def set_keyboard_overlap(self, overlap):
        """A keyboard covering the bottom `overlap` points of the frame (a
        `keyboard` event, the primary only): see adjust()."""
        self.overlap = overlap
        self.adjust()

    def wider(self, count):
        """FORMAT.md `insetAdjustment`: whether the content is wider than the frame (or a
        horizontal list with `alwaysBounce`), for `automatic`'s left and right."""
        width = self.content_size(count)[0]
        return width > self.frame[2] or (not self.vertical and self.always_bounce)

    def adjust(self, count=None):
        """The adjusted inset (`insetAdjustment`) for the item count `count` (default:
        the one it was last worked out for). automatic: inset + the scroll view's own safe area
        (own_safe_area: the view controller's, additionalSafeArea included, where it covers the
        frame) on top and bottom, and on left and right only when the content is wider than the
        frame (or alwaysBounce on a horizontal list), as scrollableAxes (Apple's rule: a table
        view in landscape is not inset by the sensor housing's side of the safe area); never:
        inset. With a keyboard covering the bottom `overlap` points of the frame, the
        own safe area's bottom is max(its bottom, overlap); never leaves it alone."""
        if count is not None:
            self.adjust_count = count
        safe = self.own_safe_area()
        if self.overlap > 0:
            safe["bottom"] = max(safe["bottom"], self.overlap)
        if self.automatic:
            sides = self.wider(self.adjust_count)
            self.adjusted = {k: self.inset[k] + (safe[k] if sides or k in ("top", "bottom") else 0)
                             for k in self.inset}
        else:
            self.adjusted = dict(self.inset)
        if self.vertical:
            self.cross_offset = -self.adjusted["left"]
        else:
            self.cross_offset = -self.adjusted["top"]
        self.min_offset = -self.adjusted[self.lead]

    def page_length(self):
        """`tabs`: the page length of a scroll view: `paging.pageLength`, else its frame's
        extent along its axis."""
        return self.paging[0] if self.paging else self.extent

    def pitch(self):
        assert self.sections is None, "rows in sections have lengths of their own"
        return self.item_length + self.item_spacing

    def item_start(self, i):
        """Item i spans content [A + i(L+S), +L) along the axis (in sections: where
        row i begins)."""
        if self.sections is not None:
            return self.sections.row_start[i]
        return self.item_leading + i * self.pitch()

    def item_extent(self, i):
        """The length of item i along the axis (in sections: row i's own)."""
        if self.sections is not None:
            return self.sections.row_length[i]
        return self.item_length

    def content_length(self, count):
        if not self.items:
            return self.fixed_size[1] if self.vertical else self.fixed_size[0]
        if self.sections is not None:
            assert count == self.sections.row_count, "the row count is the layout's"
            return self.sections.length
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

    def can_pan(self, count):
        """A pan can begin if the content is longer than the frame along
        the axis, or with `alwaysBounce` (and `bounces`)."""
        return self.content_length(count) > self.extent or (self.always_bounce and self.bounces)

    def item_index(self, target):
        """The index of `<id>.item.<n>`, or None when target is not one of this view's items."""
        prefix = self.id + ".item."
        if target.startswith(prefix) and target[len(prefix):].isdigit():
            return int(target[len(prefix):])
        return None


# FORMAT.md: at most 1,000,000 rows in all; an item's length 0.01 to 1,000,000.
MAX_ROWS = 1000000


def is_index(v):
    return isinstance(v, int) and not isinstance(v, bool)


def is_length(v):
    return (isinstance(v, (int, float)) and not isinstance(v, bool)
            and 0.01 <= v <= 1000000)


def section_parts(sec):
    """(header, footer, [row lengths]) of a section of the session line or of an
    `insertSections` entry: `rows` a list of lengths or {"count": N, "length": L}; header and
    footer default 0 (none)."""
    rows = sec["rows"]
    if isinstance(rows, dict):
        assert is_index(rows["count"]) and rows["count"] >= 0, rows
        rows = [rows["length"]] * rows["count"]
    assert isinstance(rows, list) and all(is_length(r) for r in rows), rows
    header, footer = (0 if sec.get(k) is None else sec[k] for k in ("header", "footer"))
    assert all(isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1000000
               for v in (header, footer)), sec
    return header, footer, list(rows)


class SectionList:
    """`content.sections`: a list in sections, laid out the way UITableView lays it
    out, written from the rules (not from the Swift model): along the axis from content
    position 0, each section is its header, then its rows, then its footer, back to back; the
    content's length is the sum of them all. Rows are numbered across the sections (row k is
    item k). `{"count": N, "length": L}` stands for N rows of length L. Headers and footers
    default to 0 (none); the style to plain.

    Plain style (UITableView.Style.plain): a section's header is drawn at
        max(sectionStart, min(visibleStart, sectionEnd − header)),
    pinned at the top of the visible area (visibleStart = offset + adjustedInset.top: inside
    the adjusted inset) while the section is under it, pushed up by the section's end; its
    footer at
        min(sectionEnd − footer, max(visibleEnd − footer, sectionStart + header)),
    with visibleEnd = offset + frame extent − adjustedInset.bottom. Grouped: both stay where
    they are laid out."""

    def __init__(self, content):
        self.style = content.get("style", "plain")
        assert self.style in ("plain", "grouped"), self.style
        self.layout = content.get("layout", "table")  # a table, or a collection view's flow layout
        assert self.layout in ("table", "flow"), self.layout
        self.headers, self.footers, self.rows = [], [], []
        for sec in content["sections"]:
            header, footer, rows = section_parts(sec)
            self.headers.append(header)
            self.footers.append(footer)
            self.rows.append(rows)
        self.lay_out()

    def lay_out(self):
        """Where every section, header, row and footer lies (from headers, footers, rows)."""
        assert self.rows, "at least one section"
        # Brute force: walk the sections, adding every length in turn.
        self.start, self.end = [], []
        self.row_start, self.row_length, self.row_section = [], [], []
        position = 0
        for s, rows in enumerate(self.rows):
            self.start.append(position)
            position += self.headers[s]
            for length in rows:
                self.row_start.append(position)
                self.row_length.append(length)
                self.row_section.append(s)
                position += length
            position += self.footers[s]
            self.end.append(position)
        self.length = position
        self.row_count = len(self.row_start)
        assert self.row_count <= MAX_ROWS, "more than 1,000,000 rows"

    def __len__(self):
        return len(self.rows)

    def updated(self, ev):
        """FORMAT.md "A list in sections": the list after an `update` event's `deleteRows`
        ([section, row] before the update), `deleteSections` (sections before it),
        `insertSections` ({"at": S, "header", "footer", "rows"}, S after it) and `insertRows`
        ([section, row, length] after it, not in an inserted section), as
        performBatchUpdates applies them: the deleted rows, then the deleted sections, each
        by the indices before the update; then the inserted sections in ascending order of
        `at`, then the inserted rows in ascending order of (section, row). Each list without
        repeats, every index existing where it is read, no row of a deleted section deleted
        on its own: input that breaks a rule is refused (AssertionError), not guessed at.
        Returns (the new SectionList, row_map, section_map): row_map[k] is old row k's new
        number (None: deleted), section_map[s] old section s's new index (None: deleted)."""
        delete_rows = ev.get("deleteRows") or []
        delete_sections = ev.get("deleteSections") or []
        insert_sections = ev.get("insertSections") or []
        insert_rows = ev.get("insertRows") or []
        n = len(self)
        # The sections before the update: each (old index, header, footer, [(old row, length)]).
        old_rows = []
        k = 0
        for s in range(n):
            old_rows.append([(k + r, length) for r, length in enumerate(self.rows[s])])
            k += len(self.rows[s])

        assert all(is_index(s) and 0 <= s < n for s in delete_sections), \
            "deleteSections: a section the list does not have: %r" % (delete_sections,)
        assert len(set(delete_sections)) == len(delete_sections), \
            "deleteSections repeats a section: %r" % (delete_sections,)
        paths = []
        for path in delete_rows:
            assert (isinstance(path, list) and len(path) == 2 and all(map(is_index, path))
                    and 0 <= path[0] < n and 0 <= path[1] < len(self.rows[path[0]])), \
                "deleteRows: a row the list does not have: %r" % (path,)
            assert path[0] not in delete_sections, \
                "deleteRows: row %r of a deleted section" % (path,)
            paths.append(tuple(path))
        assert len(set(paths)) == len(paths), "deleteRows repeats a row: %r" % (delete_rows,)

        # 1. the rows, by their indices before the update.
        gone = set(paths)
        sections = [[old, self.headers[old], self.footers[old],
                     [row for r, row in enumerate(old_rows[old]) if (old, r) not in gone]]
                    for old in range(n)]
        # 2. the sections, by their indices before the update.
        sections = [sec for sec in sections if sec[0] not in set(delete_sections)]
        # 3. the inserted sections, ascending by `at` (their index after the update).
        ats = []
        for spec in insert_sections:
            assert isinstance(spec, dict) and is_index(spec.get("at")), \
                "insertSections: an entry without an index `at`: %r" % (spec,)
            ats.append(spec["at"])
        assert len(set(ats)) == len(ats), "insertSections repeats an index: %r" % (ats,)
        for spec in sorted(insert_sections, key=lambda sp: sp["at"]):
            assert 0 <= spec["at"] <= len(sections), \
                "insertSections: index %d does not exist" % spec["at"]
            header, footer, rows = section_parts(spec)
            sections.insert(spec["at"], [None, header, footer, [(None, r) for r in rows]])
        # 4. the inserted rows, ascending by (section, row), both after the update.
        targets = []
        for entry in insert_rows:
            assert (isinstance(entry, list) and len(entry) == 3 and is_index(entry[0])
                    and is_index(entry[1]) and is_length(entry[2])), \
                "insertRows: not [section, row, length]: %r" % (entry,)
            targets.append((entry[0], entry[1]))
        assert len(set(targets)) == len(targets), "insertRows repeats a row: %r" % (targets,)
        for s, r, length in sorted(insert_rows, key=lambda e: (e[0], e[1])):
            assert 0 <= s < len(sections), "insertRows: section %d does not exist" % s
            assert sections[s][0] is not None, \
                "insertRows: section %d is itself inserted" % s
            assert 0 <= r <= len(sections[s][3]), \
                "insertRows: row %d of section %d does not exist" % (r, s)
            sections[s][3].insert(r, (None, length))

        new = SectionList.__new__(SectionList)
        new.style = self.style
        new.headers = [sec[1] for sec in sections]
        new.footers = [sec[2] for sec in sections]
        new.rows = [[length for _, length in sec[3]] for sec in sections]
        new.lay_out()
        row_map = [None] * self.row_count
        section_map = [None] * n
        k = 0
        for s, sec in enumerate(sections):
            if sec[0] is not None:
                section_map[sec[0]] = s
            for old, _ in sec[3]:
                if old is not None:
                    row_map[old] = k
                k += 1
        return new, row_map, section_map

    def row_at(self, c):
        """The row whose extent [start, start + length) contains content position c, or None
        (a header, a footer, or outside the content)."""
        for k, (start, length) in enumerate(zip(self.row_start, self.row_length)):
            if start <= c < start + length:
                return k
        return None

    def header_position(self, s, visible_start):
        if self.style != "plain":
            return self.start[s]
        return max(self.start[s], min(visible_start, self.end[s] - self.headers[s]))

    def footer_position(self, s, visible_end):
        natural = self.end[s] - self.footers[s]
        if self.style != "plain":
            return natural
        return min(natural, max(visible_end - self.footers[s], self.start[s] + self.headers[s]))

    def pinned_header(self, visible_start):
        """The section whose header is pinned at the visible top: plain, a header, and
        sectionStart < visibleStart <= sectionEnd − header (past its place, not yet pushed)."""
        if self.style != "plain":
            return None
        found = [s for s in range(len(self)) if self.headers[s] > 0
                 and self.start[s] < visible_start <= self.end[s] - self.headers[s]]
        assert len(found) <= 1
        return found[0] if found else None

    def decorations(self, visible_start, visible_end):
        """Every header and footer where it is drawn now: (kind, section, start, length)."""
        out = []
        for s in range(len(self)):
            if self.headers[s] > 0:
                out.append(("header", s, self.header_position(s, visible_start), self.headers[s]))
            if self.footers[s] > 0:
                out.append(("footer", s, self.footer_position(s, visible_end), self.footers[s]))
        return out


class Effect:
    """`effects`: one entry, with its defaults (the followed scroll view: the
    primary)."""

    def __init__(self, spec, primary_id):
        self.kind = spec["kind"]
        self.view = spec["view"]
        self.scroll = spec.get("scroll", primary_id)
        if self.kind == "navigationBar":
            self.distance = spec["distance"]
            assert self.distance > 0
            self.fades = spec.get("fades", "view")
            self.title = spec.get("title")
            self.title_travel = spec.get("titleTravel", 0)
        elif self.kind == "parallax":
            self.ratio = spec.get("ratio", 0.5)
        elif self.kind == "tabs":
            self.tabs = list(spec["tabs"])
            assert self.tabs
            self.page_length = spec.get("pageLength")  # None: the pager's page length
        else:
            assert self.kind == "inList", self.kind

    def changed_views(self):
        """The views this effect changes, in the order the session mentions them."""
        return [self.view] + ([self.title] if self.kind == "navigationBar" and self.title
                              else [])


class Scene:
    """The session line with FORMAT.md's defaults filled in."""

    def __init__(self, session):
        device = session["device"]
        self.width, self.height = device["width"], device["height"]
        self.is_phone = not device["name"].startswith("iPad")
        self.safe = safe = edges(device.get("safeArea"))
        self.status_bar = None  # FORMAT.md `safeArea` `statusBar`: not known before one gives it

        self.primary = ScrollSpec(session["scroll"], device, safe, primary=True)
        self.scrolls = [self.primary] + [ScrollSpec(sc, device, safe, primary=False)
                                         for sc in session.get("scrolls", [])]
        self.scroll_by_id = {sc.id: sc for sc in self.scrolls}
        assert len(self.scroll_by_id) == len(self.scrolls)

        h = session.get("header")
        if h:
            behavior, stretch = BEHAVIORS[h["behavior"]]
            mn = h.get("minHeight", safe["top"])  # default: safe-area top
            mx = h["maxHeight"]
            self.header = {
                "view": h["view"],
                "behavior": behavior,
                "min": mn,
                "max": mx,
                "ignore": h.get("ignoreOverscroll", True),
                "stretch": stretch if stretch is not None else h.get("stretch", False),
                # collapsedHeight defaults to min(maxHeight, minHeight + 44).
                "collapsed": h.get("collapsedHeight", min(mx, mn + 44)),
                "snap": h.get("snap", False),
            }
            assert not (self.header["snap"] and behavior == "none")
        else:
            self.header = None

        self.views = [View(v) for v in session["views"]]
        self.by_id = {}
        self.parent = {}  # view id -> the id of its parent view (None at the top level)

        def index(v, parent):
            self.by_id[v.id] = v
            self.parent[v.id] = parent
            for c in v.children:
                index(c, v.id)
        for v in self.views:
            index(v, None)
        for sc in self.scrolls:
            assert self.by_id[sc.id].kind == "scroll", sc.id
        # The primary must not be inside another scroll view.
        assert self.scroll_ancestors(self.primary.id) == [self.primary.id]
        self.place_scrolls()
        for sc in self.scrolls:
            sc.set_layout(sc.frame, sc.safe)

        self.effects = [Effect(e, self.primary.id) for e in session.get("effects", [])]
        assert sum(e.kind == "navigationBar" for e in self.effects) <= 1
        assert sum(e.kind == "tabs" for e in self.effects) <= 1
        self.changed_views = []  # the state's `views`: in session order of first mention
        for e in self.effects:
            for vid in e.changed_views():
                assert vid in self.by_id and self.by_id[vid].kind != "scroll", vid
                if vid not in self.changed_views:
                    self.changed_views.append(vid)

    # The primary scroll view's configuration, under the names the oracle has always used.
    @property
    def vertical(self):
        return self.primary.vertical

    @property
    def pan_slop(self):
        return self.primary.pan_slop

    def place_scrolls(self, screen=None):
        """Each scroll view's place in the window, for its own safe area: the sum of its
        parents' origins, or nested when a parent is a scroll view (its content moves); and the
        screen's size, when it changed."""
        for sc in self.scrolls:
            if screen is not None:
                sc.screen = screen
            x = y = 0
            nested = False
            parent = self.parent[sc.id]
            while parent is not None:
                view = self.by_id[parent]
                if view.kind == "scroll":
                    nested = True
                elif view.frame:
                    x += view.frame[0]
                    y += view.frame[1]
                parent = self.parent[parent]
            sc.origin = (x, y)
            sc.nested = nested

    def scroll_ancestors(self, view_id):
        """The scroll views that contain the view (itself included if it is one), innermost
        first."""
        out = []
        v = view_id
        while v is not None:
            if self.by_id[v].kind == "scroll":
                out.append(v)
            v = self.parent[v]
        return out

    def item_of(self, target):
        """(scroll view id, index) when target is an item of some scroll view, else None."""
        for sc in self.scrolls:
            i = sc.item_index(target)
            if i is not None:
                return sc.id, i
        return None

    def section_of(self, target):
        """(scroll view id, section, "header" or "footer") when target is a section header or
        footer of some scroll view (`<id>.section.<n>.header`), else None."""
        for sc in self.scrolls:
            prefix = sc.id + ".section."
            if sc.sections is not None and target.startswith(prefix):
                n, _, kind = target[len(prefix):].partition(".")
                if n.isdigit() and kind in ("header", "footer"):
                    return sc.id, int(n), kind
        return None

    def is_item(self, target):
        return self.item_of(target) is not None

    def candidates(self, target):
        """The scroll views that contain the view the touch was hit-tested to (an item
        counts as inside its scroll view), innermost first; none for the window."""
        item = self.item_of(target) or self.section_of(target)
        if item is not None:  # a row, or a section's header or footer: inside its list
            return self.scroll_ancestors(item[0])
        if target in self.by_id:
            return self.scroll_ancestors(target)
        return []
