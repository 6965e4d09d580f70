import Foundation
import XCTest

@testable import ShortcutImport

/// The calendar and reminder actions import from Apple's keys (docs/calendar.md): Find Reminders'
/// table with the List row a shared file leaves empty, the input to filter, Add New Event's later
/// calendar descriptor and its editor-only date switch, Add New Reminder's alert, flag and images.
final class CalendarImportTests: IsolatedTestCase {
    func action(_ identifier: String, _ parameters: String = "") -> String { AppleXMLDocument.action(identifier, parameters) }

    func imported(_ actions: [String]) throws -> [String] { try AppleXMLDocument.imported(actions, name: "Calendar") }

    func testFindRemindersReadsAnEmptyListRowAsTheDefaultList() throws {
        let table = """
            <key>WFContentItemInputParameter</key><string>Library</string>
            <key>WFContentItemFilter</key><dict><key>Value</key><dict>
            <key>WFActionParameterFilterPrefix</key><integer>1</integer>
            <key>WFContentPredicateBoundedDate</key><false/>
            <key>WFActionParameterFilterTemplates</key><array>
            <dict><key>Operator</key><integer>4</integer><key>Property</key><string>List</string><key>Removable</key><true/><key>Values</key><dict/></dict>
            <dict><key>Operator</key><integer>4</integer><key>Property</key><string>Is Completed</string><key>Removable</key><true/><key>Values</key><dict><key>Bool</key><false/></dict></dict>
            </array></dict><key>WFSerializationType</key><string>WFContentPredicateTableTemplate</string></dict>
            """
        XCTAssertEqual(
            try imported([action("filter.reminders", table)]),
            [
                #"{"action": "filter.reminders", "parameters": {"conditions": [{"property": "List", "condition": "is", "value": "Reminders"}, {"property": "Is Completed", "condition": "is", "value": false}], "reminders": "Library"}}"#
            ])
    }

    func testAddNewEventReadsTheCalendarDescriptorAndIgnoresTheDateSwitch() throws {
        let parameters = """
            <key>WFCalendarItemTitle</key><string>Dentist</string>
            <key>WFCalendarItemDates</key><true/>
            <key>WFCalendarItemStartDate</key><string>2026-12-01 09:00</string>
            <key>WFCalendarItemAllDay</key><false/>
            <key>WFAlertTime</key><string>1 hour before</string>
            <key>WFCalendarDescriptor</key><dict><key>Title</key><string>Family</string><key>Identifier</key><string>3F2A</string><key>IsAllCalendar</key><false/></dict>
            <key>ShowWhenRun</key><false/>
            """
        XCTAssertEqual(
            try imported([action("addnewevent", parameters)]),
            [
                #"{"action": "addnewevent", "parameters": {"title": "Dentist", "start": "2026-12-01 09:00", "allDay": false, "alert": "1 hour before", "calendar": {"Title": "Family", "Identifier": "3F2A", "IsAllCalendar": false}}}"#
            ])
    }

    func testAddNewReminderMapsItsAlertFlagAndImages() throws {
        let parameters = """
            <key>WFCalendarItemTitle</key><string>Call Ann</string>
            <key>WFAlertEnabled</key><string>Alert</string>
            <key>WFAlertCondition</key><string>When I Leave</string>
            <key>WFAlertLocation</key><string>Office</string>
            <key>WFFlag</key><true/>
            <key>WFPriority</key><string>High</string>
            <key>WFImages</key><dict><key>Value</key><dict><key>Type</key><string>ExtensionInput</string></dict><key>WFSerializationType</key><string>WFTextTokenAttachment</string></dict>
            """
        XCTAssertEqual(
            try imported([action("addnewreminder", parameters)]),
            [
                #"{"action": "addnewreminder", "parameters": {"title": "Call Ann", "alert": "Alert", "trigger": "When I Leave", "place": "Office", "flagged": true, "priority": "High", "images": "{{Shortcut Input}}"}}"#
            ])
        // An alert when messaging a person needs Messages: the action stays unsupported, saying why.
        let person = try imported([action("addnewreminder", "<key>WFAlertPerson</key><string>Ann</string>")])
        XCTAssertEqual(person.count, 1)
        XCTAssertTrue(person[0].contains("WFAlertPerson (an alert when messaging a person needs the Messages app)"), person[0])
    }

    /// Edit Event's Attendees with Apple's keys: the value keyed by the detail, Role (`ValueLabel`,
    /// a switch), Append and the value to remove.
    func testEditEventReadsItsAttendeeForms() throws {
        let add = """
            <key>WFContentItemPropertyName</key><string>Attendees</string><key>Mode</key><string>Append</string>
            <key>WFCalendarEventContentItemAttendees</key><string>kim@example.com</string><key>ValueLabel</key><false/>
            """
        let remove = """
            <key>WFContentItemPropertyName</key><string>Attendees</string><key>Mode</key><string>Remove</string>
            <key>RemoveSpecifiedValue</key><string>Kim Lee</string>
            """
        XCTAssertEqual(
            try imported([action("setters.calendarevents", add), action("setters.calendarevents", remove)]),
            [
                #"{"action": "setters.calendarevents", "parameters": {"property": "Attendees", "mode": "Add", "value": "kim@example.com", "required": false}}"#,
                #"{"action": "setters.calendarevents", "parameters": {"property": "Attendees", "mode": "Remove", "removing": "Kim Lee"}}"#,
            ])
    }

    /// The attendee actions (Shortcuts 10.0's `filter.eventattendees`, iOS 12's
    /// `properties.eventattendees`) and Edit Event's My Status, Notes' Append and Attachments.
    func testAttendeeActionsAndTheNewEditEventDetails() throws {
        let table = """
            <key>WFContentItemFilter</key><dict><key>Value</key><dict>
            <key>WFActionParameterFilterPrefix</key><integer>1</integer>
            <key>WFActionParameterFilterTemplates</key><array>
            <dict><key>Operator</key><integer>4</integer><key>Property</key><string>Is Me</string><key>Removable</key><true/><key>Values</key><dict><key>Bool</key><false/></dict></dict>
            <dict><key>Operator</key><integer>99</integer><key>Property</key><string>Email Address</string><key>Removable</key><true/><key>Values</key><dict><key>String</key><string>example.com</string></dict></dict>
            </array></dict><key>WFSerializationType</key><string>WFContentPredicateTableTemplate</string></dict>
            """
        let status = """
            <key>WFContentItemPropertyName</key><string>My Status</string>
            <key>WFCalendarEventContentItemMyStatus</key><string>Accepted</string>
            """
        let notes = """
            <key>WFContentItemPropertyName</key><string>Notes</string><key>Mode</key><string>Append</string>
            <key>WFCalendarEventContentItemNotes</key><string>Bring slides</string>
            """
        let attachments = """
            <key>WFContentItemPropertyName</key><string>Attachments</string><key>Mode</key><string>RemoveAll</string>
            """
        XCTAssertEqual(
            try imported([
                action("filter.eventattendees", table),
                action("properties.eventattendees", "<key>WFContentItemPropertyName</key><string>Status</string>"),
                action("setters.calendarevents", status), action("setters.calendarevents", notes),
                action("setters.calendarevents", attachments),
            ]),
            [
                #"{"action": "filter.eventattendees", "parameters": {"conditions": [{"property": "Is Me", "condition": "is", "value": false}, {"property": "Email Address", "condition": "contains", "value": "example.com"}]}}"#,
                #"{"action": "properties.eventattendees", "parameters": {"property": "Status"}}"#,
                #"{"action": "setters.calendarevents", "parameters": {"property": "My Status", "value": "Accepted"}}"#,
                #"{"action": "setters.calendarevents", "parameters": {"property": "Notes", "mode": "Add", "value": "Bring slides"}}"#,
                #"{"action": "setters.calendarevents", "parameters": {"property": "Attachments", "mode": "Remove All"}}"#,
            ])
    }

    /// Edit Reminder's Subtasks and Images (Apple's change transaction takes them) now import;
    /// When Messaging Person, Messages' own, stays unsupported.
    func testEditReminderSubtasksAndImages() throws {
        let subtasks = """
            <key>WFContentItemPropertyName</key><string>Subtasks</string><key>Mode</key><string>Append</string>
            <key>WFReminderContentItemSubtasks</key><string>Oats</string>
            """
        let images = """
            <key>WFContentItemPropertyName</key><string>Images</string><key>Mode</key><string>RemoveAll</string>
            """
        XCTAssertEqual(
            try imported([action("setters.reminders", subtasks), action("setters.reminders", images)]),
            [
                #"{"action": "setters.reminders", "parameters": {"property": "Subtasks", "mode": "Add", "value": "Oats"}}"#,
                #"{"action": "setters.reminders", "parameters": {"property": "Images", "mode": "Remove All"}}"#,
            ])
    }
}
