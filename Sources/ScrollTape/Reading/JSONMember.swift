/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    /// The decoded key.
    public var key: String
    /// 0-based UTF-8 byte offset of the key's opening quote.
    public var keyOffset: Int
    /// The member's value.
    public var value: JSONNode

    public init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}
