extension Recording {
    /// Replays the recording with the session line's own (built-in) header behaviour and checks
    /// every invariant of SPEC §6, as `scrolltape check` does (declared `expectFailures` are not
    /// excused here: every violation is in the result).
    public func replay() -> ReplayResult {
        replay(AppCode())
    }

    /// Replays the recording with `header` as the header's behaviour: the user's own code, called
    /// when UIKit would call it (see `HeaderBehavior`), checked against every invariant.
    ///
    /// Compare it with the behaviour it means to be:
    /// `recording.replay(header: Mine()).firstDivergence(from: recording.replay())`.
    public func replay(header: some HeaderBehavior) -> ReplayResult {
        replay(AppCode(header: header))
    }

    /// ``replay(_:conformanceTolerance:)`` with the app's code given part by part (`AppCode`
    /// says what each part is; left out: the built-in behaviour the session line names).
    /// `recording.replay(delegate: MyScrollCode())` replays it with the app's `ScrollViewDelegate`
    /// (SPEC §7.1).
    public func replay(
        header: (any HeaderBehavior)? = nil, hitTests: [String: any HitTestOverride] = [:],
        effects: [any ViewEffect]? = nil, invariants: [any Invariant] = [],
        delegate: (any ScrollViewDelegate)? = nil, conformanceTolerance: Double? = nil
    ) -> ReplayResult {
        replay(
            AppCode(
                header: header, hitTests: hitTests, effects: effects, invariants: invariants,
                delegate: delegate),
            conformanceTolerance: conformanceTolerance)
    }

    /// Replays the recording with the app's own code (`code`) and checks every invariant of
    /// SPEC §6, then the project's own (`code.invariants`); `touch.passThrough` compares the
    /// hit-test overrides with what the session line declares. `conformanceTolerance` compares
    /// what the device showed (`observe`) with the model within that many points instead of the
    /// recording's own tolerance (`conformanceTolerance` in its session line, else 0.5), as
    /// `check --conformance-tolerance` does.
    public func replay(_ code: AppCode, conformanceTolerance: Double? = nil) -> ReplayResult {
        var replay = Replay(self, code: code, conformanceTolerance: conformanceTolerance)
        var violations: [Violation] = []
        var determinism = DeterminismCheck()
        determinism.observe(replay.world)
        var heights: [Double] = []
        var offsets: [Double] = [replay.world.axisOffset]
        offsets.reserveCapacity(events.count + 1)
        if let height = replay.world.header?.height {
            heights.reserveCapacity(events.count + 1)
            heights.append(height)
        }
        while !replay.isAtEnd {
            violations += replay.step()
            determinism.observe(replay.world)
            offsets.append(replay.world.axisOffset)
            if let height = replay.world.header?.height { heights.append(height) }
        }
        violations += determinism.violations(in: self, final: replay.world, code: code)
        // The user's type name (the header's, else the delegate's that sets its height), else the
        // session's built-in behaviour; nil without a header.
        let name =
            (code.header ?? code.delegate).map { String(describing: type(of: $0)) }
            ?? scene.header?.behavior.rawValue
        return ReplayResult(
            recording: self, headerName: name, violations: violations,
            headerHeights: scene.header == nil ? nil : heights, offsets: offsets)
    }
}
