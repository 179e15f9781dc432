import ScrollTape

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
    private let systemWrite = Darwin.write
#endif

/// A small line editor for the REPL on a terminal: the terminal in raw mode while a line is typed,
/// left/right/home/end, backspace and delete, history within the session (up/down), Ctrl-C to drop
/// the line, Ctrl-D on an empty line for end of input. Emacs keys: Ctrl-A/E/B/F/P/N/U/K/W/L.
struct LineEditor {
    /// Lines entered so far, oldest first (blank lines and repeats of the last line are not kept).
    private(set) var history: [String] = []
    private let input: Int32
    private let output: Int32

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Reads one line after printing `prompt`; nil at end of input.
    mutating func readLine(prompt: String) -> String? {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else {
            write(prompt)
            return Swift.readLine()
        }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        // TCSADRAIN, not TCSAFLUSH: keys typed ahead of the prompt are kept.
        tcsetattr(input, TCSADRAIN, &raw)
        defer { tcsetattr(input, TCSADRAIN, &original) }
        let line = edit(prompt: prompt)
        if let line, !line.allSatisfy(\.isWhitespace), line != history.last { history.append(line) }
        return line
    }

    /// The editing loop, in raw mode.
    private func edit(prompt: String) -> String? {
        var line: [Character] = []
        var cursor = 0
        var recalled = history.count
        var draft: [Character] = []
        func refresh() {
            var text = "\r" + prompt + String(line) + "\u{1b}[K"
            if cursor < line.count { text += "\u{1b}[\(line.count - cursor)D" }
            write(text)
        }
        func recall(_ position: Int) {
            guard position >= 0, position <= history.count, position != recalled else { return }
            if recalled == history.count { draft = line }
            recalled = position
            line = position == history.count ? draft : Array(history[position])
            cursor = line.count
            refresh()
        }
        write(prompt)
        while let byte = readByte() {
            switch byte {
            case 0x0D, 0x0A:
                write("\r\n")
                return String(line)
            case 0x03:
                write("^C\r\n")
                line = []
                cursor = 0
                recalled = history.count
                write(prompt)
            case 0x04:
                if line.isEmpty {
                    write("\r\n")
                    return nil
                }
                if cursor < line.count { line.remove(at: cursor) }
                refresh()
            case 0x7F, 0x08:
                if cursor > 0 {
                    line.remove(at: cursor - 1)
                    cursor -= 1
                }
                refresh()
            case 0x01: cursor = 0; refresh()
            case 0x05: cursor = line.count; refresh()
            case 0x02: cursor = max(0, cursor - 1); refresh()
            case 0x06: cursor = min(line.count, cursor + 1); refresh()
            case 0x10: recall(recalled - 1)
            case 0x0E: recall(recalled + 1)
            case 0x15:
                line.removeFirst(cursor)
                cursor = 0
                refresh()
            case 0x0B:
                line.removeLast(line.count - cursor)
                refresh()
            case 0x17:
                var start = cursor
                while start > 0, line[start - 1] == " " { start -= 1 }
                while start > 0, line[start - 1] != " " { start -= 1 }
                line.removeSubrange(start..<cursor)
                cursor = start
                refresh()
            case 0x0C:
                write("\u{1b}[H\u{1b}[2J")
                refresh()
            case 0x1B:
                switch readEscape() {
                case "A": recall(recalled - 1)
                case "B": recall(recalled + 1)
                case "C": cursor = min(line.count, cursor + 1); refresh()
                case "D": cursor = max(0, cursor - 1); refresh()
                case "H", "1~", "7~": cursor = 0; refresh()
                case "F", "4~", "8~": cursor = line.count; refresh()
                case "3~":
                    if cursor < line.count { line.remove(at: cursor) }
                    refresh()
                default: break
                }
            case 0x20...0x7E, 0xC0...0xF7:
                line.insert(readCharacter(startingWith: byte), at: cursor)
                cursor += 1
                refresh()
            default:
                break
            }
        }
        write("\r\n")
        return line.isEmpty ? nil : String(line)
    }

    /// The rest of an escape sequence after ESC: `A` for `ESC [ A`, `3~` for `ESC [ 3 ~`, `H` for `ESC O H`.
    private func readEscape() -> String {
        guard let introducer = readByte() else { return "" }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return "" }
        var sequence = ""
        while let byte = readByte() {
            sequence.unicodeScalars.append(Unicode.Scalar(byte))
            if byte >= 0x40 && byte <= 0x7E { break }
        }
        return sequence
    }

    /// One UTF-8 encoded character whose first byte is `first`.
    private func readCharacter(startingWith first: UInt8) -> Character {
        var bytes = [first]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        while bytes.count < length, let byte = readByte() { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self).first ?? "?"
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = systemRead(input, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(output, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
