"""The view effects (FORMAT.md `effects`): views that follow a scroll view's
offset (navigationBar, parallax, inList, tabs), what they do to a view's frame and alpha, a tap
on a tab, and the `views`, `navigationBar` and `tabs` members of the state: a mixin of Oracle.

Every effect is a pure function of its scroll view's offset (and range), so evaluating it where
the model looks at it (hit-testing a touch that begins, an expect, the state, an invariant) is
the same as re-evaluating it whenever the offset changes, as the spec says."""


def clamp01(v):
    return min(max(v, 0.0), 1.0)


class Effects:
    """Oracle's methods for the effects."""

    @property
    def effect_views(self):
        return self.s.changed_views if self.effects_run else ()

    def effect_input(self, e):
        """(y, minOffset, followed ScrollView): y the followed scroll view's offset along its
        axis."""
        sv = self.sv_by_id[e.scroll]
        return sv.offset, sv.lo, sv

    def bar_alpha(self, e):
        """navigationBar: alpha = clamp((y − minOffset) / distance, 0, 1) (the article:
        min(y / (headerHeight − barHeight), 1), clamped at 0)."""
        y, lo, _ = self.effect_input(e)
        return clamp01((y - lo) / e.distance)

    def tabs_page(self, e):
        """tabs: fractionalPage = (y − minOffset) / pageLength (the effect's, else the
        pager's)."""
        y, lo, sv = self.effect_input(e)
        length = e.page_length if e.page_length is not None else sv.spec.page_length()
        return (y - lo) / length

    def effect_transform(self, vid):
        """(dx, dy, alpha or None): the translation of the view's laid-out frame and the alpha
        the effects set, applied in session order."""
        tx = ty = 0.0
        alpha = None
        for e in self.s.effects:
            if e.kind == "navigationBar":
                if e.view == vid and e.fades == "view":
                    alpha = self.bar_alpha(e)
                if e.title == vid:
                    ty += (1 - self.bar_alpha(e)) * e.title_travel  # slides up into place
                continue
            if e.view != vid:
                continue
            y, lo, sv = self.effect_input(e)
            if e.kind == "parallax":
                d = -e.ratio * max(0.0, y - lo)
            elif e.kind == "inList":
                d = y  # frame.origin = contentOffset along the axis
            else:  # tabs: the underline moves along x by tabWidth · fractionalPage
                tx += self.s.by_id[e.tabs[0]].frame[2] * self.tabs_page(e)
                continue
            if sv.spec.vertical:
                ty += d
            else:
                tx += d
        return tx, ty, alpha

    def deliver_tap(self, view):
        """`tabs`: a tap on tab i scrolls the pager to page i with animation
        (setContentOffset(_:animated:)), the target clamped to the range."""
        for e in (self.s.effects if self.effects_run else ()):
            if e.kind == "tabs" and view in e.tabs:
                sv = self.sv_by_id[e.scroll]
                # Page i of the pager; the scenarios tap tabs only where the effect's page length
                # is the pager's (which one a mismatched effect would scroll by is not specified).
                assert e.page_length is None or e.page_length == sv.spec.page_length()
                assert sv.touch is None, "a tab tap while the pager follows a finger"
                sv.animate_to(sv.lo + e.tabs.index(view) * sv.spec.page_length())

    def effects_state(self):
        """The state: `views` (each view an effect changes: window frame and alpha),
        `navigationBar` and `tabs`."""
        st = {}
        if not self.s.effects and self.code is None:
            return st
        placed = {v.id: (frame, alpha) for v, frame, alpha in self.layout()}
        views = {}
        # With the app's code, every view of the session
        for vid in (placed if self.code is not None else self.s.changed_views):
            (x, y, w, h), alpha = placed[vid]
            views[vid] = {"x": x, "y": y, "width": w, "height": h, "alpha": alpha}
        st["views"] = views
        if not self.effects_run:
            return st
        for e in self.s.effects:
            if e.kind == "navigationBar":
                st["navigationBar"] = {"alpha": self.bar_alpha(e), "view": e.view}
        for e in self.s.effects:
            if e.kind == "tabs":
                (x, _, w, _), _ = placed[e.view]
                st["tabs"] = {"page": self.tabs_page(e), "underline": {"x": x, "width": w},
                              "view": e.view}
        return st

    def effect_paths(self):
        """The state paths an expect asserts for the effects: what each effect changes."""
        paths = []
        if not self.effects_run:
            return paths
        for e in self.s.effects:
            axis = "y" if self.sv_by_id[e.scroll].spec.vertical else "x"
            if e.kind == "navigationBar":
                # The view's alpha: the bar's (fades view), or 1 (fades background: the bar
                # keeps alpha 1 and takes touches).
                paths += ["navigationBar.alpha", "views.%s.alpha" % e.view]
                if e.title:
                    paths += ["views.%s.y" % e.title]
            elif e.kind == "parallax":
                paths += ["views.%s.%s" % (e.view, axis), "views.%s.height" % e.view]
            elif e.kind == "inList":
                paths += ["views.%s.%s" % (e.view, axis)]
            else:
                paths += ["tabs.page", "tabs.underline.x", "tabs.underline.width"]
        out = []
        for p in paths:
            if p not in out:
                out.append(p)
        return out
