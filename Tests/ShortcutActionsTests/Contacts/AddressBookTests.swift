import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutActions
@testable import ShortcutEngine

/// The address book as a folder of vCards (docs/contacts.md): Find Contacts' conditions, sorting
/// and limit on Get Details of Contacts' details, groups as subfolders, the file's dates for a
/// card without its own, Select Contacts' question, and Contacts passing cards on.
final class AddressBookTests: IsolatedTestCase {
    static let john = card("N:Appleseed;John;;;", "FN:John Appleseed", "TEL:+1 555 0100", "TEL:+1 555 0199", "BDAY:1980-05-17")
    static let eileen = card("N:Bell;Eileen;;;", "FN:Eileen Bell", "ORG:Acme;Sales", "CREATED:20200101T000000Z")
    static let ann = card("N:Zed;Ann;;;", "FN:Ann Zed", "CATEGORIES:VIP,Friends", "EMAIL:ann@example.com")
    static let bob = card("N:Young;Bob;;;", "FN:Bob Young")

    static func card(_ lines: String...) -> String {
        (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n")
    }

    /// A sandbox whose address book is `…/Contacts`, outside the allowed folder: two cards in one
    /// file at the top, a group folder (Work), a hidden folder and a file that is not a vCard.
    func book() throws -> Sandbox {
        let box = Sandbox()
        let folder = (box.root as NSString).deletingLastPathComponent + "/Contacts"
        box.contactsFolder = folder
        func put(_ path: String, _ text: String, modified: String) throws {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            XCTAssertTrue(FileManager.default.createFile(atPath: full, contents: Data(text.utf8)))
            let date = ISO8601DateFormatter().date(from: modified) ?? Date()
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: full)
        }
        try put("family.vcf", Self.john + "\r\n" + Self.eileen + "\r\n", modified: "2026-01-01T00:00:00Z")
        try put("Work/ann.VCF", Self.ann, modified: "2026-03-01T00:00:00Z")
        try put("Work/notes.txt", Self.bob, modified: "2026-03-01T00:00:00Z")
        try put(".trash/bob.vcf", Self.bob, modified: "2026-03-01T00:00:00Z")
        return box
    }

    func names(_ parameters: String) throws -> [String] {
        let found = try book().run("filter.contacts", parameters)
        return found.items.map { VCardText.name(of: Coercion().text($0)) ?? "?" }
    }

    func testEveryCardInTheBooksOrder() throws {
        XCTAssertEqual(try names("{}"), ["John Appleseed", "Eileen Bell", "Ann Zed"])
    }

    func testConditionsOnTheDetails() throws {
        XCTAssertEqual(
            try names(#"{"conditions": [{"property": "First Name", "condition": "is not", "value": "Eileen"}]}"#),
            ["John Appleseed", "Ann Zed"])
        // A detail with several values holds when one of them does.
        XCTAssertEqual(
            try names(#"{"conditions": [{"property": "Phone Number", "condition": "ends with", "value": "0199"}]}"#),
            ["John Appleseed"])
        XCTAssertEqual(try names(#"{"conditions": [{"property": "Company", "condition": "has any value"}]}"#), ["Eileen Bell"])
        XCTAssertEqual(
            try names(
                #"{"match": "Any", "conditions": [{"property": "Company", "condition": "is", "value": "acme"}, {"property": "Email Address", "condition": "contains", "value": "ann@"}]}"#
            ), ["Eileen Bell", "Ann Zed"])
    }

    /// A subfolder is a group, besides the card's own CATEGORIES.
    func testGroupsAreSubfoldersAndCategories() throws {
        XCTAssertEqual(try names(#"{"conditions": [{"property": "Group", "condition": "is", "value": "Work"}]}"#), ["Ann Zed"])
        XCTAssertEqual(try names(#"{"conditions": [{"property": "Group", "condition": "is", "value": "Friends"}]}"#), ["Ann Zed"])
        XCTAssertEqual(try names(#"{"conditions": [{"property": "Group", "condition": "is", "value": "Family"}]}"#), [])
    }

    /// Sorting by a detail, its order, the limit; a date is the card's (CREATED, REV), else its file's.
    func testSortingAndLimit() throws {
        XCTAssertEqual(try names(#"{"sortBy": "Last Name", "order": "Z to A"}"#), ["Ann Zed", "Eileen Bell", "John Appleseed"])
        XCTAssertEqual(
            try names(#"{"sortBy": "Last Modified Date", "order": "Latest First", "limitEnabled": true, "limit": 2}"#),
            ["Ann Zed", "John Appleseed"])
        XCTAssertEqual(
            try names(#"{"sortBy": "Creation Date", "order": "Oldest First", "limitEnabled": true, "limit": 1}"#), ["Eileen Bell"]
        )
    }

    func testAMissingBookIsEmptyWithAWarning() throws {
        let box = Sandbox()
        box.contactsFolder = box.root + "/none"
        XCTAssertEqual(try box.run("filter.contacts", "{}").items.count, 0)
        box.strict = true
        XCTAssertEqual(
            box.failure("filter.contacts"),
            "t.json:1:39: error: action 1 'Find Contacts' (filter.contacts), parameter 'conditions': the address book folder '\(box.root)/none' does not exist: it has no contacts\nhint: set RunOptions.contactsFolder to the folder that holds the vCard files; create the folder and put vCard files (.vcf) in it, or export your contacts there"
        )
    }

    func testAFileLargerThanTheLimitStopsTheSearch() throws {
        let box = Sandbox()
        let folder = box.root + "/book"
        box.contactsFolder = folder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let large = Data(Self.bob.utf8) + Data(repeating: 0x20, count: ContactLimits.fileBytes)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/all.vcf", contents: large))
        XCTAssertEqual(
            box.failure("filter.contacts"),
            "t.json:1:39: error: action 1 'Find Contacts' (filter.contacts), parameter 'conditions': the vCard file '\(folder)/all.vcf' is larger than the 16 MiB the address book reads\nhint: split it into smaller files (one card each, as a vdir keeps them)"
        )
    }

    func testSelectContactsOffersTheirNames() throws {
        let box = try book()
        box.host.answers = ["Ann Zed"]
        // A contact is its card's text (lines as the card reader splits them).
        XCTAssertEqual(try box.run("selectcontacts"), .text(Self.ann.replacingOccurrences(of: "\r\n", with: "\n")))
        XCTAssertEqual(box.host.asked.last?.options, ["John Appleseed", "Eileen Bell", "Ann Zed"])
        XCTAssertEqual(box.host.asked.last?.prompt, "Select a contact")
        box.host.answers = ["2, 1"]
        XCTAssertEqual(
            try box.run("selectcontacts", #"{"multiple": true}"#).items.map { VCardText.name(of: Coercion().text($0)) },
            ["Eileen Bell", "John Appleseed"])
        let empty = Sandbox()
        empty.contactsFolder = empty.root
        XCTAssertEqual(
            empty.failure("selectcontacts"),
            "t.json:1:39: error: action 1 'Select Contacts' (selectcontacts), parameter 'multiple': the address book '\(empty.root)' has no contacts to select\nhint: put vCard files (.vcf) in its folder, or export your contacts there"
        )
    }

    /// Select Phone Number and Select Email Address: every contact's values, after its name.
    func testSelectPhoneNumberAndEmailAddress() throws {
        let box = try book()
        box.host.answers = ["2"]
        XCTAssertEqual(try box.run("selectphone"), .text("+1 555 0199"))
        XCTAssertEqual(box.host.asked.last?.options, ["John Appleseed: +1 555 0100", "John Appleseed: +1 555 0199"])
        XCTAssertEqual(box.host.asked.last?.prompt, "Select a phone number")
        box.host.answers = ["Ann Zed: ann@example.com"]
        XCTAssertEqual(try box.run("selectemail"), .text("ann@example.com"))
        XCTAssertEqual(box.host.asked.last?.prompt, "Select an email address")
        let empty = Sandbox()
        empty.contactsFolder = empty.root
        XCTAssertEqual(
            empty.failure("selectemail"),
            "t.json:1:39: error: action 1 'Select Email Address' (selectemail): no contact of the address book '\(empty.root)' has email addresses to select"
        )
    }

    func testContactsPassesCardsOn() throws {
        let box = Sandbox()
        let value = try box.run("contacts", #"{"contacts": ["BEGIN:VCARD\r\nFN:Kim\r\nEND:VCARD"]}"#)
        XCTAssertEqual(value.items.map { VCardText.name(of: Coercion().text($0)) }, ["Kim"])
    }
}
