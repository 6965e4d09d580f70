import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Send Email and Send Message import with their recipients (`WFContactFieldValue`): addresses
/// typed in (`EntryType` with a `SerializedEntry`), contacts picked on the device (their vCard), variables.
final class SendEmailImportTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()

    func recipients(_ entries: [PropertyList]) -> PropertyList {
        [
            "WFSerializationType": "WFContactFieldValue",
            "Value": .dictionary(PlistDictionary([(key: "WFContactFieldValues", value: .array(entries))])),
        ]
    }

    func testRecipientsOfEveryKindImport() throws {
        let typed: PropertyList = ["EntryType": 2, "SerializedEntry": ["link.contentkit.emailaddress": "ann@example.com"]]
        let card: PropertyList = [
            "WFContactData": .data(Data("BEGIN:VCARD\r\nFN:Bo\r\nEMAIL:bo@example.org\r\nEND:VCARD\r\n".utf8)),
            "WFContactMultivalue": 0, "WFContactProperty": 4,
        ]
        let email = helper.action(
            "is.workflow.actions.sendemail",
            [
                "WFSendEmailActionToRecipients": recipients([typed, card]), "WFSendEmailActionSubject": "Hi",
                "WFSendEmailActionShowComposeSheet": false, "WFEmailAccountActionSelectedAccount": "iCloud",
            ])
        let phone: PropertyList = ["EntryType": 1, "SerializedEntry": ["link.contentkit.phonenumber": "+1 555 0100"]]
        let message = helper.action(
            "is.workflow.actions.sendmessage",
            [
                "WFSendMessageActionRecipients": recipients([phone]), "WFSendMessageContent": "On my way",
                "IntentAppDefinition": ["BundleIdentifier": "com.apple.MobileSMS"], "ShowWhenRun": false,
            ])
        let result = try helper.importActions([email, message])
        XCTAssertEqual(
            helper.written(result),
            [
                #"{"action": "sendemail", "parameters": {"to": ["ann@example.com", "BEGIN:VCARD\r\nFN:Bo\r\nEMAIL:bo@example.org\r\nEND:VCARD\r\n"], "subject": "Hi", "showComposeSheet": false}}"#,
                #"{"action": "sendmessage", "parameters": {"recipients": ["+1 555 0100"], "message": "On my way"}}"#,
            ])
        XCTAssertEqual(result.document.actions.compactMap(\.unsupported).count, 0)
    }
}
