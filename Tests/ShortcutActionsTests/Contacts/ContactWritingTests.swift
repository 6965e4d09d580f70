import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutActions
@testable import ShortcutEngine

/// Add New Contact and Edit Contact on the address book folder: the cards written byte for byte,
/// every mode (Set, Add, Remove, Remove All) on details with one value and with several, labels,
/// the file's other cards and line endings kept, and the refusals by full message.
final class ContactWritingTests: IsolatedTestCase {
    static let john = AddressBookTests.card(
        "UID:j1", "N:Appleseed;John;;;", "FN:John Appleseed", "TEL;TYPE=CELL:+1 555 0100", "TEL:+1 555 0199",
        "REV:20200101T000000Z")
    static let eileen = AddressBookTests.card("UID:e1", "N:Bell;Eileen;;;", "FN:Eileen Bell", "ORG:Acme;Sales")

    /// A sandbox whose address book (outside the allowed folder) holds `family.vcf`: John then
    /// Eileen, CRLF line endings.
    func book() throws -> Sandbox {
        let box = Sandbox()
        let folder = (box.root as NSString).deletingLastPathComponent + "/Contacts"
        box.contactsFolder = folder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: folder + "/family.vcf", contents: Data((Self.john + "\r\n" + Self.eileen + "\r\n").utf8)))
        return box
    }

    func file(_ box: Sandbox, _ name: String = "family.vcf") -> String {
        String(decoding: FileManager.default.contents(atPath: (box.contactsFolder ?? "") + "/" + name) ?? Data(), as: UTF8.self)
    }

    /// Edits John (found by Find Contacts) with `parameters`; returns his card as written.
    func editJohn(_ box: Sandbox, _ parameters: String) throws -> String {
        let john = try box.run(
            "filter.contacts", #"{"conditions": [{"property": "First Name", "condition": "is", "value": "John"}]}"#)
        return Coercion().text(try box.run("setters.contacts", parameters, input: john))
    }

    func testSetANamePartRenamesTheContactAndKeepsTheFilesOtherCard() throws {
        let box = try book()
        let edited = try editJohn(box, #"{"property": "Last Name", "value": "Seed"}"#)
        XCTAssertEqual(
            edited,
            "BEGIN:VCARD\nVERSION:3.0\nUID:j1\nN:Seed;John;;;\nFN:John Seed\nTEL;TYPE=CELL:+1 555 0100\nTEL:+1 555 0199\nREV:20261121T100000Z\nEND:VCARD"
        )
        XCTAssertEqual(file(box), edited.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n" + Self.eileen + "\r\n")
    }

    func testAddRemoveAndRemoveAllOnPhoneNumbers() throws {
        let box = try book()
        var card = try editJohn(
            box, #"{"property": "Phone Numbers", "mode": "Add", "value": ["+44 20 7946 0000"], "label": "Work"}"#)
        XCTAssertTrue(card.contains("TEL:+1 555 0199\nREV:20261121T100000Z\nTEL;TYPE=WORK:+44 20 7946 0000\n"), card)
        // Remove compares a phone number by its digits.
        card = try editJohn(box, #"{"property": "Phone Numbers", "mode": "Remove", "removing": "+1 (555) 0100"}"#)
        XCTAssertEqual(VCardText.values("TEL", of: card), ["+1 555 0199", "+44 20 7946 0000"])
        // Not naming which, the user picks them (Apple's question).
        box.host.answers = ["1"]
        card = try editJohn(box, #"{"property": "Phone Numbers", "mode": "Remove"}"#)
        XCTAssertEqual(box.host.asked.last?.prompt, "Choose the phone numbers to remove from the contact.")
        XCTAssertEqual(box.host.asked.last?.options, ["+1 555 0199", "+44 20 7946 0000"])
        XCTAssertEqual(VCardText.values("TEL", of: card), ["+44 20 7946 0000"])
        card = try editJohn(box, #"{"property": "Phone Numbers", "mode": "Remove All"}"#)
        XCTAssertEqual(VCardText.values("TEL", of: card), [])
        XCTAssertEqual(
            box.failure(
                "setters.contacts", #"{"property": "Phone Numbers", "mode": "Remove", "removing": "1"}"#, input: .text(card)),
            "t.json:1:133: error: action 1 'Edit Contact' (setters.contacts), parameter 'removing': there are no phone numbers to remove from the contact"
        )
    }

    func testSetReplacesEveryValueAndACustomLabelIsGrouped() throws {
        let box = try book()
        let card = try editJohn(
            box, #"{"property": "Email Addresses", "value": ["john@example.com", "j@gym.example"], "label": "Gym"}"#)
        XCTAssertTrue(
            card.contains(
                "item1.EMAIL:john@example.com\nitem1.X-ABLabel:Gym\nitem2.EMAIL:j@gym.example\nitem2.X-ABLabel:Gym\n"), card)
        // Removing a grouped value takes its label with it.
        let removed = try editJohn(box, #"{"property": "Email Address", "mode": "Remove", "removing": "JOHN@example.com"}"#)
        XCTAssertFalse(removed.contains("item1."), removed)
        XCTAssertTrue(removed.contains("item2.EMAIL:j@gym.example\nitem2.X-ABLabel:Gym\n"), removed)
    }

    func testSingleDetailsBirthdayGroupAndCompany() throws {
        let box = try book()
        _ = try editJohn(box, #"{"property": "Birthday", "value": "1990-05-17"}"#)
        _ = try editJohn(box, #"{"property": "Notes", "value": "met at WWDC; likes tea\nand cake"}"#)
        _ = try editJohn(box, #"{"property": "Group", "mode": "Add", "value": ["Friends", "Tea, Cake"]}"#)
        let card = try editJohn(box, #"{"property": "Company", "value": "Seed & Co"}"#)
        for line in [
            "BDAY:1990-05-17", #"NOTE:met at WWDC\; likes tea\nand cake"#, #"CATEGORIES:Friends,Tea\, Cake"#, "ORG:Seed & Co",
        ] {
            XCTAssertTrue(card.contains(line + "\n"), line + " in " + card)
        }
        let details = try box.run("properties.contacts", #"{"property": "Group"}"#, input: .text(card))
        XCTAssertEqual(details, .list([.text("Friends"), .text("Tea, Cake")]))
        // Already in a group: not added again.
        XCTAssertTrue(
            try editJohn(box, #"{"property": "Group", "mode": "Add", "value": "friends"}"#).contains(
                #"CATEGORIES:Friends,Tea\, Cake"#))
        let group = try editJohn(box, #"{"property": "Group", "mode": "Remove", "removing": "Friends"}"#)
        XCTAssertTrue(group.contains(#"CATEGORIES:Tea\, Cake"#), group)
        let cleared = try editJohn(box, #"{"property": "Notes", "mode": "Remove All"}"#)
        XCTAssertFalse(cleared.contains("NOTE"), cleared)
    }

    func testAddNewContactWritesAVCardFileOfItsOwn() throws {
        let box = try book()
        let added = try box.run(
            "addnewcontact",
            #"{"firstName": "Zoë", "lastName": "Quux", "company": "Acme; Co", "phoneNumbers": ["+33 1 23 45 67 89"], "emails": ["zoe@example.fr"], "notes": "line 1\nline 2"}"#
        )
        let card = Coercion().text(added)
        let uid = try XCTUnwrap(VCardText.values("UID", of: card).first)
        XCTAssertEqual(
            card,
            "BEGIN:VCARD\nVERSION:3.0\nPRODID:-//ShortcutEngine//Add New Contact//EN\nN:Quux;Zoë;;;\nFN:Zoë Quux\nORG:Acme\\; Co\nTEL:+33 1 23 45 67 89\nEMAIL:zoe@example.fr\nNOTE:line 1\\nline 2\nUID:\(uid)\nREV:20261121T100000Z\nEND:VCARD"
        )
        XCTAssertEqual(file(box, uid + ".vcf"), card.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n")
        // The new contact is found, and can be edited at once.
        let names = try box.run("filter.contacts", #"{"sortBy": "Name"}"#).items.map { VCardText.name(of: Coercion().text($0)) }
        XCTAssertEqual(names, ["Eileen Bell", "John Appleseed", "Zoë Quux"])
        let edited = try box.run("setters.contacts", #"{"property": "Job Title", "value": "CTO"}"#, input: added)
        XCTAssertTrue(Coercion().text(edited).contains("TITLE:CTO\n"))
    }

    func testRefusals() throws {
        let box = try book()
        let stranger = AddressBookTests.card("N:Nobody;Ned;;;", "FN:Ned Nobody")
        XCTAssertEqual(
            box.failure("setters.contacts", #"{"property": "Notes", "value": "x"}"#, input: .text(stranger)),
            "t.json:1:39: error: action 1 'Edit Contact' (setters.contacts), parameter 'contact': the contact 'Ned Nobody' is not in the address book, so it cannot be edited\nhint: give a contact from Find Contacts or Select Contacts (Apple's Edit Contact asks the same)"
        )
        XCTAssertEqual(
            box.failure("setters.contacts", #"{"property": "Notes", "mode": "Add", "value": "x"}"#, input: .text(Self.john)),
            "t.json:1:103: error: action 1 'Edit Contact' (setters.contacts), parameter 'mode': 'Add' is for details with several values; 'Notes' has one\nhint: use Set (or Remove All to clear it)"
        )
        XCTAssertEqual(
            box.failure("addnewcontact", #"{"firstName": "A", "photo": "missing.png"}"#),
            "t.json:1:98: error: action 1 'Add New Contact' (addnewcontact), parameter 'photo': cannot read 'missing.png': no such file or folder 'missing.png'\nhint: check the path; relative paths start at the current folder"
        )
    }

    /// A card is found again by its UID after another action changed it, and a card without one by
    /// its text; a card of a vCard 4.0 file gets 4.0's forms.
    func testVersionFourFormsAndFindingByText() throws {
        let box = try book()
        let four = "BEGIN:VCARD\nVERSION:4.0\nN:Four;Fay;;;\nFN:Fay Four\nEND:VCARD\n"
        XCTAssertTrue(FileManager.default.createFile(atPath: (box.contactsFolder ?? "") + "/fay.vcf", contents: Data(four.utf8)))
        let fay = try box.run(
            "filter.contacts", #"{"conditions": [{"property": "First Name", "condition": "is", "value": "Fay"}]}"#)
        let card = Coercion().text(
            try box.run("setters.contacts", #"{"property": "Birthday", "value": "2001-02-03"}"#, input: fay))
        XCTAssertEqual(
            card, "BEGIN:VCARD\nVERSION:4.0\nN:Four;Fay;;;\nFN:Fay Four\nBDAY:20010203\nREV:20261121T100000Z\nEND:VCARD")
        XCTAssertEqual(file(box, "fay.vcf"), card + "\n")
    }

    /// Lines past 75 octets are folded, never inside a character.
    func testLongLinesAreFolded() {
        var card = EditableCard("BEGIN:VCARD\nVERSION:3.0\nEND:VCARD")
        card.set("NOTE", value: String(repeating: "é", count: 60))
        let lines = card.text.split(separator: "\n")
        XCTAssertEqual(lines.map { $0.utf8.count }, [11, 11, 75, 51, 9])
        XCTAssertEqual(EditableCard(card.text).values("NOTE"), [String(repeating: "é", count: 60)])
    }

    /// A contact without a name is shown by its company: a new company renames it.
    func testACompanysContactFollowsItsName() throws {
        let box = try book()
        let acme = "BEGIN:VCARD\nVERSION:3.0\nUID:acme\nFN:Acme\nORG:Acme\nEND:VCARD\n"
        XCTAssertTrue(FileManager.default.createFile(atPath: (box.contactsFolder ?? "") + "/acme.vcf", contents: Data(acme.utf8)))
        let card = Coercion().text(
            try box.run("setters.contacts", #"{"property": "Company", "value": "Acme Two"}"#, input: .text(acme)))
        XCTAssertEqual(card, "BEGIN:VCARD\nVERSION:3.0\nUID:acme\nFN:Acme Two\nORG:Acme Two\nREV:20261121T100000Z\nEND:VCARD")
    }
}
