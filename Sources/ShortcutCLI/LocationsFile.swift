import Foundation
import ShortcutActions
import ShortcutEngine

/// Apple's storage locations as folders for a run: the defaults under the data folder
/// (`$XDG_DATA_HOME/shortcut/locations/iCloud Drive`, `…/On My iPhone`), then the lines of the
/// locations file (`$XDG_CONFIG_HOME/shortcut/locations`, one `NAME=DIR` a line, `#` comments),
/// then each `--location NAME=DIR`, each replacing what came before it for its name.
enum LocationsFile {
    /// The file as help and hints show it.
    static let shownPath = "$XDG_CONFIG_HOME/shortcut/locations"

    /// The most lines the file may hold.
    static let maxLines = 1_000

    /// The file's path.
    static func path() -> String { UserFolders.configHome() + "/shortcut/locations" }

    /// The default folder of each location that has one.
    static func defaults() -> [String: String] {
        Dictionary(uniqueKeysWithValues: StorageLocation.withDefaults.map { ($0, UserFolders.data("locations/" + $0)) })
    }

    /// The engine's own Shortcuts folder (`RunOptions.shortcutsFolder`): `Shortcuts` in the default
    /// iCloud Drive folder, when `locations` leave both where the defaults put them and it is not a
    /// symbolic link (a link could lead anywhere: the folder is allowed by its real path only).
    /// nil when the user mapped either location: a folder the user chose needs `--allow-path`.
    static func ownShortcutsFolder(_ locations: [String: String]) -> String? {
        let drive = StorageLocation.iCloudDrive
        guard locations[drive] == defaults()[drive], let folder = locations[drive],
            !locations.keys.contains(where: { StorageLocation.name($0) == StorageLocation.shortcuts })
        else { return nil }
        let own = folder + "/" + StorageLocation.shortcuts
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: own)) != nil { return nil }
        return own
    }

    /// The run's locations: defaults, the file, then `given` (the `--location` values).
    static func locations(_ given: [String]) throws -> [String: String] {
        var locations = defaults()
        let file = path()
        if let data = FileManager.default.contents(atPath: file) {
            // Lines counted as the file has them (the last one may lack its line break).
            guard data.reduce(1, { $1 == 0x0A ? $0 + 1 : $0 }) <= maxLines else {
                throw WorkflowError(CommandLineFailure.locationsFileTooLong(limit: maxLines), file: file)
            }
            for line in ConfigLines.meaningful(String(decoding: data, as: UTF8.self)) {
                guard let (name, folder) = pair(line.text) else {
                    throw WorkflowError(CommandLineFailure.locationLineNeedsPair(line: line.number, got: line.text), file: file)
                }
                set(&locations, name, folder)
            }
        }
        for text in given {
            guard let (name, folder) = pair(text) else { throw CommandLineFailure.locationNeedsPair(text) }
            set(&locations, name, folder)
        }
        return locations
    }

    /// `NAME=DIR` split at its last `=`, both sides trimmed and non-empty; the folder made absolute.
    static func pair(_ text: String) -> (String, String)? {
        guard let equals = text.lastIndex(of: "=") else { return nil }
        let name = text[..<equals].trimmingCharacters(in: .whitespaces)
        let folder = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, !folder.isEmpty else { return nil }
        return (name, AbsolutePath.of(folder))
    }

    /// Sets `name` (in any of Apple's spellings) to `folder`, replacing an earlier setting of the same location.
    private static func set(_ locations: inout [String: String], _ name: String, _ folder: String) {
        let canonical = StorageLocation.name(name)
        for key in locations.keys where key.lowercased() == canonical.lowercased() { locations[key] = nil }
        locations[canonical] = folder
    }
}
