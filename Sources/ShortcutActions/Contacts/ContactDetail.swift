import Foundation
import Images
import ShortcutEngine

/// The details Edit Contact changes (Apple's `WFContactContentItem` setter properties), and where
/// each lives in a vCard.
enum ContactDetail: String, Choice {
    case firstName = "First Name"
    case middleName = "Middle Name"
    case lastName = "Last Name"
    case prefix = "Prefix"
    case suffix = "Suffix"
    case nickname = "Nickname"
    case phoneticFirstName = "Phonetic First Name"
    case phoneticMiddleName = "Phonetic Middle Name"
    case phoneticLastName = "Phonetic Last Name"
    case company = "Company"
    case department = "Department"
    case jobTitle = "Job Title"
    case notes = "Notes"
    case birthday = "Birthday"
    case phoneNumbers = "Phone Numbers"
    case emailAddresses = "Email Addresses"
    case urls = "URLs"
    case streetAddresses = "Street Addresses"
    case group = "Group"
    case contactPhoto = "Contact Photo"

    /// Details Get Details of Contacts reads but Apple's Edit Contact does not set (Cherri's shared
    /// detail list writes them): Apple's action does nothing with one, so an imported action that
    /// names one stays unsupported rather than change the first name, the default.
    static var valuesNotBuilt: [String] {
        ["Name", "File Path", "File Extension", "File Size", "Creation Date", "Last Modified Date", "Has Photo", "Random"]
    }

    /// Get Details of Contacts' singular names, which some documents write.
    var aliases: [String] {
        switch self {
        case .phoneNumbers: return ["Phone Number"]
        case .emailAddresses: return ["Email Address"]
        case .urls: return ["URL"]
        case .streetAddresses: return ["Street Address"]
        default: return []
        }
    }

    /// Apple's key for the new value: `WFContactContentItem` and the detail's name.
    var wireKey: String { "WFContactContentItem" + rawValue.replacingOccurrences(of: " ", with: "") }

    /// Where a detail lives in a card.
    enum Place: Equatable {
        /// A part of a structured property: `N` (family, given, middle, prefix, suffix; its five
        /// parts always written), `ORG` (company, department; no empty part written at its end).
        case part(Int, of: String, count: Int)
        /// A property with one text value.
        case single(String)
        /// A property that may appear many times, each a labelled value: `TEL`, `EMAIL`, `URL`, `ADR`.
        case several(String)
        /// `CATEGORIES`' list.
        case categories
        case birthday
        case photo
    }

    var place: Place {
        switch self {
        case .lastName: return .part(0, of: "N", count: 5)
        case .firstName: return .part(1, of: "N", count: 5)
        case .middleName: return .part(2, of: "N", count: 5)
        case .prefix: return .part(3, of: "N", count: 5)
        case .suffix: return .part(4, of: "N", count: 5)
        case .company: return .part(0, of: "ORG", count: 1)
        case .department: return .part(1, of: "ORG", count: 1)
        case .nickname: return .single("NICKNAME")
        case .phoneticFirstName: return .single("X-PHONETIC-FIRST-NAME")
        case .phoneticMiddleName: return .single("X-PHONETIC-MIDDLE-NAME")
        case .phoneticLastName: return .single("X-PHONETIC-LAST-NAME")
        case .jobTitle: return .single("TITLE")
        case .notes: return .single("NOTE")
        case .birthday: return .birthday
        case .phoneNumbers: return .several("TEL")
        case .emailAddresses: return .several("EMAIL")
        case .urls: return .several("URL")
        case .streetAddresses: return .several("ADR")
        case .group: return .categories
        case .contactPhoto: return .photo
        }
    }

    /// The detail has several values (Add and Remove apply to it).
    var hasSeveralValues: Bool {
        switch place {
        case .several, .categories: return true
        default: return false
        }
    }

    /// The name in Apple's prompts ("phone numbers").
    var spoken: String { self == .urls ? "URLs" : rawValue.lowercased() }

    /// The question's kind when the value is asked for.
    var questionKind: Question.Kind {
        switch self {
        case .birthday: return .date
        case .contactPhoto: return .file
        case .urls: return .url
        default: return .text
        }
    }
}

/// The labels Apple's Contacts gives a phone number, an email address, a street address or a URL
/// (`ValueLabel`): the common ones are vCard `TYPE` values, as Contacts exports them; any other is a
/// grouped `X-ABLabel` line, as Contacts writes a custom label.
enum ContactLabel {
    /// The `TYPE` values of Apple's common labels (`_$!<Mobile>!$_`, `iPhone`), by the label's name
    /// in lower case without spaces.
    static let typesByName: [String: String] = [
        "home": "HOME", "work": "WORK", "other": "OTHER", "mobile": "CELL", "cell": "CELL", "iphone": "IPHONE",
        "main": "MAIN", "homefax": "HOME,FAX", "workfax": "WORK,FAX", "otherfax": "OTHER,FAX", "pager": "PAGER",
    ]

    /// The `TYPE` values a label stands for; nil for a custom label.
    static func types(_ label: String) -> String? {
        var name = label
        if name.hasPrefix("_$!<"), name.hasSuffix(">!$_") { name = String(name.dropFirst(4).dropLast(4)) }
        return typesByName[name.lowercased().filter { !$0.isWhitespace }]
    }

    /// The lines of one labelled value of property `name` in `card`: `TEL;TYPE=CELL:…`, or for a
    /// custom label `itemN.TEL:…` and `itemN.X-ABLabel:…` (N one past the card's groups).
    static func lines(_ name: String, value: String, label: String, in card: EditableCard) -> [String] {
        let trimmed = label.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return [name + ":" + value] }
        if let types = types(trimmed) { return [name + ";TYPE=" + types + ":" + value] }
        let used = card.lines.compactMap(EditableCard.group).compactMap { Int($0.dropFirst(4)) }
        let group = "item\((used.max() ?? 0) + 1)"
        return [group + "." + name + ":" + value, group + ".X-ABLabel:" + EditableCard.escaped(trimmed)]
    }
}
