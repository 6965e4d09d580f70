import AppleFormats

/// `WFChangeCaseMigration` (clients before 142, Workflow 1.x): Change Case's `WFCaseType`
/// "Capitalize" became "Capitalize Every Word".
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFChangeCaseMigration.m`.
enum ChangeCaseMigration {
    static let migration = AppleMigration.eachAction(
        "WFChangeCaseMigration", before: "142", identifier: "is.workflow.actions.text.changecase"
    ) { action in
        guard action.parameters["WFCaseType"]?.string == "Capitalize" else { return false }
        action.parameters["WFCaseType"] = .string("Capitalize Every Word")
        return true
    }
}
