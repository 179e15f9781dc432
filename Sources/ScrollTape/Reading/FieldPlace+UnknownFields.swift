/// A field that the reader does not know, where it was found in its line.
struct UnknownField: Hashable, Sendable {
    var place: FieldPlace
    /// Where it is, as diagnostics say: `expect.hit`, `scroll.content.items`, `views[1] 'header'`.
    var context: String
    var key: String
    /// The 0-based byte offset of the key's opening quote in the line.
    var offset: Int
}

extension FieldPlace {
    /// The unknown fields of `node`, an object at this place, and of the known objects inside it
    /// (views and their children included), in the order of the line.
    ///
    /// For a line the decoder has accepted: values of unexpected types are not looked into.
    func unknownFields(in node: JSONNode) -> [UnknownField] {
        var found: [UnknownField] = []
        collectUnknownFields(in: node, context: name, viewPath: "", into: &found)
        return found
    }

    /// - Parameters:
    ///   - context: The name of this object in diagnostics.
    ///   - viewPath: For a view, its position: `views[1]`, `views[1].children[0]`.
    private func collectUnknownFields(
        in node: JSONNode, context: String, viewPath: String, into found: inout [UnknownField]
    ) {
        guard let members = node.members else { return }
        let fields = self.fields
        for member in members {
            guard fields.contains(member.key) else {
                found.append(
                    UnknownField(place: self, context: context, key: member.key, offset: member.keyOffset))
                continue
            }
            guard let inner = place(of: member.key) else { continue }
            if inner == .view, let elements = member.value.arrayValue {
                let prefix = self == .view ? viewPath + ".children" : member.key
                for (position, element) in elements.enumerated() {
                    let path = "\(prefix)[\(position)]"
                    let id = element["id"]?.stringValue.map { " '\($0)'" } ?? ""
                    inner.collectUnknownFields(in: element, context: path + id, viewPath: path, into: &found)
                }
            } else if let elements = member.value.arrayValue {
                // An array of objects of one place (`scrolls`, `effects`, `content.sections`,
                // an update's `insertSections`): each element is looked into.
                let prefix = self == .session ? member.key : "\(context).\(member.key)"
                for (position, element) in elements.enumerated() {
                    inner.collectUnknownFields(
                        in: element, context: "\(prefix)[\(position)]", viewPath: "", into: &found)
                }
            } else if member.value.members != nil {
                inner.collectUnknownFields(in: member.value, context: inner.name, viewPath: "", into: &found)
            }
        }
    }
}
