import ShortcutEngine

/// Every parameter of every portable Apple action (`AppleParameterKeys`, from Apple's own
/// definitions) in one of three classes: mapped to one of our parameters, ignored because it only
/// shapes the editor or a prompt's look, or unsupported with a reason (issue 24, item 3).
/// `ParameterTableTests` fails when a key of an action this engine runs has no class.
enum ParameterTable {
    /// A key's class.
    enum Class: Equatable, Sendable {
        case mapped(String)
        case ignored(String)
        case unsupported(String)
    }

    /// Keys that shape only the editor or a prompt's look, with the reason they change nothing here.
    static let ignoredReasons: [String: String] = [
        "ShowWhenRun": "asks in the editor whether to show a parameter's prompt; answers come from flags here",
        "WFShowWorkflow": "shows the editor's view of the shortcut while it runs",
        "WFMenuItemAttributedTitle": "the menu title's styling; the title itself is WFMenuItemTitle",
        "WFConditionalLegacyComparisonBehavior":
            "marks an If migrated from iOS 12 (WFConditionalOperatorMigration); no effect found",
        "WFMenuLegacyCancelBehavior": "marks a menu migrated from an old client; no effect found",
        "WFAllowsMultilineText": "the prompt's text field height",
        "WFAskActionAllowsDecimalNumbers": "the number keyboard's decimal key",
        "WFAskActionAllowsNegativeNumbers": "the number keyboard's minus key",
        "Advanced": "shows the editor's advanced section",
        "ShowHeaders": "shows the editor's headers section",
        "WFLocalOnly": "iCloud sync of the editor's state",
        "WFNoOutputSurfaceBehavior": "what the editor shows when nothing is output",
        "WFExpirationDate": "a notification's display expiry",
        "WFResponse": "Siri's spoken response",
        "UUID": "the action's identity, read for references",
        "WFEmailAccountActionSelectedAccount":
            "the device's Mail account to send from: the message goes to the outbox or the mail program here, From names the sender",
        "IntentAppIdentifier":
            "the app chosen to send with (Messages, WhatsApp…): the message goes to the outbox or the messaging app here",
        "IntentAppDefinition":
            "the app chosen to send with (Messages, WhatsApp…): the message goes to the outbox or the messaging app here",
        "GroupingIdentifier": "ties block markers together, read for folding",
        "WFControlFlowMode": "a block marker's place, read for folding",
        "CustomOutputName": "the output's name, read as the action's id",
        "WFAskActionImmediateDictation": "starts dictation in the prompt: only how the answer is typed",
        "WFVibrateHapticType": "the vibration's pattern: a computer has no vibration motor",
        "Accuracy":
            "how precisely Get Current Location asks the device's location service to measure: the host's place is the one the run was given (--here)",
        "WFUrgent":
            "Add New Reminder's urgent alarm (Shortcuts 10.0) rings through silence on the device: the reminder's alarm is written the same",
        "WFCalendarItemDates":
            "opens Add New Event's date fields in the editor (an expanding switch): the dates are read whether it is on or off",
        "WFWindowingFormat": "where Open App places the app's window on screen (Shortcuts 10.0): the app opens the same",
        "_UndefinedCoercion":
            "a placeholder iOS 12/13's definitions give a Get Details action whose item had no coercion class (Get Details of Weather Conditions): no file carries it",
    ]

    /// Apple's keys of actions this engine runs that it cannot express, with the reason.
    static let unsupportedReasons: [String: [String: String]] = [
        "is.workflow.actions.conditional": [
            "WFBoundedNumber": "a bounded number operand (iOS 13 definitions; no file seen): If compares WFNumberValue",
            "WFAnotherBoundedNumber":
                "the upper bounded number (iOS 13 definitions; no file seen): If's between reads WFAnotherNumber",
            "WFAnotherDuration": "a duration upper bound for 'is between': If's between takes numbers and dates",
            "WFAnotherMeasurement": "a measurement upper bound for 'is between': If's between takes numbers and dates",
            "WFNumericEnumeration": "a property's numeric case as operand: no file seen to learn the cases from",
        ],
        "is.workflow.actions.addnewreminder": [
            "WFAlertPerson": "an alert when messaging a person needs the Messages app"
        ],
        "is.workflow.actions.runsshscript": ["WFSSHKey": "the SSH key is in the device's keychain; the host's own key is used"],
        "is.workflow.actions.searchpodcasts": ["WFEntity": "the kind of item searched: the search here finds podcasts"],
    ]

    /// The class of `key` on the action `definition` (one this engine runs).
    static func classify(_ key: String, on definition: ActionDefinition) -> Class? {
        if let reason = ignoredReasons[key] { return .ignored(reason) }
        if key.hasPrefix("Show-") { return .ignored("shows a parameter in the editor") }
        if let parameter = definition.parameter(matching: key) { return .mapped(parameter.key) }
        if let mapping = ShortcutMappings.mapping(definition.identifier) {
            if let parameter = mapping.parameter(readingAlso: key, in: definition) { return .mapped(parameter.key) }
            if let form = mapping.forms.first(where: { $0.form.readsKey(key) }) { return .mapped(form.parameter) }
            if let decline = mapping.declines.first(where: { $0.wireKey == key }) {
                return .unsupported(decline.reason.reason)
            }
        }
        if StrayKeys.isIgnored(key, on: definition.identifier) { return .ignored("never read by the action") }
        if let migration = MigrationChain.olderForm(key, on: definition.identifier) {
            return .ignored(MigrationChain.ignoredReason(key, migration))
        }
        if let reason = unsupportedReasons[definition.identifier]?[key] { return .unsupported(reason) }
        return nil
    }
}

extension ParameterForm {
    /// Whether the form reads Apple's key `key` (besides the parameter's own wire key).
    func readsKey(_ key: String) -> Bool {
        switch self {
        case .quantity(let wireKey, _), .offsetField(let wireKey, _), .refinedBy(let wireKey, _),
            .filterCondition(let wireKey, _, _, _),
            .filterTable(let wireKey, _), .selectedApp(let wireKey), .measurementText(let wireKey),
            .namedReference(let wireKey, _),
            .conditionTable(let wireKey, _):
            return wireKey == key
        case .alsoReads(let other): return other == key
        case .markedChoice(let marked), .markedOperand(let marked): return marked.key == key || marked.operandKey == key
        case .variableWrapper, .numericChoice, .variableName, .folderBookmark, .liveOperands, .unitPicker: return false
        }
    }
}
