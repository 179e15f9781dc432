/// A mistake of the app's code in using the library — a view or scroll view named by an id the
/// screen does not have, a value UIKit does not have — as a value, not a trap: the screen answers
/// with a neutral value, drops the change, takes the misuse down, and the code goes on. Each back
/// end reports it its own way: a replay as a failure of the recording at the event (`code.misuse`),
/// a test through the replay's failure at the caller's line, the app (the UIKit bridge, the
/// SwiftUI driver) with a debug assertion and a log line.
package struct AppCodeMisuse: Hashable, Sendable {
    /// What was named wrongly (`view 'headr'`): one misuse per subject is reported per event or
    /// call.
    package var subject: String
    /// What went wrong and what to do, with the ids the screen has, the closest first.
    package var message: String

    package init(subject: String, _ message: String) {
        self.subject = subject
        self.message = message
    }

    /// The code named view `id`, which is not one of `known`; reading it gives an empty view.
    package static func unknownView(_ id: String, known: [String], by who: String = "the app's code")
        -> AppCodeMisuse
    {
        AppCodeMisuse(
            subject: "view '\(id)'",
            "\(who) names view '\(id)', which the screen does not have"
                + suggestion(for: id, among: known, listed: "views")
                + ": it reads as an empty view and what is set on it is dropped")
    }

    /// The code named scroll view `id`, which is not one of `known`; reading it gives an empty
    /// scroll view at rest.
    package static func unknownScrollView(_ id: String, known: [String], by who: String = "the app's code")
        -> AppCodeMisuse
    {
        AppCodeMisuse(
            subject: "scroll view '\(id)'",
            "\(who) names scroll view '\(id)', which the screen does not have"
                + suggestion(for: id, among: known, listed: "scroll views")
                + ": it reads as an empty scroll view at rest and what is set on it is dropped")
    }

    /// `screen[view: id] = view` with another view's value.
    static func viewAssigned(_ other: String, to id: String) -> AppCodeMisuse {
        AppCodeMisuse(
            subject: "view '\(id)'",
            "the app's code assigns view '\(other)' to screen[view: \"\(id)\"]: the change is dropped "
                + "(set the properties of view '\(id)' instead)")
    }

    /// `contentInsetAdjustmentBehavior = value`, which UIKit does not have.
    static func unknownInsetAdjustment(_ value: String, of scrollView: String) -> AppCodeMisuse {
        let names = ScrollConfiguration.InsetAdjustment.allCases.map(\.rawValue)
        let hint = Spelling.didYouMean(value, among: names).map { " (\($0))" } ?? ""
        return AppCodeMisuse(
            subject: "contentInsetAdjustmentBehavior of '\(scrollView)'",
            "the app's code sets contentInsetAdjustmentBehavior '\(value)' on scroll view '\(scrollView)'"
                + "\(hint): the change is dropped; use one of " + names.joined(separator: ", "))
    }

    /// ` (views: header, list, …; did you mean 'header'?)`: the known ids, the closest to `id` first.
    private static func suggestion(for id: String, among known: [String], listed kind: String) -> String {
        guard !known.isEmpty else { return " (it has no \(kind))" }
        let hint = Spelling.didYouMean(id, among: known).map { "; \($0)" } ?? ""
        return " (\(kind): \(Spelling.shortList(known, closestTo: id))\(hint))"
    }
}

extension [AppCodeMisuse] {
    /// Takes `misuse` down unless one about the same subject is here already.
    mutating func note(_ misuse: AppCodeMisuse) {
        guard !contains(where: { $0.subject == misuse.subject }) else { return }
        append(misuse)
    }
}
