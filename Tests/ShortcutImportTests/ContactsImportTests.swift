import Foundation
import XCTest

@testable import ShortcutImport

/// Find Contacts, Select Contacts and Contacts import from Apple's keys (the iOS 12 and 13 definitions): the
/// condition table, sort and limit; a contact picked in the editor is its stored card's text.
final class ContactsImportTests: IsolatedTestCase {
    func document(_ actions: [String]) -> Data { AppleXMLDocument.document(actions) }

    func action(_ identifier: String, _ parameters: String = "") -> String { AppleXMLDocument.action(identifier, parameters) }

    func imported(_ actions: [String]) throws -> [String] { try AppleXMLDocument.imported(actions, name: "Contacts") }

    func testFindContactsImportsItsConditionTableSortAndLimit() throws {
        let table = """
            <key>WFContentItemFilter</key><dict><key>Value</key><dict>
            <key>WFActionParameterFilterPrefix</key><integer>0</integer>
            <key>WFContentPredicateBoundedDate</key><false/>
            <key>WFActionParameterFilterTemplates</key><array>
            <dict><key>Operator</key><integer>5</integer><key>Property</key><string>First Name</string><key>Removable</key><true/><key>Values</key><dict><key>String</key><string>Eileen</string><key>Unit</key><integer>4</integer></dict></dict>
            <dict><key>Operator</key><integer>4</integer><key>Property</key><string>Group</string><key>Removable</key><true/><key>Values</key><dict><key>String</key><string>Shortcuts demo</string><key>Unit</key><integer>4</integer></dict></dict>
            </array></dict><key>WFSerializationType</key><string>WFContentPredicateTableTemplate</string></dict>
            <key>WFContentItemSortProperty</key><string>Last Name</string><key>WFContentItemSortOrder</key><string>A to Z</string>
            <key>WFContentItemLimitEnabled</key><true/><key>WFContentItemLimitNumber</key><integer>3</integer>
            """
        XCTAssertEqual(
            try imported([action("filter.contacts", table)]),
            [
                #"{"action": "filter.contacts", "parameters": {"conditions": [{"property": "First Name", "condition": "is not", "value": "Eileen"}, {"property": "Group", "condition": "is", "value": "Shortcuts demo"}], "match": "Any", "sortBy": "Last Name", "order": "Ascending", "limitEnabled": true, "limit": 3}}"#
            ])
    }

    func testSelectContactsImportsSelectMultiple() throws {
        XCTAssertEqual(
            try imported([action("selectcontacts", "<key>WFSelectMultiple</key><true/>"), action("selectcontacts")]),
            [#"{"action": "selectcontacts", "parameters": {"multiple": true}}"#, #"{"action": "selectcontacts"}"#])
    }

    func testAPickedContactIsItsCard() throws {
        let card = Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Kim Lee\r\nEND:VCARD\r\n".utf8).base64EncodedString()
        let field = """
            <key>WFContact</key><dict><key>Value</key><dict><key>WFContactFieldValues</key><array>
            <dict><key>EntryType</key><integer>0</integer><key>WFContactData</key><data>\(card)</data></dict>
            </array></dict><key>WFSerializationType</key><string>WFContactFieldValue</string></dict>
            """
        XCTAssertEqual(
            try imported([action("contacts", field)]),
            [
                #"{"action": "contacts", "parameters": {"contacts": ["BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Kim Lee\r\nEND:VCARD\r\n"]}}"#
            ])
    }
}
