import AppleFormats

/// `WFConditionalOperatorMigration` (clients before 900, iOS 12 and older): an If start whose
/// `WFCondition` is text or absent gets Apple's numeric code — "Equals" 4, "Is Greater Than" 2,
/// "Is Less Than" 0, anything else (and no condition: "Contains", the old default) 99 — and
/// `WFConditionalLegacyComparisonBehavior` true. A numeric condition is left as it is.
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFConditionalOperatorMigration.m`.
enum ConditionalOperatorMigration {
    static let migration = AppleMigration.eachAction(
        "WFConditionalOperatorMigration", before: "900", identifier: "is.workflow.actions.conditional"
    ) { action in
        // Only the start: an absent mode reads as 0, as `integerValue` of nothing is.
        guard (ShortcutAction.integerValue(action.parameters["WFControlFlowMode"]) ?? 0) == 0 else { return false }
        let condition = action.parameters["WFCondition"]
        guard condition == nil || condition?.string != nil else { return false }
        let code: Int64
        switch condition?.string {
        case "Equals"?: code = 4
        case "Is Greater Than"?: code = 2
        case "Is Less Than"?: code = 0
        default: code = 99
        }
        action.parameters["WFCondition"] = .integer(code)
        action.parameters["WFConditionalLegacyComparisonBehavior"] = .bool(true)
        return true
    }
}
