import AppleFormats

/// `WFCleanLinksMigration` (clients before 128, Workflow 1.x): the Clean Links action of Workflow's
/// early days (`com.smallpotatoes.evanston.cleanlinks`) became Expand URL (`is.workflow.actions.url.expand`).
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFCleanLinksMigration.m`.
enum CleanLinksMigration {
    static let migration = AppleMigration.eachAction(
        "WFCleanLinksMigration", before: "128", identifier: "com.smallpotatoes.evanston.cleanlinks"
    ) { action in
        action.identifier = "is.workflow.actions.url.expand"
        return true
    }
}
