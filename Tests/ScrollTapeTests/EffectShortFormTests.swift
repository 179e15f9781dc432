import Foundation
import Testing

@testable import ScrollTapeCore

/// An app's own `ViewEffect` is the short form of a `ScrollViewDelegate`: the replay
/// calls it through the delegate machinery, at the same moments as a delegate, with the same scroll
/// view. The built-in effects, functions of the offset alone, keep their own path: run through the
/// machinery instead, they give the same state at every index and the same violations.
@Suite struct EffectShortFormTests {
    static let effectRecordings = [
        "header-in-list.jsonl", "stretchy-parallax-navbar-iphone11.jsonl",
        "stretchy-parallax-navbar-iphone8.jsonl", "tabs-pager.jsonl",
        "known-bad/navigation-bar-background-fade.jsonl", "known-bad/tabs-underline-spacing.jsonl",
    ]

    @Test(arguments: effectRecordings)
    func theBuiltInEffectsAgreeWithThemselvesOnTheDelegateMachinery(_ name: String) throws {
        let recording = try RecordingsTests.load(
            RecordingsTests.root.appendingPathComponent("recordings/" + name).path
        ).recording
        #expect(!recording.scene.effects.isEmpty)
        var fast = Replay(recording)
        var machinery = Replay(
            recording,
            from: World(
                scene: recording.scene, header: nil, hitTests: [:], effects: nil, delegate: nil,
                codeName: nil,
                builtInEffectsAsOwn: true))
        #expect(machinery.world.appCode.runsCode && !fast.world.appCode.runsCode)
        #expect(Self.comparable(machinery.world.state, as: fast.world.state) == fast.world.state)
        var violations = 0
        while !fast.isAtEnd {
            let expected = fast.step().map(\.message)
            let actual = machinery.step().map(\.message)
            violations += expected.count
            #expect(actual == expected, "event \(fast.world.index)")
            let state = fast.world.state
            try #require(
                Self.comparable(machinery.world.state, as: state) == state, "event \(fast.world.index)")
        }
        #expect((violations > 0) == name.hasPrefix("known-bad/"))
    }

    /// `state` with only the views `reference` lists (on the machinery, the state lists every view
    /// of the session).
    static func comparable(_ state: Value, as reference: Value) -> Value {
        guard case .object(let members) = state, case .object(let referenceMembers) = reference,
            case .object(let listed)? = referenceMembers.first(where: { $0.key == "views" })?.value
        else { return state }
        let ids = Set(listed.map(\.key))
        return .object(
            members.map { member in
                guard member.key == "views", case .object(let views) = member.value else { return member }
                return .init("views", .object(views.filter { ids.contains($0.key) }))
            })
    }
}
