import Foundation

/// The name of a method a target is called through (Objective-C's `Selector`).
///
/// There is no Objective-C runtime on Linux to look a method up by its name, so the stand-in's
/// selector carries the call it names: `Selector("step:") { target, link in … }`. This is the one
/// place where code that targets a selector is written differently for the stand-in (`#selector`
/// needs the Objective-C runtime).
public struct Selector: CustomStringConvertible {
    /// The method's Objective-C name (`"step:"`).
    public let description: String
    private let call: @MainActor (AnyObject, AnyObject) -> Void

    public init(
        _ name: String,
        standInCall call: @escaping @MainActor (_ target: AnyObject, _ argument: AnyObject) -> Void
    ) {
        description = name
        self.call = call
    }

    /// Sends the message to `target` with `argument`, as the Objective-C runtime would.
    @MainActor
    func perform(on target: AnyObject, with argument: AnyObject) {
        call(target, argument)
    }
}
