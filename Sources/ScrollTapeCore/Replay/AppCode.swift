/// The app's own code a recording is replayed with, in one value: what every entry point takes
/// (`recording.replay(_:)`, `Replay`, `Timeline`, `assertReplay`, `explore`). Each part left out is
/// the built-in behaviour the session line names, so `AppCode()` replays the recording as
/// `scrolltape check` does.
///
/// ```swift
/// let code = AppCode(header: MyHeader(), hitTests: ["header": PassThroughView()])
/// let mine = recording.replay(code)
/// var timeline = Timeline(recording, code: code)  // time travel through the same code
/// ```
///
/// The header, the overrides and the effects become part of every state (`World`); the invariants
/// are checked after every event, after the built-in ones.
public struct AppCode: Sendable {
    /// The header's behaviour, called when UIKit would call it (see `HeaderBehavior`); nil: the
    /// built-in one the session line's `header` names (`collapsing`, `pinned`, …). Ignored when the
    /// scene has no header.
    public var header: (any HeaderBehavior)?
    /// The app's `hitTest(_:with:)` overrides, by view id (`["header": PassThroughView()]`); a view
    /// without one hit-tests as its `passThrough` declares, and `touch.passThrough` compares the
    /// overrides with what it declares.
    /// An id the scene does not have is left out and fails the replay (`code.misuse`, at index 0).
    public var hitTests: [String: any HitTestOverride]
    /// The views that follow the scrolling (`ViewEffect`s), in place of the session line's
    /// `effects`; nil: those. `[]` replays the screen with no effect at all.
    /// A scroll view or view an effect names that the scene does not have fails the replay
    /// (`code.misuse`, at index 0): an effect on an unknown scroll view is left out, and what one
    /// sets on an unknown view changes nothing.
    public var effects: [any ViewEffect]?
    /// Rules of the project's own screen, checked at every event after the built-in invariants;
    /// their violations come after the built-in ones'.
    public var invariants: [any Invariant]
    /// The app's scroll-driven code as UIKit calls it: one `ScrollViewDelegate` for
    /// every scroll view of the scene. With a delegate and no `header`, the header keeps the height
    /// the delegate sets; `effects` still run (the delegate's changes to the same views win).
    public var delegate: (any ScrollViewDelegate)?
    /// The name the recording's `expect` lines give this code (their `code`), for code that is
    /// meant to behave differently from the model the session line describes: with a name, a
    /// replay checks only the lines written for it; without one (the default), the lines without
    /// `code`, which the model alone meets too.
    public var name: String?

    /// The app's code; each part left out is the built-in behaviour the session line names.
    public init(
        header: (any HeaderBehavior)? = nil, hitTests: [String: any HitTestOverride] = [:],
        effects: [any ViewEffect]? = nil, invariants: [any Invariant] = [],
        delegate: (any ScrollViewDelegate)? = nil, name: String? = nil
    ) {
        self.delegate = delegate
        self.name = name
        self.header = header
        self.hitTests = hitTests
        self.effects = effects
        self.invariants = invariants
    }
}
