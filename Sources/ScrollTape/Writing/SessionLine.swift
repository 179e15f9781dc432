import Foundation

/// A recording's session line as text, edited without reformatting the rest of it.
package enum SessionLine {
    /// The first line of the file at `path` (without its newline), read up to its newline only;
    /// nil if it cannot be read.
    package static func read(path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var line: [UInt8] = []
        while line.count <= Limits.lineLength {
            guard let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty else { break }
            if let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) {
                line += chunk[..<newline]
                break
            }
            line += chunk
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// `line` (one JSON object) without its member `key`, the other members byte for byte in
    /// their order; `line` itself when it has no such member or is not an object.
    package static func removing(_ key: String, from line: String) -> String {
        let bytes = Array(line.utf8)
        let parsed = bytes.withUnsafeBufferPointer { try? JSONParser.parse($0) }
        guard let members = parsed?.members, members.contains(where: { $0.key == key }) else { return line }
        /// The text of member `position`: from its key to the comma before the next one, or to the
        /// closing brace.
        func text(_ position: Int) -> String {
            var end =
                position + 1 < members.count
                ? members[position + 1].keyOffset : bytes.lastIndex(of: UInt8(ascii: "}")) ?? bytes.count
            if position + 1 < members.count {
                end -= 1
                while end > 0, bytes[end] != UInt8(ascii: ",") { end -= 1 }
            }
            var slice = bytes[members[position].keyOffset..<end]
            while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
            return String(decoding: slice, as: UTF8.self)
        }
        let kept = members.indices.filter { members[$0].key != key }.map(text)
        return "{" + kept.joined(separator: ",") + "}"
    }
}
