/// The `type` of an event line (SPEC §1.2), named as in the format, in the order of the spec's
/// table: the one list of event types. The reader, its fast path and ``Event/typeName`` take the
/// names from it; tools/recordings/oracle.py lists them too (a test compares the two).
package enum EventType: String, Hashable, Sendable, CaseIterable {
    case touch, tap, scroll, scrollTo, keyboard, safeArea, frame, update, expect, observe, mark
}
