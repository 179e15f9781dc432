/// One value per scroll view of a scene, keyed by ``ScrollViewID`` (the primary first, then the
/// further ones in session order): the one place where an id becomes a position. Whatever the
/// model keeps per scroll view (its machine, its layout, what an invariant remembers of it) is
/// kept in one of these, never in an array indexed by the id's number.
package struct ScrollViewTable<Element>: RandomAccessCollection, MutableCollection {
    private var elements: [Element]

    /// The table of `elements`, the primary's first.
    package init(_ elements: some Sequence<Element>) {
        self.elements = Array(elements)
    }

    /// A table of `count` scroll views, each holding `value`.
    package init(repeating value: Element, count: Int) {
        elements = Array(repeating: value, count: count)
    }

    @inline(__always)
    package var startIndex: ScrollViewID { .primary }

    @inline(__always)
    package var endIndex: ScrollViewID { ScrollViewID(elements.count) }

    /// The value of scroll view `id`.
    @inline(__always)
    package subscript(id: ScrollViewID) -> Element {
        get { elements[id.number] }
        set { elements[id.number] = newValue }
    }
}

extension ScrollViewTable: Equatable where Element: Equatable {}
extension ScrollViewTable: Hashable where Element: Hashable {}
extension ScrollViewTable: Sendable where Element: Sendable {}
