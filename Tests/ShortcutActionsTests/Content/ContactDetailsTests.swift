import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Get Details of Contacts on a contact's vCard text (RFC 6350, as Apple's Contacts exports one:
/// grouped `item1.` properties, `type=` parameters, escapes, folded lines).
final class ContactDetailsTests: IsolatedTestCase {
    let card = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        PRODID:-//Apple Inc.//iPhone OS 17.0//EN\r
        N:Lovelace;Ada;Augusta;Countess;\r
        FN:Countess Ada Augusta Lovelace\r
        NICKNAME:Ada\r
        X-PHONETIC-FIRST-NAME:AY-da\r
        ORG:Analytical Society;Engines;\r
        TITLE:Mathematician\r
        item1.EMAIL;type=INTERNET;type=pref:ada@example.com\r
        EMAIL;type=INTERNET;type=WORK:ada@engines.example\r
        TEL;type=CELL;type=VOICE;type=pref:+44 20 7946 0018\r
        item2.ADR;type=HOME;type=pref:;;12 St James's Square;London;;SW1Y 4JH;United Kingdom\r
        NOTE:First program\\, 1843\\nfor the Engine and a note long enough to be fo\r
         lded\r
        BDAY:1815-12-10\r
        URL:https://example.com/ada\r
        REV:2024-03-05T14:30:00Z\r
        END:VCARD\r

        """

    func detail(_ name: String, of input: Value? = nil) throws -> Value {
        try runAction("properties.contacts", "{\"property\": \"\(name)\"}", input: input ?? .text(card))
    }

    func testNamesAndTheirParts() throws {
        XCTAssertEqual(try detail("Name"), .text("Countess Ada Augusta Lovelace"))
        XCTAssertEqual(try detail("First Name"), .text("Ada"))
        XCTAssertEqual(try detail("Middle Name"), .text("Augusta"))
        XCTAssertEqual(try detail("Last Name"), .text("Lovelace"))
        XCTAssertEqual(try detail("Prefix"), .text("Countess"))
        XCTAssertEqual(try detail("Suffix"), .nothing)
        XCTAssertEqual(try detail("Nickname"), .text("Ada"))
        XCTAssertEqual(try detail("Phonetic First Name"), .text("AY-da"))
        XCTAssertEqual(try detail("Phonetic Last Name"), .nothing)
    }

    func testWorkAndReachDetails() throws {
        XCTAssertEqual(try detail("Company"), .text("Analytical Society"))
        XCTAssertEqual(try detail("Department"), .text("Engines"))
        XCTAssertEqual(try detail("Job Title"), .text("Mathematician"))
        XCTAssertEqual(try detail("Email Address"), .list([.text("ada@example.com"), .text("ada@engines.example")]))
        XCTAssertEqual(try detail("Phone Number"), .text("+44 20 7946 0018"))
        XCTAssertEqual(try detail("URL"), .url("https://example.com/ada"))
        XCTAssertEqual(try detail("Street Address"), .text("12 St James's Square\nLondon SW1Y 4JH\nUnited Kingdom"))
    }

    func testNotesBirthdayPhotoAndTheCardItself() throws {
        XCTAssertEqual(
            try detail("Notes"), .text("First program, 1843\nfor the Engine and a note long enough to be folded"))
        XCTAssertEqual(try detail("Birthday"), .date(Date(timeIntervalSince1970: -4_861_728_000)))
        XCTAssertEqual(try detail("Has Photo"), .boolean(false))
        XCTAssertEqual(try detail("File Extension"), .text("vcf"))
        XCTAssertEqual(try detail("File Size"), .number(Number(card.utf8.count)))
    }

    /// A list of contacts gives a list of details; text that is no vCard has none of them.
    func testAListGivesAListAndPlainTextHasNoDetails() throws {
        let other = "BEGIN:VCARD\nVERSION:3.0\nN:Babbage;Charles;;;\nEND:VCARD\n"
        XCTAssertEqual(
            try detail("First Name", of: .list([.text(card), .text(other)])), .list([.text("Ada"), .text("Charles")]))
        XCTAssertEqual(try detail("Name", of: .list([.text(other)])), .list([.text("Charles Babbage")]))
        XCTAssertEqual(try detail("Email Address", of: .text("not a card")), .nothing)
        XCTAssertEqual(try detail("Has Photo", of: .text("BEGIN:VCARD\nPHOTO;ENCODING=b:AAAA\nEND:VCARD")), .boolean(true))
    }

    /// The contact photo is the card's inline picture (vCard 3.0's folded base64, or 4.0's data URI),
    /// saved in the download folder under the contact's name, typed by its bytes; a linked photo is Nothing.
    func testTheContactPhotoIsSavedAsAnImageFile() throws {
        let box = Sandbox()
        box.downloads = box.root + "/downloads"
        let png = "iVBORw0KGgoAAAAAAAAAAA=="
        let folded = "BEGIN:VCARD\nVERSION:3.0\nFN:Ada\nPHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgo\n AAAAAAAAAAA==\nEND:VCARD\n"
        let photo = try box.run("properties.contacts", ##"{"property": "Contact Photo"}"##, input: .text(folded))
        XCTAssertEqual(box.paths(photo), [box.root + "/downloads/Ada.png"])
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: box.root + "/downloads/Ada.png")), Data(base64Encoded: png))
        let uri = "BEGIN:VCARD\nVERSION:4.0\nFN:Bo\nPHOTO:data:image/png;base64,\(png)\nEND:VCARD\n"
        XCTAssertEqual(
            box.paths(try box.run("properties.contacts", ##"{"property": "Contact Photo"}"##, input: .text(uri))),
            [box.root + "/downloads/Bo.png"])
        let linked = "BEGIN:VCARD\nFN:Cy\nPHOTO;VALUE=uri:https://example.com/cy.jpg\nEND:VCARD\n"
        XCTAssertEqual(try box.run("properties.contacts", ##"{"property": "Contact Photo"}"##, input: .text(linked)), .nothing)
        XCTAssertEqual(try box.run("properties.contacts", ##"{"property": "Contact Photo"}"##, input: .text(card)), .nothing)
    }

    /// No contact (a shortcut run without its share-sheet input) gives Nothing, as Apple's details
    /// actions give no details of no items; so does Get Details of Safari Web Page without a page.
    func testNoInputGivesNothing() throws {
        XCTAssertEqual(try runAction("properties.contacts", "{\"property\": \"Name\"}"), .nothing)
        XCTAssertEqual(try runAction("properties.safariwebpage", "{\"property\": \"Page Contents\"}"), .nothing)
        for identifier in ["properties.articles", "properties.appstore", "properties.itunesstore", "properties.podcastshow"] {
            XCTAssertEqual(try runAction(identifier), .nothing, identifier)
        }
    }

    /// Last Modified Date is the card's `REV` (RFC 6350 6.7.4): a timestamp in either ISO 8601
    /// form with its offset, or a date alone; another form, or none, gives Nothing.
    func testLastModifiedDateIsTheCardsRevision() throws {
        XCTAssertEqual(try detail("Last Modified Date"), .date(Date(timeIntervalSince1970: 1_709_649_000)))
        let forms: [(String, Date?)] = [
            ("19951031T222710Z", Date(timeIntervalSince1970: 815_178_430)),
            ("1995-10-31T22:27:10-05:00", Date(timeIntervalSince1970: 815_196_430)),
            ("19951031T222710+0200", Date(timeIntervalSince1970: 815_171_230)),
            ("1995-10-31", Date(timeIntervalSince1970: 815_097_600)), ("yesterday", nil), ("19951331T000000Z", nil),
        ]
        for (text, expected) in forms { XCTAssertEqual(ContactCard.revision(text), expected, text) }
        XCTAssertEqual(try detail("Last Modified Date", of: .text("BEGIN:VCARD\r\nFN:X\r\nEND:VCARD\r\n")), .nothing)
    }

    /// Creation Date is the card's `CREATED` (RFC 9554 §3.1), read as `REV` is; Group the groups
    /// its `CATEGORIES` names (RFC 6350 §6.7.1, a comma list with `\,` escapes): one as text,
    /// several as a list, none as Nothing.
    func testCreationDateAndGroupAreTheCardsOwn() throws {
        let made = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Grace\r\nCREATED:20211022T140000Z\r\nCATEGORIES:Friends\r\nEND:VCARD\r\n"
        XCTAssertEqual(try detail("Creation Date", of: .text(made)), .date(Date(timeIntervalSince1970: 1_634_911_200)))
        XCTAssertEqual(try detail("Group", of: .text(made)), .text("Friends"))
        let tagged = "BEGIN:VCARD\r\nFN:Alan\r\nCATEGORIES:myContacts, Work\\, Bletchley ,,Chess\r\nEND:VCARD\r\n"
        XCTAssertEqual(
            try detail("Group", of: .text(tagged)), .list([.text("myContacts"), .text("Work, Bletchley"), .text("Chess")]))
        XCTAssertEqual(try detail("Creation Date"), .nothing)
        XCTAssertEqual(try detail("Group"), .nothing)
        XCTAssertEqual(VCardText.listItems(of: #"a\,b,c\\,d"#), ["a,b", #"c\"#, "d"])
    }
}
