import AppleFormats

/// `WFOutputActionMigration` (clients before 1123, iOS 13 and older): Exit Shortcut with a Result
/// (`WFResult`, a variable) became Stop and Output (`is.workflow.actions.output`) whose `WFOutput`
/// is a text holding that variable; an exit without a variable result is left as it is.
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFOutputActionMigration.m`.
enum OutputActionMigration {
    static let migration = AppleMigration.eachAction(
        "WFOutputActionMigration", before: "1123", identifier: "is.workflow.actions.exit",
        olderKeys: ["WFResult"]
    ) { action in
        guard case .dictionary(let result)? = action.parameters["WFResult"],
            result["WFSerializationType"]?.string == "WFTextTokenAttachment", case .dictionary(let variable)? = result["Value"]
        else { return false }
        action.identifier = "is.workflow.actions.output"
        // As Apple's migration writes it: the parameters are the output alone, a text of the one variable.
        let text: PropertyList = [
            "Value": ["string": "\u{FFFC}", "attachmentsByRange": ["{0, 1}": .dictionary(variable)]],
            "WFSerializationType": "WFTextTokenString",
        ]
        action.parameters = PlistDictionary([(key: "WFOutput", value: text)])
        return true
    }
}
