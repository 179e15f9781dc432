// TEMPORARY until the header-behaviours branch lands (it adds the real hook).
extension HeaderState {
    mutating func didEndScrolling(_ screen: HeaderScreen) -> ContentOffsetRequest? { nil }
}
