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
    /// The name of a built-in invariant.
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
    /// A number of runs of `explore`: 1 to ``ExploreLimits/runs``.
    static let runs = ArgumentKind(
        noun: "a number of runs (1 to \(ExploreLimits.runs.formatted))", completion: .none
    ) { word in
        Int(word).flatMap { (1...ExploreLimits.runs).contains($0) ? $0 : nil }
    }
    /// The length of a run of `explore`: 1 to ``ExploreLimits/eventsPerRun`` events.
    static let runEvents = ArgumentKind(
        noun: "a number of events per run (1 to \(ExploreLimits.eventsPerRun.formatted))", completion: .none
    ) { word in
        Int(word).flatMap { (1...ExploreLimits.eventsPerRun).contains($0) ? $0 : nil }
    }
    /// How many failing runs `explore` writes: 0 to ``ExploreLimits/runs``.
    static let failureCount = ArgumentKind(
        noun: "a number of failing runs (0 to \(ExploreLimits.runs.formatted))", completion: .none
    ) { word in
        Int(word).flatMap { (0...ExploreLimits.runs).contains($0) ? $0 : nil }
    }
}

/// The largest values `explore` takes: what a run holds in memory, and how long it may take.
enum ExploreLimits {
    /// Events per run (`--events`). A run is held whole while it is replayed and, if it fails,
    /// shrunk (a few copies of it at once, one per job): 100,000 events of the bundled screens
    /// peak at about 45 MB (a release build), and their times stay well under the reader's limit
    /// of 1,000,000 s, so a written run reads back. `--events 1000000000` grew past 4.9 GB.
    static let eventsPerRun = 100_000
    /// Runs (`--runs`). Memory does not grow with them (only counts are kept); at about a
    /// millisecond for a run of 200 events, 10,000,000 runs take hours on a few cores.
    static let runs = 10_000_000
}

extension Int {
    /// The number with a comma between each three digits (`100,000`), for messages.
    fileprivate var formatted: String {
        let digits = String(self)
        var result = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
