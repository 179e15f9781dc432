import ScrollTape

/// What a command-line word must be: how it is read, how messages name it, and what a shell
/// offers for it.
struct ArgumentKind<Value>: Sendable {
    /// What the word must be, for messages: `an event index (0 or more)`.
    var noun: String
    /// What a shell completes the word with.
    var completion: ArgumentCompletion
    /// The value of `word`, or nil when it is not one.
    var read: @Sendable (String) -> Value?
}

extension ArgumentKind where Value == String {
    /// A recording file.
    static let recording = ArgumentKind(noun: "a recording", completion: .recordings) { $0 }
    /// A file or a folder.
    static let path = ArgumentKind(noun: "a file or folder", completion: .paths) { $0 }
    /// A file to write (created, or emptied).
    static let outputFile = ArgumentKind(noun: "a file to write", completion: .paths) { $0 }
    /// Any word.
    static let text = ArgumentKind(noun: "a word", completion: .none) { $0 }

    /// One of `words`.
    static func choice(_ words: [String]) -> ArgumentKind {
        let list = words.map { "'\($0)'" }.joined(separator: ", ")
        return ArgumentKind(noun: "one of \(list)", completion: .words(words)) {
            words.contains($0) ? $0 : nil
        }
    }
}

extension ArgumentKind where Value == Int {
    /// An event index: 0 (the initial state) or more.
    static let index = ArgumentKind(noun: "an event index (0 or more)", completion: .none) { word in
        Int(word).flatMap { $0 >= 0 ? $0 : nil }
    }
    /// A number of events: 1 or more.
    static let count = ArgumentKind(noun: "a number of events (1 or more)", completion: .none) { word in
        Int(word).flatMap { $0 > 0 ? $0 : nil }
    }
}

extension ArgumentKind where Value == Int {
    /// A number of jobs: 1 or more.
    static let jobs = ArgumentKind(noun: "a number of jobs (1 or more)", completion: .none) { word in
        Int(word).flatMap { $0 > 0 ? $0 : nil }
    }
}

extension ArgumentKind where Value == Shard {
    /// `I/N`: the I-th of N slices, 1 ≤ I ≤ N.
    static let shard = ArgumentKind(noun: "a shard I/N (1 ≤ I ≤ N, e.g. 2/4)", completion: .none) {
        Shard($0)
    }
}

extension ArgumentKind where Value == Double {
    /// A finite decimal number (`decimalNumber`).
    static let number = ArgumentKind(noun: "a number", completion: .none) { decimalNumber($0) }
    /// A distance in points: a finite number, 0 or more.
    static let distance = ArgumentKind(noun: "a distance in points (a number, 0 or more)", completion: .none)
    {
        decimalNumber($0).flatMap { $0 >= 0 ? $0 : nil }
    }
}

extension ArgumentKind where Value == InvariantName {
    /// The name of a built-in invariant (SPEC §6).
    static let invariant = ArgumentKind(
        noun: "an invariant name (\(InvariantName.allBuiltIn.map(\.rawValue).joined(separator: ", ")))",
        completion: .words(InvariantName.allBuiltIn.map(\.rawValue))
    ) { InvariantName.builtIn(named: $0) }
}

extension ArgumentKind where Value == UInt64 {
    /// A seed: a whole number from 0 to 2^64 − 1.
    static let seed = ArgumentKind(noun: "a seed (a whole number, 0 or more)", completion: .none) {
        UInt64($0)
    }
}

extension ArgumentKind where Value == Int {
    /// A number of runs, 1 or more.
    static let runs = ArgumentKind(noun: "a number of runs (1 or more)", completion: .none) { word in
        Int(word).flatMap { $0 > 0 ? $0 : nil }
    }
}
