import AppleFormats
import ShortcutEngine

/// Apple's filter table (`WFContentPredicateTableTemplate`, Filter Files' `WFContentItemFilter`)
/// as Filter Files' `conditions`: one dictionary per template. Facts from research
/// shortcuts-format.md §7 (templates measured in extratone files; unit codes inferred there).
enum FilterTable {
    /// The properties each action's table tests, as Apple names them: Filter Files' (the action's
    /// `FileCondition.Property` values) and Find Photos' (`PhotoProperty`), by action identifier.
    static let properties: [String: Set<String>] = [
        "is.workflow.actions.filter.files": ["Name", "File Extension", "File Size", "Creation Date", "Last Modified Date"],
        // Filter Articles: Get Details of Article's details (`GetArticleDetailsAction.Detail`).
        "is.workflow.actions.filter.articles": [
            "Title", "Author", "Published Date", "Body", "URL", "Main Image URL", "Excerpt", "Number of Words", "Site Name",
        ],
        // Filter Images: Get Details of Images' details (`ImageDetail`, Apple's image properties).
        "is.workflow.actions.filter.images": [
            "Album", "Width", "Height", "Date Taken", "Media Type", "Photo Type", "Is a Screenshot", "Is a Screen Recording",
            "Location", "Duration", "Frame Rate", "Orientation", "Camera Make", "Camera Model", "Metadata Dictionary",
            "Is Favorite", "File Size", "File Extension", "Creation Date", "File Path", "Last Modified Date", "Name",
            "Time Taken", "Is Hidden",
        ],
        // Find Contacts: Get Details of Contacts' details (`GetContactDetailsAction.Detail`).
        "is.workflow.actions.filter.contacts": [
            "Email Address", "Phonetic First Name", "Prefix", "URL", "Nickname", "Last Name", "Phone Number", "Has Photo",
            "File Size", "Middle Name", "Company", "Department", "Name", "First Name", "Phonetic Last Name", "File Extension",
            "Street Address", "Suffix", "Job Title", "Notes", "Birthday", "Phonetic Middle Name", "Contact Photo",
            "Last Modified Date", "Creation Date", "Group",
        ],
        // Find Calendar Events: Get Details of Calendar Events' details (`EventDetail`).
        "is.workflow.actions.filter.calendarevents": [
            "Start Date", "End Date", "Is All Day", "Calendar", "Location", "Has Alarms", "Duration", "Is Canceled",
            "My Status", "Organizer", "Organizer Is Me", "Attendees", "Number of Attendees", "URL", "Title", "Notes",
            "Attachments", "File Size", "File Extension", "Creation Date", "File Path", "Last Modified Date", "Name",
        ],
        // Filter Event Attendees: Get Details of Event Attendees' details (`AttendeeDetail`).
        "is.workflow.actions.filter.eventattendees": ["Name", "Status", "Role", "Type", "Is Me", "Email Address"],
        // Find Reminders: Get Details of Reminders' details (`ReminderDetail`).
        "is.workflow.actions.filter.reminders": [
            "Title", "Notes", "Is Completed", "Completion Date", "List", "Due Date", "Priority", "URL", "Has Alarms", "Tags",
            "Is Flagged", "Parent Reminder", "Has Subtasks", "Creation Date", "Last Modified Date", "File Size", "File Extension",
            "File Path", "Name",
        ],
        "is.workflow.actions.filter.photos": [
            "Album", "Date Taken", "Creation Date", "Last Modified Date", "Width", "Height", "Orientation", "Is a Screenshot",
            "Is Favorite", "Media Type", "File Extension", "Name", "File Size", "Camera Make", "Camera Model", "Time Taken",
            "Is Hidden", "Duration", "Frame Rate",
        ],
    ]

    /// The value a row shows when the file stores none (an enumeration left at its default is not
    /// written): Find Photos' Album row starts as "Album is Recents" in the app [inferred: the
    /// rows without a value in extratone's files are the first rows, as a new table's default].
    /// Find Reminders' List row without a value (a shared file drops the sharer's list) stands for
    /// the default list, Apple's first being Reminders [inferred, as Album's].
    static let unstoredDefaults: [String: [String: String]] = [
        "is.workflow.actions.filter.photos": ["Album": "Recents"], "is.workflow.actions.filter.reminders": ["List": "Reminders"],
    ]

    /// A span's `Unit`: an NSCalendarUnit bit (16 = day, 8192 = week [inferred]) → If's unit names.
    static let calendarUnits: [Int: String] = [
        4: "years", 8: "months", 16: "days", 32: "hours", 64: "minutes", 128: "seconds", 4096: "weeks", 8192: "weeks",
    ]

    /// A row's value fields filled by a variable, `VariableOverrides` → the `Values` key they stand
    /// for (`stringValue` is seen in files; the others follow the same naming [inferred]).
    static let overriddenFields: [String: String] = [
        "stringValue": "String", "numberValue": "Number", "dateValue": "Date", "boolValue": "Bool",
        "enumerationValue": "Enumeration", "anotherNumberValue": "AnotherNumber", "anotherDateValue": "AnotherDate",
    ]

    /// The value fields of a content-predicate row.
    static let valueFields = ["String", "Number", "Date", "Bool", "Enumeration", "AnotherNumber", "AnotherDate", "Unit"]

    /// A content-predicate row (`Property`, `Operator`) with its values under `Values`: Shortcuts on
    /// iOS 12 (client versions 7xx) wrote a row's value fields at the row's own level, beside
    /// `Property` — `{Property: Name, Operator: 4, String: "x", Unit: 4}` — and later versions read
    /// such a row as if they were nested, which is how the rows iOS 12 saved keep working. A row
    /// that has `Values`, and an If's condition row (`WFCondition`), is returned as it is.
    static func nestingValues(_ row: PlistDictionary) -> PlistDictionary {
        guard row["Values"] == nil, row["Property"] != nil, row["Operator"] != nil else { return row }
        var values = PlistDictionary()
        var nested = row
        for field in valueFields {
            guard let value = row[field] else { continue }
            values[field] = value
            nested[field] = nil
        }
        nested["Values"] = .dictionary(values)
        return nested
    }

    /// File Size's `Unit`: an NSByteCountFormatter unit bit [inferred] → the measurement's unit.
    static let byteUnits: [Int: String] = [1: "B", 2: "KB", 4: "MB", 8: "GB", 16: "TB", 32: "PB"]
}

extension ShortcutMapper {
    /// A row's `Values`, with the fields its `VariableOverrides` give a variable for replaced by it.
    static func filterValues(_ template: PlistDictionary) -> PlistDictionary {
        var values = template["Values"]?.dictionaryValue ?? PlistDictionary()
        for entry in template["VariableOverrides"]?.dictionaryValue?.entries ?? [] {
            if let field = FilterTable.overriddenFields[entry.key] { values[field] = entry.value }
        }
        return values
    }

    /// One template of `identifier`'s table as a condition dictionary, or the reason it cannot be one.
    mutating func filterRow(_ template: PlistDictionary, of identifier: String) throws(Unrepresentable) -> ParameterValue {
        let property = template["Property"]?.string ?? "?"
        let code = Self.integerCode(template["Operator"]) ?? -1
        guard FilterTable.properties[identifier]?.contains(property) ?? false,
            let condition = registry.action(for: "is.workflow.actions.conditional")?.definition.parameter("condition")?
                .choices?.canonical(String(code))
        else { throw Unrepresentable.filterCondition(property: property, code: code) }
        let values = Self.filterValues(template)
        var entries = [
            ParameterValue.DictionaryEntry(key: "property", value: .text([.literal(property)])),
            ParameterValue.DictionaryEntry(key: "condition", value: .text([.literal(condition)])),
        ]
        let unitCode = Self.integerCode(values["Unit"])
        switch code {
        case 1000, 1001:
            guard let amount = values["Number"], let unit = unitCode.flatMap({ FilterTable.calendarUnits[$0] }) else {
                throw Unrepresentable.filterCondition(property: property, code: code)
            }
            entries.append(.init(key: "amount", value: try value(amount)))
            entries.append(.init(key: "unit", value: .text([.literal(unit)])))
        case 1002, 100, 101: break
        default:
            guard
                let given = values["String"] ?? values["Number"] ?? values["Date"] ?? values["Bool"] ?? values["Enumeration"]
                    ?? FilterTable.unstoredDefaults[identifier]?[property].map(PropertyList.string)
            else {
                throw Unrepresentable.filterCondition(property: property, code: code)
            }
            var operand = try value(given)
            if property == "File Size", let unit = unitCode.flatMap({ FilterTable.byteUnits[$0] }) {
                operand = Self.measured(operand, unit: unit)
            }
            entries.append(.init(key: "value", value: operand))
            if code == 1003 {
                guard let upper = values["AnotherNumber"] ?? values["AnotherDate"] else {
                    throw Unrepresentable.filterCondition(property: property, code: code)
                }
                var bound = try value(upper)
                if property == "File Size", let unit = unitCode.flatMap({ FilterTable.byteUnits[$0] }) {
                    bound = Self.measured(bound, unit: unit)
                }
                entries.append(.init(key: "upper", value: bound))
            }
        }
        return .dictionary(entries)
    }
}
