import Foundation
import SafeFiles

/// A path as the user wrote it, made absolute against the working folder and written plainly, as
/// Foundation's `URL(fileURLWithPath:).standardizedFileURL.path` gives it: `~` and `~/…` expanded
/// from `HOME`, `.` and `..` taken out lexically (links are not followed), no trailing slash.
/// Done as text: Foundation's URL standardisation cost every run about 0.9 M instructions, most of
/// it the runtime's first look-up of the conformances it needs (issue 29).
public enum AbsolutePath {
    /// `path` absolute and standardised; `folder` is the working folder (the process's own by default).
    public static func of(_ path: String, in folder: String = FileManager.default.currentDirectoryPath) -> String {
        if path.utf8.first == UInt8(ascii: "~") {
            let rest = path.utf8.dropFirst()
            guard rest.isEmpty || rest.first == UInt8(ascii: "/"), let home = ProcessEnvironment.value("HOME"),
                home.utf8.first == UInt8(ascii: "/")
            else {
                // `~user/…`, or no usable HOME: Foundation's own reading.
                return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: PathText.join(folder, "")))
                    .standardizedFileURL.path
            }
            return PathText.standardized(home + String(Substring(rest)), in: "/")
        }
        return PathText.standardized(path, in: folder)
    }
}
