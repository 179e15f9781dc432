/// A command line of a golden case, as a user types it: `scrolltape ARGUMENTS [< INPUT]`. Words are
/// separated by spaces; "double quotes" make one word of what they enclose (spaces included, `""` an
/// empty word). `$TMP` stands for the case's fresh temporary folder.
struct GoldenCommandLine: Equatable {
    /// The words after `scrolltape`, with `$TMP` replaced.
    var arguments: [String]
    /// The file given as standard input (`< FILE`, relative to the package root), if any.
    var input: String?

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// The placeholder for the case's temporary folder, in command lines and in the outputs.
    static let temporaryFolder = "$TMP"

    init(arguments: [String], input: String?) {
        self.arguments = arguments
        self.input = input
    }

    init(parsing line: String, temporaryFolder: String) throws(ParseError) {
        var words = try Self.words(line)
        guard words.first == "scrolltape" else {
            throw ParseError(description: "`\(line)` does not start with `scrolltape`")
        }
        words.removeFirst()
        if let index = words.firstIndex(of: "<") {
            guard index == words.count - 2 else {
                throw ParseError(description: "`\(line)`: `< FILE` must end the command line")
            }
            input = words[index + 1]
            words.removeLast(2)
        }
        arguments = words.map { $0.replacing(Self.temporaryFolder, with: temporaryFolder) }
    }

    /// `line` split at spaces, a "quoted" part kept whole (without its quotes).
    static func words(_ line: String) throws(ParseError) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        for character in line {
            switch character {
            case "\"":
                quoted.toggle()
                word = word ?? ""
            case " " where !quoted:
                if let finished = word { words.append(finished) }
                word = nil
            default:
                word = (word ?? "") + String(character)
            }
        }
        guard !quoted else { throw ParseError(description: "`\(line)`: a quote is not closed") }
        if let finished = word { words.append(finished) }
        return words
    }
}
