import ICalendar
import XCTest

/// Reading content lines: unfolding, escapes, parameters, lenient line ends, and each error by its
/// full message with its line.
final class ReaderTests: IsolatedTestCase {
    /// The description of the error reading `text` throws, or nil when it reads.
    func readError(_ text: String, limits: ICalendarLimits = .init()) -> String? {
        do {
            _ = try ICalendarReader.read(text, limits: limits)
            return nil
        } catch {
            return error.description
        }
    }

    func event(_ lines: String) throws -> CalendarComponent {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\n\(lines)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let roots = try ICalendarReader.read(text)
        return try XCTUnwrap(roots.first?.components.first)
    }

    func testUnfoldsSpaceTabAndSplitMultiByteSequences() throws {
        let component = try event("SUMMARY:Team \r\n meeting\r\nDESCRIPTION:one\r\n\ttwo")
        XCTAssertEqual(component.property("SUMMARY")?.text, "Team meeting")
        XCTAssertEqual(component.property("DESCRIPTION")?.text, "onetwo")
        // "é" is C3 A9: a fold between its two bytes joins up again when the bytes are read.
        var bytes = Array("BEGIN:VCALENDAR\r\nSUMMARY:caf".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xA9]
        bytes += Array("!\r\nEND:VCALENDAR\r\n".utf8)
        XCTAssertEqual(try ICalendarReader.read(bytes: bytes).first?.property("SUMMARY")?.text, "café!")
        let text = "BEGIN:VCALENDAR\r\nSUMMARY:ca\r\n fé\r\nX-A:e\r\n \u{301}\r\nEND:VCALENDAR\r\n"
        let roots = try ICalendarReader.read(text)
        XCTAssertEqual(roots.first?.property("SUMMARY")?.text, "café")
        XCTAssertEqual(roots.first?.property("X-A")?.value.unicodeScalars.count, 2)
    }

    func testTextEscapesAndLists() throws {
        let component = try event(#"DESCRIPTION:a\, b\; c\\d\nnext\Nline"# + "\r\n" + #"CATEGORIES:Work,Home\, garden,A\;B"#)
        XCTAssertEqual(component.property("DESCRIPTION")?.text, "a, b; c\\d\nnext\nline")
        XCTAssertEqual(component.property("CATEGORIES")?.texts, ["Work", "Home, garden", "A;B"])
        XCTAssertEqual(component.property("DESCRIPTION")?.value, #"a\, b\; c\\d\nnext\Nline"#)
        let written = CalendarProperty(name: "summary", text: "a,b;c\\d\ne")
        XCTAssertEqual(written.name, "SUMMARY")
        XCTAssertEqual(written.value, #"a\,b\;c\\d\ne"#)
        XCTAssertEqual(written.text, "a,b;c\\d\ne")
    }

    func testQuotedParametersAndLowercaseNames() throws {
        let component = try event(
            #"attendee;cn="Doe, John: ""# + #";role=REQ-PARTICIPANT;member="mailto:a@x","mailto:b@x":mailto:j@x"#)
        let attendee = try XCTUnwrap(component.property("ATTENDEE"))
        XCTAssertEqual(attendee.parameter("cn"), "Doe, John: ")
        XCTAssertEqual(attendee.parameter("ROLE"), "REQ-PARTICIPANT")
        XCTAssertEqual(attendee.parameters.map(\.name), ["CN", "ROLE", "MEMBER"])
        XCTAssertEqual(attendee.parameters.last?.values, ["mailto:a@x", "mailto:b@x"])
        XCTAssertEqual(attendee.value, "mailto:j@x")
        let caret = try event("ATTENDEE;CN=Line^none^^two^'q^':mailto:x@y")
        XCTAssertEqual(caret.property("ATTENDEE")?.parameter("CN"), "Line\none^two\"q\"")
    }

    func testLineFeedsByteOrderMarkBlankLinesAndUnknownComponents() throws {
        let text = "\u{FEFF}begin:vcalendar\nX-WR-CALNAME:Home\n\nBEGIN:X-THING\nX-A;X-P=1:v\nEND:X-THING\nend:vcalendar\n"
        let roots = try ICalendarReader.read(text)
        XCTAssertEqual(roots.count, 1)
        XCTAssertEqual(roots[0].name, "VCALENDAR")
        XCTAssertEqual(roots[0].property("x-wr-calname")?.value, "Home")
        XCTAssertEqual(roots[0].components.map(\.name), ["X-THING"])
        XCTAssertEqual(roots[0].components[0].property("X-A")?.parameter("X-P"), "1")
        XCTAssertEqual(try ICalendarReader.read("BEGIN:A\rEND:A\r").map(\.name), ["A"])
        XCTAssertEqual(try ICalendarReader.read(""), [])
    }

    func testValueMayHoldColonsAndSemicolons() throws {
        let component = try event("URL:https://example.com/a;b?c=d:e\r\nGEO:37.386013;-122.082932")
        XCTAssertEqual(component.property("URL")?.value, "https://example.com/a;b?c=d:e")
        XCTAssertEqual(component.property("GEO")?.value, "37.386013;-122.082932")
    }

    func testComponentEditing() {
        var component = CalendarComponent(name: "vevent")
        XCTAssertEqual(component.name, "VEVENT")
        component.properties = [
            CalendarProperty(name: "UID", value: "1"), CalendarProperty(name: "CATEGORIES", value: "a"),
            CalendarProperty(name: "SUMMARY", value: "s"), CalendarProperty(name: "CATEGORIES", value: "b"),
        ]
        XCTAssertEqual(component.properties(named: "categories").map(\.value), ["a", "b"])
        component.set(CalendarProperty(name: "CATEGORIES", value: "c"))
        XCTAssertEqual(component.properties.map(\.value), ["1", "c", "s"])
        component.set(CalendarProperty(name: "LOCATION", value: "here"))
        XCTAssertEqual(component.properties.map(\.name), ["UID", "CATEGORIES", "SUMMARY", "LOCATION"])
        component.remove("summary")
        XCTAssertEqual(component.properties.map(\.name), ["UID", "CATEGORIES", "LOCATION"])
        XCTAssertNil(component.property("SUMMARY"))
    }

    func testStructureErrorsNameTheirLine() {
        XCTAssertEqual(
            readError("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"), "line 3: 'END:VTODO' closes 'VEVENT'")
        XCTAssertEqual(readError("BEGIN:VCALENDAR\nEND:VCALENDAR\nEND:VEVENT\n"), "line 3: 'END:VEVENT' has no matching 'BEGIN'")
        XCTAssertEqual(
            readError("BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:x\n"), "line 2: 'BEGIN:VEVENT' is never closed")
        XCTAssertEqual(
            readError("BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY Team\nEND:VEVENT\nEND:VCALENDAR\n"),
            "line 3: 'SUMMARY Team' has no ':' before its value")
        XCTAssertEqual(readError("SUMMARY:x\n"), "line 1: property 'SUMMARY' is outside any component")
        XCTAssertEqual(readError("BEGIN:A\n:x\nEND:A\n"), "line 2: ':x' has no property name")
        XCTAssertEqual(readError("BEGIN:\nEND:\n"), "line 1: 'BEGIN' names no component")
        XCTAssertEqual(
            readError("BEGIN:A\nATTENDEE;CN=\"Doe:mailto:x\nEND:A\n"),
            "line 2: parameter CN of ATTENDEE has an unterminated quoted value")
        XCTAssertEqual(readError("BEGIN:A\nX;P=1\nEND:A\n"), "line 2: 'X;P=1' has no ':' before its value")
    }

    func testErrorLineIsThePhysicalLineAFoldedLineStartsOn() {
        let text = "BEGIN:VCALENDAR\r\nDESCRIPTION:a\r\n b\r\n c\r\nBEGIN:VEVENT\r\nX-BROKEN\r\n  still\r\nEND:VEVENT\r\n"
        XCTAssertEqual(readError(text), "line 6: 'X-BROKEN still' has no ':' before its value")
    }

    func testLimits() {
        let deep = String(repeating: "BEGIN:X\n", count: 4) + String(repeating: "END:X\n", count: 4)
        XCTAssertEqual(
            readError(deep, limits: ICalendarLimits(nestingDepth: 3)),
            "line 4: components nested deeper than 3 (ICalendarLimits.nestingDepth)")
        XCTAssertNil(readError(deep, limits: ICalendarLimits(nestingDepth: 4)))
        XCTAssertEqual(
            readError("BEGIN:A\nEND:A\nBEGIN:A\nEND:A\nBEGIN:A\n", limits: ICalendarLimits(components: 2)),
            "line 5: more than 2 components (ICalendarLimits.components)")
        let long = "BEGIN:A\nX:" + String(repeating: "y", count: 50) + "\n " + String(repeating: "z", count: 50) + "\nEND:A\n"
        XCTAssertEqual(
            readError(long, limits: ICalendarLimits(lineBytes: 100)),
            "line 2: a content line longer than 100 bytes (ICalendarLimits.lineBytes)")
        XCTAssertNil(readError(long, limits: ICalendarLimits(lineBytes: 102)))
    }
}
