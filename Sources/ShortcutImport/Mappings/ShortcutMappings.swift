/// The Shortcuts family's mappings beyond plain wire keys, declared once for import and export,
/// keyed by action identifier and parameter key. An action not listed maps every parameter to
/// its `wireKey` and every choice through its `ChoiceSet`.
enum ShortcutMappings {
    /// The actions whose Apple form is more than plain wire keys.
    static let actions: [ActionMapping] = [
        ActionMapping(
            "is.workflow.actions.conditional",
            forms: [
                // Stale operand keys (a kind the user left) first, so that no form reads them.
                .init("value", .liveOperands(.conditional)),
                .init("input", .variableWrapper), .init("condition", .numericChoice),
                // A measurement operand (File Size is greater than 1 MB) is its amount and unit as text.
                .init("value", .measurementText(wireKey: "WFMeasurement")),
                // Dates are compared as dates (before = less than, after = greater than, between).
                .init("value", .alsoReads("WFDate")), .init("upper", .alsoReads("WFAnotherDate")),
                // An enumeration operand (Device Type is "Mac", a weather condition) is its case's
                // name, compared as text (import only: export writes `WFConditionalActionString`).
                .init("value", .alsoReads("WFEnumeration")),
                // Is in the next / last N units: the span (`WFQuantityFieldValue`, as Adjust Date's).
                .init("amount", .quantity(wireKey: "WFDuration", part: .magnitude)),
                .init("unit", .quantity(wireKey: "WFDuration", part: .unit)),
                // Several conditions joined by All or Any (iOS 18): the rows of `conditions`.
                .init("conditions", .conditionTable(wireKey: "WFConditions", match: "match")),
            ]),
        ActionMapping(
            "is.workflow.actions.math",
            forms: [.init("operation", .markedChoice(.scientific)), .init("operand", .markedOperand(.scientific))]),
        ActionMapping(
            "is.workflow.actions.adjustdate",
            forms: [
                .init("duration", .quantity(wireKey: "WFDuration", part: .whole)),
                .init("amount", .quantity(wireKey: "WFDuration", part: .magnitude)),
                .init("unit", .quantity(wireKey: "WFDuration", part: .unit)),
                .init("amount", .offsetField(wireKey: "WFAdjustOffsetPicker", field: "Value")),
                .init("unit", .offsetField(wireKey: "WFAdjustOffsetPicker", field: "Unit")),
                .init("operation", .offsetField(wireKey: "WFAdjustOffsetPicker", field: "Operation")),
            ]),
        ActionMapping(
            "is.workflow.actions.filter.files",
            forms: [
                .init(
                    "nameContains",
                    .filterCondition(wireKey: "WFContentItemFilter", property: "Name", operators: [99], pattern: .plain)),
                .init(
                    "nameMatches",
                    .filterCondition(wireKey: "WFContentItemFilter", property: "Name", operators: [4, 8, 9], pattern: .glob)),
                .init(
                    "extensions",
                    .filterCondition(wireKey: "WFContentItemFilter", property: "File Extension", operators: [4], pattern: .plain)),
                // The same conditions given by a variable (no literal text to make a glob of), and the negations.
                .init(
                    "nameIs", .filterCondition(wireKey: "WFContentItemFilter", property: "Name", operators: [4], pattern: .plain)),
                .init(
                    "nameBeginsWith",
                    .filterCondition(wireKey: "WFContentItemFilter", property: "Name", operators: [8], pattern: .plain)),
                .init(
                    "nameEndsWith",
                    .filterCondition(wireKey: "WFContentItemFilter", property: "Name", operators: [9], pattern: .plain)),
                .init(
                    "nameIsNot",
                    .filterCondition(wireKey: "WFContentItemFilter", property: "Name", operators: [5], pattern: .plain)),
                .init(
                    "nameDoesNotContain",
                    .filterCondition(wireKey: "WFContentItemFilter", property: "Name", operators: [999], pattern: .plain)),
                .init(
                    "extensionIsNot",
                    .filterCondition(wireKey: "WFContentItemFilter", property: "File Extension", operators: [5], pattern: .plain)),
                // Every other template (a second condition of a kind, dates, sizes, conditions joined by Any).
                .init("conditions", .filterTable(wireKey: "WFContentItemFilter", match: "match")),
            ]),
        // Find Photos: the whole table to `conditions` (album, dates, sizes, media type, favourites…).
        ActionMapping(
            "is.workflow.actions.filter.photos",
            forms: [.init("conditions", .filterTable(wireKey: "WFContentItemFilter", match: "match"))]),
        // Find Contacts: the table to `conditions`, on Get Details of Contacts' details.
        ActionMapping(
            "is.workflow.actions.filter.contacts",
            forms: [.init("conditions", .filterTable(wireKey: "WFContentItemFilter", match: "match"))]),
        // Add New Event and Reminder: a later form names the calendar by its descriptor (a dictionary
        // whose Title the actions read).
        ActionMapping("is.workflow.actions.addnewevent", forms: [.init("calendar", .alsoReads("WFCalendarDescriptor"))]),
        // Its location alert's radius is a quantity (`{Magnitude, Unit}`, 1,000 m by default).
        ActionMapping(
            "is.workflow.actions.addnewreminder",
            forms: [
                .init("list", .alsoReads("WFCalendarDescriptor")),
                .init("radiusLength", .quantity(wireKey: "WFAlertLocationRadius", part: .whole)),
                .init("radius", .quantity(wireKey: "WFAlertLocationRadius", part: .magnitude)),
                .init("radiusUnit", .quantity(wireKey: "WFAlertLocationRadius", part: .unit)),
            ]),
        // Edit Event and Edit Reminder: Apple keys the new value by the detail set
        // (`WFCalendarEventContentItemNotes`, `WFReminderContentItemIsCompleted`).
        ActionMapping(
            "is.workflow.actions.setters.calendarevents",
            forms: [
                "StartDate", "EndDate", "IsAllDay", "Location", "Duration", "MyStatus", "Attendees", "URL", "Title", "Notes",
                "Attachments",
            ].map { .init("value", .alsoReads("WFCalendarEventContentItem" + $0)) }),
        ActionMapping(
            "is.workflow.actions.setters.contacts",
            forms: [
                "FirstName", "MiddleName", "LastName", "Prefix", "Suffix", "Nickname", "PhoneticFirstName",
                "PhoneticMiddleName", "PhoneticLastName", "Company", "Department", "JobTitle", "Notes", "Birthday",
                "PhoneNumbers", "EmailAddresses", "URLs", "StreetAddresses", "Group", "ContactPhoto",
            ].map { .init("value", .alsoReads("WFContactContentItem" + $0)) }),
        ActionMapping(
            "is.workflow.actions.setters.reminders",
            forms: [
                "Title", "Notes", "IsCompleted", "DueDate", "Priority", "URL", "IsFlagged", "Tags", "ParentReminder", "List",
                "Subtasks", "Images", "WhenMessagingPerson",
            ].map {
                .init("value", .alsoReads("WFReminderContentItem" + $0))
            }),
        // Find Calendar Events and Find Reminders: the table to `conditions`, on their details.
        ActionMapping(
            "is.workflow.actions.filter.calendarevents",
            forms: [.init("conditions", .filterTable(wireKey: "WFContentItemFilter", match: "match"))]),
        ActionMapping(
            "is.workflow.actions.filter.reminders",
            forms: [.init("conditions", .filterTable(wireKey: "WFContentItemFilter", match: "match"))]),
        ActionMapping(
            "is.workflow.actions.filter.eventattendees",
            forms: [.init("conditions", .filterTable(wireKey: "WFContentItemFilter", match: "match"))]),
        // Filter Images: the table to `conditions`, on Get Details of Images' details.
        ActionMapping(
            "is.workflow.actions.filter.images",
            forms: [.init("conditions", .filterTable(wireKey: "WFContentItemFilter", match: "match"))]),
        // Filter Articles: the table to `conditions`, on the article's details.
        ActionMapping(
            "is.workflow.actions.filter.articles",
            forms: [.init("conditions", .filterTable(wireKey: "WFContentItemFilter", match: "match"))]),
        // Delete Photos: Apple's definitions key the input WFInputPhotos; some writers (Cherri) use `photos`.
        ActionMapping("is.workflow.actions.deletephotos", forms: [.init("photos", .alsoReads("photos"))]),
        // Calculate Statistics' input is `Input` in Apple's definitions; Cherri's (iOS 14–18) write
        // it as `WFInput`. Get Details of Files' file is `WFFolder` in Cherri's (`getFileDetail`).
        ActionMapping("is.workflow.actions.statistics", forms: [.init("input", .alsoReads("WFInput"))]),
        ActionMapping("is.workflow.actions.properties.files", forms: [.init("files", .alsoReads("WFFolder"))]),
        ActionMapping("is.workflow.actions.documentpicker.save", forms: [.init("folder", .folderBookmark)]),
        ActionMapping("is.workflow.actions.file.getfoldercontents", forms: [.init("folder", .folderBookmark)]),
        ActionMapping(
            "is.workflow.actions.measurement.create",
            forms: [
                .init("measurement", .quantity(wireKey: "WFMeasurementUnit", part: .whole)),
                .init("amount", .quantity(wireKey: "WFMeasurementUnit", part: .magnitude)),
                .init("unit", .quantity(wireKey: "WFMeasurementUnit", part: .unit)),
            ]),
        // Convert Measurement: the target unit as Apple's unit picker stores it.
        ActionMapping("is.workflow.actions.measurement.convert", forms: [.init("unit", .unitPicker)]),
        ActionMapping("is.workflow.actions.setvariable", forms: [.init("name", .variableName)]),
        ActionMapping("is.workflow.actions.appendvariable", forms: [.init("name", .variableName)]),
        ActionMapping(
            "is.workflow.actions.runworkflow",
            forms: [.init("workflow", .namedReference(wireKey: "WFWorkflow", field: "workflowName"))]),
        ActionMapping(
            "is.workflow.actions.ask",
            forms: [
                .init("default", .alsoReads("WFAskActionDefaultAnswerNumber")),
                .init("type", .refinedBy(wireKey: "WFAskActionDateGranularity", when: "Date")),
                // Each input type has its own default-answer key (research shortcuts-semantics.md §4).
                .init("default", .alsoReads("WFAskActionDefaultAnswerURL")),
                .init("default", .alsoReads("WFAskActionDefaultAnswerDate")),
                .init("default", .alsoReads("WFAskActionDefaultAnswerTime")),
                .init("default", .alsoReads("WFAskActionDefaultAnswerDateAndTime")),
            ]),
        // Convert Time Zone: each zone is a world-clock city picker's dictionary; its `timeZone`
        // is the zone ({alCityIdentifier: 302, localizedCityName: UTC, timeZone: GMT} in a public file).
        ActionMapping(
            "is.workflow.actions.converttimezone",
            forms: [
                .init("sourceTimeZone", .namedReference(wireKey: "SourceTimeZone", field: "timeZone")),
                .init("destinationTimeZone", .namedReference(wireKey: "DestinationTimeZone", field: "timeZone")),
            ]),
        // Open App: iOS 12's picker wrote the app's name beside its identifier in WFAppName, a hidden
        // parameter (SCPL OutActions.json): the name is the app only when no identifier is given.
        ActionMapping(
            "is.workflow.actions.openapp",
            forms: [.init("app", .selectedApp(wireKey: "WFSelectedApp")), .init("app", .selectedApp(wireKey: "WFAppName"))]),
        // Open In: newer files pick the app with the same picker (kept, not used: the opener picks).
        ActionMapping("is.workflow.actions.openin", forms: [.init("app", .selectedApp(wireKey: "WFSelectedApp"))]),
    ]

    /// The mapping of an action, by its full identifier.
    static func mapping(_ identifier: String) -> ActionMapping? { byIdentifier[identifier] }

    /// The form of one parameter of an action, when it has one.
    static func form(_ identifier: String, _ parameter: String) -> ParameterForm? {
        byIdentifier[identifier]?.forms.first { $0.parameter == parameter }?.form
    }

    private static let byIdentifier: [String: ActionMapping] = Dictionary(
        actions.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}

extension MarkedChoice {
    /// Calculate's scientific operations: `WFMathOperation` "…", the operation under
    /// `WFScientificMathOperation` and the operand under `WFScientificMathOperand`.
    static let scientific = MarkedChoice(
        markers: ["…", "..."], key: "WFScientificMathOperation", operand: "operand", operandKey: "WFScientificMathOperand",
        values: [
            .init("Modulus", "Modulus"), .init("x^y", "Power"), .init("x^2", "Power", operand: 2),
            .init("x^3", "Power", operand: 3), .init("e^x", "e^x"), .init("10^x", "10^x"), .init("ln(x)", "ln(x)"),
            .init("log(x)", "log(x)"), .init("√x", "√x"), .init("∛x", "∛x"), .init("x!", "x!"), .init("sin(x)", "sin(x)"),
            .init("cos(x)", "cos(x)"), .init("tan(x)", "tan(x)"), .init("abs(x)", "abs(x)"),
        ])
}

/// One action's Apple mapping beyond plain wire keys.
struct ActionMapping: Sendable {
    /// One parameter's form.
    struct Form: Sendable {
        /// Our parameter key.
        let parameter: String
        /// How Apple writes it.
        let form: ParameterForm

        init(_ parameter: String, _ form: ParameterForm) {
            self.parameter = parameter
            self.form = form
        }
    }

    /// An Apple key whose presence makes the action inexpressible here.
    struct Decline: Sendable {
        /// The Apple key.
        let wireKey: String
        /// What cannot be expressed.
        let reason: Unrepresentable

        init(_ wireKey: String, _ reason: Unrepresentable) {
            self.wireKey = wireKey
            self.reason = reason
        }
    }

    /// The action's full identifier (`ActionDefinition.identifier`).
    let identifier: String
    /// The parameters whose form is not plain, in the order import reads them (before the plain ones).
    let forms: [Form]
    /// Apple keys import declines, checked in this order after the forms are read.
    let declines: [Decline]

    init(_ identifier: String, forms: [Form], declines: [Decline] = []) {
        self.identifier = identifier
        self.forms = forms
        self.declines = declines
    }
}
