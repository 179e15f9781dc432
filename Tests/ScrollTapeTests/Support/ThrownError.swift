/// The error `body` throws, or nil when it returns: what `#expect(throws:)` returns from Swift 6.1
/// on (ST-0006); Swift 6.0's `#expect(throws:)` returns nothing.
func thrownError<E: Error, R>(_: E.Type, _ body: () throws(E) -> R) -> E? {
    do throws(E) {
        _ = try body()
        return nil
    } catch {
        return error
    }
}
