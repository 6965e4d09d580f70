import Foundation
import SafeFiles
import ShortcutEngine

/// Apple's storage locations (iCloud Drive, the Shortcuts folder, On My iPhone, file providers
/// such as Dropbox) as folders on this machine (`RunOptions.locations`, docs/files.md "Storage
/// locations"). Apple names them two ways: Save File's and Get File's `WFFileStorageService`
/// ("iCloud Drive", "Dropbox"; iOS 12 definitions) and a reference's `WFFileLocationType`
/// (WorkflowKit's `WFFileLocationClassByType`: FileProvider, Desktop, Documents, Downloads,
/// Shortcuts, iCloud, LocalStorage, Home, Absolute). Both come here as one name.
public enum StorageLocation {
    /// iCloud Drive.
    public static let iCloudDrive = "iCloud Drive"
    /// The Shortcuts app's folder, `Shortcuts` inside iCloud Drive.
    public static let shortcuts = "Shortcuts"
    /// The device's own storage (On My iPhone / iPad / Mac).
    public static let onMyDevice = "On My iPhone"

    /// The locations a host gives a default folder (the others must be mapped, or are the home folder).
    public static let withDefaults = [iCloudDrive, onMyDevice]

    /// The Mac locations that are the home folder's own unless mapped (`WFFileLocationType`), by
    /// lower-cased name: the folder inside home ("" for home itself).
    static let homeFolders = ["home": "", "desktop": "Desktop", "documents": "Documents", "downloads": "Downloads"]

    /// The other names Apple writes for a location, lower-cased, and the name used here.
    static let aliases: [String: String] = [
        "icloud": iCloudDrive, "icloud drive": iCloudDrive, "shortcuts": shortcuts, "localstorage": onMyDevice,
        "on my iphone": onMyDevice, "on my ipad": onMyDevice, "on my mac": onMyDevice, "dropbox": "Dropbox",
    ]

    /// The location's name as this engine spells it: Apple's names and aliases folded into one
    /// (`iCloud` and `icloud drive` are "iCloud Drive"; `LocalStorage` and "On My Mac" are "On My iPhone").
    public static func name(_ given: String) -> String {
        // Trimmed without Foundation: `trimmingCharacters(in:)` cost every run's start 0.8 M
        // instructions to bridge the text (issue 29), and every run asks for the Shortcuts folder.
        guard let first = given.firstIndex(where: { !$0.isWhitespace }),
            let last = given.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        let trimmed = String(given[first...last])
        return aliases[trimmed.lowercased()] ?? trimmed
    }

    /// The mapped folder of the location `given` (any of Apple's spellings); the Shortcuts folder
    /// is `Shortcuts` in iCloud Drive unless mapped itself, and Home, Desktop, Documents and
    /// Downloads are the home folder's unless mapped. An unmapped location is an error naming it
    /// (and `item`, what was looked for there).
    static func folder(_ given: String, item: String, parameter: String, context: ActionContext) throws(ActionFailure) -> String {
        let wanted = name(given)
        if wanted == shortcuts, let own = context.shortcutsFolder {
            try makeOwnFolder(own, context: context)
            return own
        }
        if let mapped = mappedFolder(wanted, in: context.locations) { return mapped }
        if wanted == shortcuts, let drive = mappedFolder(iCloudDrive, in: context.locations) {
            return PathText.join(drive, shortcuts)
        }
        if let home = homeFolders[wanted.lowercased()] {
            // $HOME first, as every other user folder here: NSHomeDirectory() on Linux is the
            // account's home whatever HOME says, so a run with HOME elsewhere reached the real one.
            let top = ProcessEnvironment.value("HOME") ?? NSHomeDirectory()
            return home.isEmpty ? top : PathText.join(top, home)
        }
        throw ActionFailure(FileLocationFailure.unmappedLocation(location: wanted, name: item), parameter: parameter)
    }

    /// Makes the engine's own Shortcuts folder (`RunOptions.shortcutsFolder`) on first use, readable
    /// by its owner only (0700, as the data folder's other contents); a dry run makes nothing.
    static func makeOwnFolder(_ folder: String, context: ActionContext) throws(ActionFailure) {
        guard !context.files.dryRun, context.files.fileSystem.kind(at: folder) == nil else { return }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw ActionFailure(FileLocationFailure.shortcutsFolderNotMade(folder: folder), parameter: "location")
        }
    }

    /// The folder `locations` maps `wanted` to, matching names case-insensitively through their aliases.
    static func mappedFolder(_ wanted: String, in locations: [String: String]) -> String? {
        if let exact = locations[wanted] { return exact }
        return locations.first { name($0.key).lowercased() == wanted.lowercased() }?.value
    }

    /// `path` inside the location `service` (Save File's and Get File's `WFFileStorageService`):
    /// iCloud Drive's files are in its Shortcuts folder, as Apple saves them; other services at
    /// their top. A path starting with `/` is from the location's top, as Apple writes it.
    static func path(
        _ path: String, service: String, parameter: String, context: ActionContext
    ) throws(ActionFailure) -> String {
        let wanted = name(service)
        let base = wanted == iCloudDrive ? shortcuts : wanted
        let folder = try folder(base, item: path.isEmpty ? base : path, parameter: parameter, context: context)
        let relative = path.drop { $0 == "/" }
        return relative.isEmpty ? folder : PathText.join(folder, String(relative))
    }
}

extension StorageLocation {
    /// The `location` parameter of Get File, Save File, Append to Text File and Create Folder
    /// (Apple's `WFFileStorageService`).
    static let parameter = Parameter<Value?>(
        "location", wireKey: "WFFileStorageService", label: "Service", type: .text,
        summary:
            "The storage location the path is in (Apple's service: iCloud Drive, Dropbox, …), a folder mapped on this machine "
            + "(--location NAME=DIR); iCloud Drive's files are in its Shortcuts folder, as Apple saves them. "
            + "Absent: the path is on this machine.")

    /// `given` inside the location the `location` parameter names; `given` itself when there is none.
    static func applied(_ given: String, _ parameters: ResolvedParameters, context: ActionContext) throws -> String {
        guard let value = try parameters[parameter], !value.isNothing else { return given }
        let service = try context.limitedText(value)
        return service.isEmpty ? given : try path(given, service: service, parameter: "location", context: context)
    }
}
