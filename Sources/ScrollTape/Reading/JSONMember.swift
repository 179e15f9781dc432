/// One `"key": value` member of a JSON object.
package struct JSONMember: Sendable, Equatable {
    /// The decoded key.
    package var key: String
    /// 0-based UTF-8 byte offset of the key's opening quote.
    package var keyOffset: Int
    /// The member's value.
    package var value: JSONNode

    package init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}
