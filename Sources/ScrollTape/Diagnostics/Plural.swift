/// "1 event", "3 events", "2 watches": `count` and `noun`, in the plural unless `count` is 1.
package func plural(_ count: Int, _ noun: String) -> String {
    guard count != 1 else { return "1 \(noun)" }
    let sibilant = ["s", "x", "z", "ch", "sh"].contains { noun.hasSuffix($0) }
    return "\(count) \(noun)\(sibilant ? "es" : "s")"
}
