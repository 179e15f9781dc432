import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The content model of Jenkins' junit-4 schema (dtkit `junit-4.xsd`, which Jenkins and GitLab
/// read): which attributes each element may and must have, and which children in which order.
/// `problems(in:)` lists where a document breaks it (empty: valid).
enum JUnitSchema {
    private struct Element {
        var required: Set<String>
        var optional: Set<String>
        /// The children allowed, in the order they must come, each with its maximum count (nil:
        /// unbounded); nil for an element of text only.
        var children: [(name: String, max: Int?)]?
        var hasText: Bool
    }

    private static let elements: [String: Element] = [
        "testsuites": Element(
            required: [], optional: ["name", "time", "tests", "failures", "disabled", "errors"],
            children: [("testsuite", nil)], hasText: false),
        "testsuite": Element(
            required: ["name", "tests"],
            optional: [
                "failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id", "package",
            ],
            children: [("properties", 1), ("testcase", nil), ("system-out", 1), ("system-err", 1)],
            hasText: false
        ),
        "testcase": Element(
            required: ["name"], optional: ["assertions", "time", "classname", "status"],
            children: [
                ("skipped", 1), ("error", nil), ("failure", nil), ("system-out", nil), ("system-err", nil),
            ],
            hasText: false),
        "failure": Element(required: [], optional: ["type", "message"], children: nil, hasText: true),
        "error": Element(required: [], optional: ["type", "message"], children: nil, hasText: true),
        "skipped": Element(required: [], optional: [], children: nil, hasText: true),
        "system-out": Element(required: [], optional: [], children: nil, hasText: true),
        "system-err": Element(required: [], optional: [], children: nil, hasText: true),
        "properties": Element(required: [], optional: [], children: [("property", nil)], hasText: false),
        "property": Element(required: ["name", "value"], optional: [], children: [], hasText: false),
    ]

    /// Every way `document` breaks the schema, e.g. `testcase: attribute 'file' is not allowed`.
    static func problems(in document: XMLDocument) -> [String] {
        guard let root = document.rootElement() else { return ["no root element"] }
        guard root.name == "testsuites" || root.name == "testsuite" else {
            return ["the root is '\(root.name ?? "")', not testsuites or testsuite"]
        }
        var found: [String] = []
        check(root, into: &found)
        return found
    }

    private static func check(_ node: XMLElement, into found: inout [String]) {
        let name = node.name ?? ""
        guard let element = elements[name] else {
            found.append("element '\(name)' is not in the schema")
            return
        }
        let attributes = Set((node.attributes ?? []).compactMap(\.name))
        for missing in element.required.subtracting(attributes).sorted() {
            found.append("\(name): required attribute '\(missing)' is missing")
        }
        for extra in attributes.subtracting(element.required).subtracting(element.optional).sorted() {
            found.append("\(name): attribute '\(extra)' is not allowed")
        }
        let children = (node.children ?? []).compactMap { $0 as? XMLElement }
        guard let allowed = element.children else {
            if !children.isEmpty { found.append("\(name): holds elements, the schema allows text only") }
            return
        }
        if !element.hasText,
            (node.children ?? []).contains(where: {
                $0.kind == .text && !($0.stringValue ?? "").allSatisfy(\.isWhitespace)
            })
        {
            found.append("\(name): holds text, the schema allows elements only")
        }
        // The children in the schema's sequence: each name in its place, no more than its maximum.
        var place = 0
        var count = 0
        for child in children {
            let childName = child.name ?? ""
            while place < allowed.count, allowed[place].name != childName {
                place += 1
                count = 0
            }
            guard place < allowed.count else {
                found.append("\(name): child '\(childName)' is not allowed here")
                return
            }
            count += 1
            if let max = allowed[place].max, count > max {
                found.append("\(name): more than \(max) '\(childName)'")
            }
            check(child, into: &found)
        }
    }
}
