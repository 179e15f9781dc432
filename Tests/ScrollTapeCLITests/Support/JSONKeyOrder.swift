/// The object keys of a JSON text in the order they are written, which `JSONSerialization` does not keep.
enum JSONKeyOrder {
    /// Every key as a dot path in order of appearance: `index`, `scroll`, `scroll.offset`, `scroll.offset.x`…
    /// Keys of objects inside arrays get `[]`: `touches[].id`. `text` must be valid JSON.
    static func keyPaths(in text: String) -> [String] {
        /// One open container: its path, whether it is an object, and the last key read in it.
        struct Container {
            var path: String
            var isObject: Bool
            var lastKey: String?
        }
        let characters = Array(text.unicodeScalars)
        var stack: [Container] = []
        var paths: [String] = []
        var index = 0

        func childPath() -> String {
            guard let parent = stack.last else { return "" }
            if !parent.isObject { return parent.path + "[]" }
            let key = parent.lastKey ?? "?"
            return parent.path.isEmpty ? key : parent.path + "." + key
        }

        while index < characters.count {
            let character = characters[index]
            switch character {
            case "{", "[":
                stack.append(Container(path: childPath(), isObject: character == "{", lastKey: nil))
                index += 1
            case "}", "]":
                stack.removeLast()
                index += 1
            case "\"":
                var string = String.UnicodeScalarView()
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    if characters[index] == "\\" { index += 1 }
                    string.append(characters[index])
                    index += 1
                }
                index += 1
                var next = index
                while next < characters.count, characters[next].properties.isWhitespace { next += 1 }
                if next < characters.count, characters[next] == ":", stack.last?.isObject == true {
                    stack[stack.count - 1].lastKey = String(string)
                    paths.append(childPath())
                }
            default:
                index += 1
            }
        }
        return paths
    }

    /// The keys directly inside the object at `path` (`""` for the top level), in order.
    static func keys(of path: String, in text: String) -> [String] {
        let prefix = path.isEmpty ? "" : path + "."
        return keyPaths(in: text).compactMap { keyPath in
            guard keyPath.hasPrefix(prefix) else { return nil }
            let rest = keyPath.dropFirst(prefix.count)
            return rest.contains(".") || rest.contains("[") ? nil : String(rest)
        }
    }
}
