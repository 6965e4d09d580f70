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

/// Add New Contact and Edit Contact import from Apple's keys: the phone and email fields
/// (`WFContactFieldValue`), Edit Contact's modes as Apple writes them (`Append`, `RemoveAll`), its
/// value keyed by the detail and the value to remove.
final class ContactWritingImportTests: IsolatedTestCase {
    func action(_ identifier: String, _ parameters: String = "") -> String { AppleXMLDocument.action(identifier, parameters) }

    func imported(_ actions: [String]) throws -> [String] { try AppleXMLDocument.imported(actions, name: "Contacts") }

    func testAddNewContactReadsItsFields() throws {
        let phones = """
            <key>WFContactPhoneNumbers</key><dict><key>Value</key><dict><key>WFContactFieldValues</key><array>
            <dict><key>EntryType</key><integer>1</integer><key>SerializedEntry</key><dict><key>link.contentkit.phonenumber</key><string>+44 20 7946 0000</string></dict></dict>
            </array></dict><key>WFSerializationType</key><string>WFContactFieldValue</string></dict>
            <key>WFContactEmails</key><dict><key>Value</key><dict><key>WFContactFieldValues</key><array>
            <dict><key>EntryType</key><integer>2</integer><key>SerializedEntry</key><dict><key>link.contentkit.emailaddress</key><string>kim@example.com</string></dict></dict>
            </array></dict><key>WFSerializationType</key><string>WFContactFieldValue</string></dict>
            <key>WFContactFirstName</key><string>Kim</string><key>WFContactCompany</key><string>Acme</string><key>ShowWhenRun</key><false/>
            """
        XCTAssertEqual(
            try imported([action("addnewcontact", phones)]),
            [
                #"{"action": "addnewcontact", "parameters": {"phoneNumbers": ["+44 20 7946 0000"], "emails": ["kim@example.com"], "firstName": "Kim", "company": "Acme"}}"#
            ])
    }

    func testEditContactReadsApplesModesAndTheValueByDetail() throws {
        let add = """
            <key>WFContentItemPropertyName</key><string>URLs</string><key>Mode</key><string>Append</string>
            <key>WFContactContentItemURLs</key><string>https://example.com</string><key>ValueLabel</key><string>_$!&lt;HomePage&gt;!$_</string>
            """
        let remove = """
            <key>WFContentItemPropertyName</key><string>Phone Numbers</string><key>Mode</key><string>Remove</string>
            <key>RemoveSpecifiedValue</key><string>+1 555 0100</string>
            """
        let removeAll = "<key>WFContentItemPropertyName</key><string>Group</string><key>Mode</key><string>RemoveAll</string>"
        let set =
            "<key>WFContentItemPropertyName</key><string>Birthday</string><key>WFContactContentItemBirthday</key><string>May 17, 1990</string>"
        XCTAssertEqual(
            try imported([
                action("setters.contacts", add), action("setters.contacts", remove), action("setters.contacts", removeAll),
                action("setters.contacts", set),
            ]),
            [
                #"{"action": "setters.contacts", "parameters": {"property": "URLs", "mode": "Add", "value": "https://example.com", "label": "_$!<HomePage>!$_"}}"#,
                #"{"action": "setters.contacts", "parameters": {"property": "Phone Numbers", "mode": "Remove", "removing": "+1 555 0100"}}"#,
                #"{"action": "setters.contacts", "parameters": {"property": "Group", "mode": "Remove All"}}"#,
                #"{"action": "setters.contacts", "parameters": {"property": "Birthday", "value": "May 17, 1990"}}"#,
            ])
    }

    /// A detail Apple's Edit Contact does not set (Cherri's shared list writes Name, File Path…):
    /// Apple's does nothing with it, so the action stays unsupported instead of setting the first name.
    func testADetailEditContactDoesNotSetKeepsItUnsupported() throws {
        let name = "<key>WFContentItemPropertyName</key><string>Name</string><key>Mode</key><string>Remove</string>"
        let lines = try imported([action("setters.contacts", name)])
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].contains(#""unsupported""#) && lines[0].contains("the value 'Name'"), lines[0])
    }
}
