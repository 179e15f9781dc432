extension Recording {
    /// Replays the recording with the app's own code (`code`; `AppCode()`, the default: the
    /// built-in behaviours the session line names, as `scrolltape check` replays it) and checks
    /// every built-in invariant, then the project's own (`code.invariants`); `touch.passThrough`
    /// compares the hit-test overrides with what the session line declares. Declared
    /// `expectFailures` are not excused here: every violation is in the result.
    /// `conformanceTolerance` compares what the device showed (`observe`) with the model within
    /// that many points instead of the recording's own tolerance (`conformanceTolerance` in its
    /// session line, else 0.5), as `check --conformance-tolerance` does.
    ///
    /// Compare code with the behaviour it means to be:
    /// `recording.replay(AppCode(header: Mine())).firstDivergence(from: recording.replay())`.
    public func replay(_ code: AppCode = AppCode(), conformanceTolerance: Double? = nil) -> ReplayResult {
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
