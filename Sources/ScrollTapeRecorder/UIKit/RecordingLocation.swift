#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation

    /// Where a recording started on a device is written: the app's Documents folder (which
    /// Xcode's Devices window and `xcrun simctl get_app_container … data` copy out), under a name
    /// no earlier recording has.
    enum RecordingLocation {
        /// The app's Documents folder.
        static var documentsFolder: String? {
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?.path
        }

        /// `file` as a path: as given if absolute, else inside `folder`.
        static func path(for file: String, in folder: String) -> String {
            file.hasPrefix("/") ? file : URL(fileURLWithPath: folder).appendingPathComponent(file).path
        }

        /// `path` if no recording is there, else the first of `name-2.ext`, `name-3.ext`, … that
        /// has none. An empty file counts as free: the writer starts a new recording in it.
        static func freePath(_ path: String) -> String {
            guard isTaken(path) else { return path }
            let url = URL(fileURLWithPath: path)
            let base = url.deletingPathExtension().path
            let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
            var number = 2
            while isTaken("\(base)-\(number)\(suffix)") { number += 1 }
            return "\(base)-\(number)\(suffix)"
        }

        private static func isTaken(_ path: String) -> Bool {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
                return false
            }
            return attributes[.type] as? FileAttributeType != .typeRegular
                || (attributes[.size] as? NSNumber)?.intValue != 0
        }
    }
#endif
