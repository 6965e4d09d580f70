import AppleFormats

/// `WFAddNewReminderActionMigration` (clients before 900): iOS 12's reminder alert becomes iOS 13's.
/// The expanding switch `WFCalendarItemAlert` goes. A `WFAlertTrigger` text turns the alert on
/// (`WFAlertEnabled` "Alert"): "At Time" becomes `WFAlertCondition` "At Time"; "At Location"
/// becomes "When I Arrive" (proximity "Enter", or none) or "When I Leave" ("Leave"). A trigger
/// that is not text (a variable) is moved to `WFAlertEnabled` as it is. The trigger, proximity and
/// radius keys go: Apple's code writes a number radius as a quantity in metres and then removes
/// the radius key with the other two, so a migrated alert has iOS 13's default radius (1,000 m),
/// and so does the import.
/// Source: decompiled WorkflowKit, `WFAddNewReminderActionMigration.m` (found by its class name
/// among the public decompiled iOS 18 WorkflowKit sources the other migrations cite); the two forms
/// are iOS 12's and iOS 13's `WFActions.plist` definitions of Add New Reminder.
enum AddNewReminderActionMigration {
    static let migration = AppleMigration.eachAction(
        "WFAddNewReminderActionMigration", before: "900", identifier: "is.workflow.actions.addnewreminder",
        olderKeys: ["WFCalendarItemAlert", "WFAlertTrigger", "WFAlertLocationProximity"]
    ) { action in
        var parameters = action.parameters
        let hadSwitch = parameters["WFCalendarItemAlert"] != nil
        parameters["WFCalendarItemAlert"] = nil
        guard let trigger = parameters["WFAlertTrigger"] else {
            action.parameters = parameters
            return hadSwitch
        }
        if let text = trigger.string {
            parameters["WFAlertEnabled"] = "Alert"
            if text == "At Time" { parameters["WFAlertCondition"] = "At Time" }
            if text == "At Location" { atLocation(&parameters) }
        } else {
            parameters["WFAlertEnabled"] = trigger
        }
        for key in ["WFAlertLocationRadius", "WFAlertLocationProximity", "WFAlertTrigger"] { parameters[key] = nil }
        action.parameters = parameters
        return true
    }

    /// "At Location": the condition from the proximity.
    private static func atLocation(_ parameters: inout PlistDictionary) {
        switch parameters["WFAlertLocationProximity"] {
        case nil: parameters["WFAlertCondition"] = "When I Arrive"
        case .string("Enter")?: parameters["WFAlertCondition"] = "When I Arrive"
        case .string("Leave")?: parameters["WFAlertCondition"] = "When I Leave"
        case .string?: break
        case let proximity?: parameters["WFAlertCondition"] = proximity
        }
    }
}
