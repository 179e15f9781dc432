import ScrollTapeCore

/// The views' frames of the page (`"frames"`), kept as they change.
extension HTMLPlayer {
    /// Where a page stopped keeping the views' frames, to stay within `HTMLPlayer.frameBytes`.
    package struct FramesCut: Hashable, Sendable {
        /// The last index whose frames the page has: from `lastIndex + 1` on, the views are drawn
        /// where they were at `lastIndex` (inside their scroll views, which stay exact).
        package var lastIndex: Int
        /// The budget it stopped at, in bytes.
        package var bytes: Int

        /// What the page and the warning say: what is left out, why, and what is drawn instead.
        package var message: String {
            let budget = bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
            return "the views' frames after event \(lastIndex) are not in this page: more than \(budget) of "
                + "changes (views that move within their superview or scroll view); past it the views are "
                + "drawn where they were at event \(lastIndex), in scroll views that still scroll (offsets, "
                + "header, items and fingers stay exact); a recording of fewer events makes a page with "
                + "every frame"
        }
    }

    /// The views' frames of a page, written as the replay goes: `[index, [[view, x, y, width,
    /// height]…]]` entries with the views that moved since the last entry (views numbered as in the
    /// page's "views", the primary list left out), each frame where scrolling does not move it
    /// (``ViewGeometry/scrollFrames(into:)``: relative to the scroll view around it, which the page
    /// adds back). At most `budget` bytes; the first entry past it ends them (`cut`).
    ///
    /// Holds the bytes written and one frame per view: never views × indices.
    struct FrameChanges {
        /// The primary list's id (drawn from its offset and items, not as a view).
        let listID: String
        /// At most this many bytes of entries.
        let budget: Int
        /// The entries so far, comma-separated.
        private var bytes: [UInt8] = []
        private var entries = 0
        /// Where the entries stopped, if they did.
        private(set) var cut: FramesCut?
        /// The last index recorded (in full, or as no change).
        private var lastRecorded = 0
        /// Each view's frame at the last entry, the frames now and the entry being written (their
        /// storage reused from index to index).
        private var lastFrames: [Rect] = []
        private var now: [Rect] = []
        private var entry: [UInt8] = []
        /// Where the primary list is in the tree order of the scene it was last found in.
        private var listPosition: Int?
        private var listScene: ObjectIdentifier?

        init(listID: String, budget: Int) {
            self.listID = listID
            self.budget = budget
        }

        /// The entries, as the members of a JSON array.
        var json: String { String(decoding: bytes, as: UTF8.self) }

        /// Records the frames of `world` at its index: an entry with the views that moved, if any
        /// did (always at the first); nothing once cut.
        mutating func record(_ world: World) {
            guard cut == nil else { return }
            if world.screen.identity != listScene {
                listScene = world.screen.identity
                listPosition = world.scene.allViewIDs.firstIndex(of: listID)
            }
            world.geometry.scrollFrames(into: &now)
            entry.removeAll(keepingCapacity: true)
            var view = 0
            for (position, frame) in now.enumerated() where position != listPosition {
                if view >= lastFrames.count || lastFrames[view] != frame {
                    entry.append(UInt8(ascii: entry.isEmpty ? "[" : ","))
                    entry.append(contentsOf: rect(view, frame).utf8)
                }
                view += 1
            }
            if !entry.isEmpty || entries == 0 {
                let head = "[\(world.index),"
                guard bytes.count + head.utf8.count + entry.count + 4 <= budget else {
                    cut = FramesCut(lastIndex: lastRecorded, bytes: budget)
                    return
                }
                if entries > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(contentsOf: head.utf8)
                if entry.isEmpty {
                    bytes.append(contentsOf: "[]]".utf8)
                } else {
                    bytes.append(contentsOf: entry)
                    bytes.append(contentsOf: "]]".utf8)
                }
                entries += 1
                var view = 0
                for (position, frame) in now.enumerated() where position != listPosition {
                    if view >= lastFrames.count { lastFrames.append(frame) } else { lastFrames[view] = frame }
                    view += 1
                }
            }
            lastRecorded = world.index
        }
    }
}
