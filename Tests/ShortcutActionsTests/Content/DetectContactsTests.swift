import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Get Contacts from Input: each vCard of the input's text or .vcf files is one contact (its card's
/// text), which Get Details of Contacts and Choose from List read; text without a card gives none.
final class DetectContactsTests: IsolatedTestCase {
    let two = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nEND:VCARD\r\nBEGIN:VCARD\r\nN:Open;;;;\r\nEND:VCARD\r\n"

    func testEachCardIsOneContact() throws {
        XCTAssertEqual(
            VCardText.cards(in: two),
            ["BEGIN:VCARD\nVERSION:3.0\nFN:Ada Lovelace\nEND:VCARD", "BEGIN:VCARD\nN:Open;;;;\nEND:VCARD"])
        XCTAssertEqual(
            VCardText.cards(in: "notes\nbegin:vcard\nFN:Open\n"), ["begin:vcard\nFN:Open"], "a card left open is kept")
        XCTAssertEqual(VCardText.cards(in: "no card here"), [])
        XCTAssertEqual(
            try runAction("detect.contacts", input: .text(two)),
            .list([.text("BEGIN:VCARD\nVERSION:3.0\nFN:Ada Lovelace\nEND:VCARD"), .text("BEGIN:VCARD\nN:Open;;;;\nEND:VCARD")]))
        let names = try runAction(
            "properties.contacts", #"{"property": "Name"}"#, input: try runAction("detect.contacts", input: .text(two)))
        XCTAssertEqual(names, .list([.text("Ada Lovelace"), .text("Open")]))
        XCTAssertEqual(try runAction("detect.contacts", input: .text("just text")), .nothing)
        XCTAssertEqual(try runAction("detect.contacts"), .nothing)
    }

    func testAVCFFileIsReadThroughThePathPolicy() throws {
        let box = Sandbox()
        XCTAssertTrue(FileManager.default.createFile(atPath: box.root + "/people.vcf", contents: Data(two.utf8)))
        XCTAssertEqual(try box.run("detect.contacts", input: .file(FileReference(path: "people.vcf"))).items.count, 2)
        XCTAssertEqual(
            box.failure("detect.contacts", input: .file(FileReference(path: "/etc/hostname"))),
            "t.json:1:39: error: action 1 'Get Contacts from Input' (detect.contacts), parameter 'input': '/etc/hostname' is outside the folders file actions may touch; allowed: '\(box.root)'\nhint: add /etc to RunOptions.allowedPaths to allow it"
        )
    }
}
