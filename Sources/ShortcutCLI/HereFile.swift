import Foundation
import ShortcutEngine

/// Where Current Location is for a run (`RunOptions.here`): `--here LAT,LON`, else the first line
/// of the here file (`$XDG_CONFIG_HOME/shortcut/here`) that is not empty or a `#` comment, else
/// none. Read beside the locations file, in the same folder and the same way.
enum HereFile {
    /// The file as help and hints show it.
    static let shownPath = "$XDG_CONFIG_HOME/shortcut/here"

    /// Bytes of the file read: one place needs a line, comments a few more.
    static let maxBytes = 64 * 1024

    /// The file's path.
    static func path() -> String { UserFolders.configHome() + "/shortcut/here" }

    /// The run's place: `given` (the `--here` value), else the file's; nil when neither is set.
    static func here(_ given: String?) throws -> Coordinates? {
        if let given {
            guard let place = Coordinates(parsing: given) else { throw CommandLineFailure.hereNeedsCoordinates(given) }
            return place
        }
        let file = path()
        guard let handle = FileHandle(forReadingAtPath: file) else { return nil }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maxBytes)) ?? Data()
        guard let line = ConfigLines.meaningful(String(decoding: data, as: UTF8.self)).first else { return nil }
        guard let place = Coordinates(parsing: line.text) else {
            throw WorkflowError(
                CommandLineFailure.hereLineNeedsCoordinates(line: line.number, got: String(line.text.prefix(60))), file: file)
        }
        return place
    }
}
