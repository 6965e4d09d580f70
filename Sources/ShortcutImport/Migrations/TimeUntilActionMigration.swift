import AppleFormats

/// `WFTimeUntilActionMigration` (clients before 900): Get Time Between Dates' old reference date
/// becomes `WFTimeUntilFromDate` — `WFTimeUntilReferenceDate` "Other" takes `WFTimeUntilCustomDate`,
/// another text (or none) the Current Date variable, a variable the variable itself — and the old
/// keys go. A file that already has `WFTimeUntilFromDate` is left as it is.
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFTimeUntilActionMigration.m`.
enum TimeUntilActionMigration {
    /// The Current Date variable as a text field holds it.
    static let currentDate: PropertyList = [
        "Value": ["attachmentsByRange": ["{0, 1}": ["Type": "CurrentDate"]], "string": "\u{FFFC}"],
        "WFSerializationType": "WFTextTokenString",
    ]

    static let migration = AppleMigration.eachAction(
        "WFTimeUntilActionMigration", before: "900", identifier: "is.workflow.actions.gettimebetweendates",
        olderKeys: ["WFTimeUntilReferenceDate", "WFTimeUntilCustomDate"]
    ) { action in
        guard action.parameters["WFTimeUntilFromDate"] == nil else { return false }
        let reference = action.parameters["WFTimeUntilReferenceDate"]
        if let reference, reference.string == nil {
            action.parameters["WFTimeUntilFromDate"] = reference
        } else if reference?.string == "Other" {
            if let custom = action.parameters["WFTimeUntilCustomDate"] { action.parameters["WFTimeUntilFromDate"] = custom }
        } else {
            action.parameters["WFTimeUntilFromDate"] = currentDate
        }
        action.parameters["WFTimeUntilReferenceDate"] = nil
        action.parameters["WFTimeUntilCustomDate"] = nil
        return true
    }
}
