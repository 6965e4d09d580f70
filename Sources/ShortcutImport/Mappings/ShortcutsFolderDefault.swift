import AppleFormats

/// Apple's Get File, Save File, Append to Text File and Create Folder given a path but neither a
/// folder nor a storage service resolve the path in the Shortcuts folder (iCloud Drive/Shortcuts
/// on Apple; research shortcuts-actions.md, Get File's `WFGetFilePath`: "path relative to the
/// Shortcuts iCloud folder or to `WFFile`"; Save File's service defaulted to iCloud Drive, whose
/// files are in that folder). Import writes this as the action's `location` Shortcuts (the
/// Shortcuts storage location, docs/files.md); export leaves it out again, as Apple wrote it.
enum ShortcutsFolderDefault {
    /// One action's keys: its path, its folder, and the switch that asks instead (which must be
    /// off, as Apple then uses the path; nil: the action never asks).
    struct Form: Sendable {
        let identifier: String
        let pathKey: String
        let folderKey: String
        let askKey: String?
    }

    /// The storage location's name (`StorageLocation.shortcuts` in ShortcutActions).
    static let location = "Shortcuts"
    /// The storage service's wire key.
    static let serviceKey = "WFFileStorageService"

    static let forms: [Form] = [
        Form(
            identifier: "is.workflow.actions.documentpicker.open", pathKey: "WFGetFilePath", folderKey: "WFFile",
            askKey: "WFShowFilePicker"),
        Form(
            identifier: "is.workflow.actions.documentpicker.save", pathKey: "WFFileDestinationPath", folderKey: "WFFolder",
            askKey: "WFAskWhereToSave"),
        Form(identifier: "is.workflow.actions.file.append", pathKey: "WFFilePath", folderKey: "WFFile", askKey: nil),
        Form(identifier: "is.workflow.actions.file.createfolder", pathKey: "WFFilePath", folderKey: "WFFolder", askKey: nil),
    ]

    /// Whether an Apple action's parameters resolve their path in the Shortcuts folder: a path,
    /// no folder, no service, and asking switched off.
    static func applies(_ identifier: String, _ parameters: PlistDictionary) -> Bool {
        guard let form = forms.first(where: { $0.identifier == identifier }), parameters[form.pathKey] != nil,
            parameters[form.folderKey] == nil, parameters[serviceKey] == nil
        else { return false }
        guard let askKey = form.askKey else { return true }
        if case .bool(false)? = parameters[askKey] { return true }
        return false
    }

    /// Export: the written parameters without the service when it only says what Apple assumes
    /// (the Shortcuts folder, with no folder given).
    static func leavingOutTheDefault(_ identifier: String, _ parameters: inout PlistDictionary) {
        guard let form = forms.first(where: { $0.identifier == identifier }), parameters[serviceKey]?.string == location,
            parameters[form.folderKey] == nil
        else { return }
        parameters[serviceKey] = nil
    }
}
