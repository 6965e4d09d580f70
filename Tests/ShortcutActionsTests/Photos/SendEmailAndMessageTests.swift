import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutActions
@testable import ShortcutEngine

/// Send Email and Send Message: a draft in the outbox, or a mailto:/sms: URL for the opener.
final class SendEmailAndMessageTests: IsolatedTestCase {
    let card = "BEGIN:VCARD\nVERSION:3.0\nFN:Bo\nTEL:+47 555 01 234\nEMAIL:bo@example.org\nEND:VCARD"

    func sandbox() -> (box: Sandbox, outbox: String) {
        let box = Sandbox()
        box.make(["notes.txt"], contents: ["notes.txt": "attached"])
        let outbox = (box.root as NSString).deletingLastPathComponent + "/Outbox"
        box.outbox = outbox
        return (box, outbox)
    }

    func file(_ path: String) -> String { String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }

    func testAnEmailIsAnUnsentMessageFileInTheOutbox() throws {
        let (box, outbox) = sandbox()
        let parameters =
            #"{"to": ["ann@example.com", "{{card}}"], "cc": ["c@example.com"], "subject": "Café report", "from": "me@example.com"}"#
            .replacingOccurrences(of: "{{card}}", with: card.replacingOccurrences(of: "\n", with: "\\n"))
        _ = try box.run("sendemail", parameters, input: "Hello\nWorld")
        let date = MailMessage.date(box.host.now(), timeZone: box.host.timeZone)
        XCTAssertEqual(
            file(outbox + "/Email.eml"),
            [
                "From: me@example.com", "To: ann@example.com, bo@example.org", "Cc: c@example.com",
                "Subject: =?UTF-8?B?Q2Fmw6kgcmVwb3J0?=", "Date: " + date, "X-Unsent: 1", "MIME-Version: 1.0",
                "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", "", "Hello", "World", "",
            ].joined(separator: "\r\n"))
        XCTAssertEqual(box.host.presented, [.handedOut(via: "Send Email", item: "Email.eml", destination: outbox + "/Email.eml")])
    }

    func testFilesInTheMessageAreAttached() throws {
        let (box, outbox) = sandbox()
        _ = try box.run(
            "sendemail", #"{"to": ["a@example.com"], "subject": "s"}"#,
            input: ["see attached", .file(FileReference(path: "notes.txt"))])
        let text = file(outbox + "/Email.eml")
        XCTAssertTrue(text.contains("Content-Type: multipart/mixed; boundary=\"shortcut-engine-"), text)
        XCTAssertTrue(
            text.contains(
                "Content-Disposition: attachment; filename=\"notes.txt\"\r\nContent-Transfer-Encoding: base64\r\n\r\nYXR0YWNoZWQ=\r\n"
            ), text)
        XCTAssertTrue(text.contains("\r\n\r\nsee attached\r\n"), text)
    }

    func testTheOpenerGetsAMailtoOrAnSMSURL() throws {
        let (box, outbox) = sandbox()
        box.openShared = true
        _ = try box.run(
            "sendemail", #"{"to": ["a@example.com", "b@example.com"], "bcc": ["z@example.com"], "subject": "Hi & bye"}"#,
            input: "line 1\nline 2")
        _ = try box.run(
            "sendmessage",
            #"{"recipients": ["{{card}}", "+1 555 0100"], "message": "On my way"}"#.replacingOccurrences(
                of: "{{card}}", with: card.replacingOccurrences(of: "\n", with: "\\n")))
        XCTAssertEqual(
            box.host.opened,
            [
                "mailto:a@example.com,b@example.com?bcc=z@example.com&subject=Hi%20%26%20bye&body=line%201%0D%0Aline%202",
                "sms:+47%20555%2001%20234,+1%20555%200100?body=On%20my%20way",
            ])
        XCTAssertEqual(file(outbox + "/Email.eml"), "")
    }

    func testAMessageIsATextFileOfItsRecipientsAndText() throws {
        let (box, outbox) = sandbox()
        _ = try box.run("sendmessage", #"{"recipients": ["+1 555 0100"], "message": "running late", "prefix": "Note: "}"#)
        XCTAssertEqual(file(outbox + "/Message.txt"), "To: +1 555 0100\n\nNote: running late\n")
    }
}
