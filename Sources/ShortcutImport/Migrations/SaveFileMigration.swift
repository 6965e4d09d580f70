import AppleFormats

/// `WFSaveFileMigration` (clients before 1106, iOS 13 and older): Save File's
/// `WFFileStorageService` goes; "Dropbox" made the action Dropbox's own Save File
/// (`is.workflow.actions.dropbox.savefile`), any other service (iCloud Drive) leaves it Save File.
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFSaveFileMigration.m`.
enum SaveFileMigration {
    static let migration = AppleMigration.eachAction(
        "WFSaveFileMigration", before: "1106", identifier: "is.workflow.actions.documentpicker.save"
    ) { action in
        guard let service = action.parameters["WFFileStorageService"] else { return false }
        if service.string == "Dropbox" { action.identifier = "is.workflow.actions.dropbox.savefile" }
        action.parameters["WFFileStorageService"] = nil
        return true
    }
}
