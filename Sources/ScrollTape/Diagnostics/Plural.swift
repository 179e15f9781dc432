/// "1 event", "2 events": `count` and `noun`, with an "s" unless `count` is 1.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
