import ICalendar
import XCTest

/// Writing: CRLF lines, folding at 75 octets outside UTF-8 sequences, quoted parameter values,
/// and read → write → read keeping everything.
final class WriterTests: IsolatedTestCase {
    func testWritesCRLFAndQuotesParameterValues() {
        let event = CalendarComponent(
            name: "VEVENT",
            properties: [
                CalendarProperty(name: "UID", value: "1@x"),
                CalendarProperty(
                    name: "ATTENDEE", value: "mailto:j@x",
                    parameters: [
                        CalendarParameter(name: "cn", value: "Doe, John"), CalendarParameter(name: "X-N", value: "a:b"),
                        CalendarParameter(name: "X-S", value: "a;b"),
                        CalendarParameter(name: "X-Q", value: "\"hi\"\nbye^"),
                    ]),
                CalendarProperty(name: "SUMMARY", text: "Lunch, then talk; done"),
            ])
        let text = ICalendarWriter.text([CalendarComponent(name: "VCALENDAR", components: [event])])
        XCTAssertEqual(
            text,
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1@x\r\n"
                + "ATTENDEE;CN=\"Doe, John\";X-N=\"a:b\";X-S=\"a;b\";X-Q=^'hi^'^nbye^^:mailto:j@x\r\n"
                + "SUMMARY:Lunch\\, then talk\\; done\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        XCTAssertEqual(try ICalendarReader.read(text).first?.components.first, event)
    }

    func testFoldsAt75OctetsNeverInsideAUTF8Sequence() throws {
        let summary = String(repeating: "é", count: 100) + String(repeating: "a", count: 30) + "😀€"
        let property = CalendarProperty(name: "SUMMARY", value: summary)
        let text = ICalendarWriter.text([CalendarComponent(name: "VEVENT", properties: [property])])
        XCTAssertTrue(text.hasSuffix("\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        for line in lines {
            XCTAssertLessThanOrEqual(line.utf8.count, 75, line)
            XCTAssertFalse(line.unicodeScalars.contains("\u{FFFD}"))
        }
        // "SUMMARY:" is 8 octets, then 33 two-octet "é" reach 74: the 34th does not fit in 75.
        let first = try XCTUnwrap(lines.dropFirst().first)
        XCTAssertEqual(first.utf8.count, 74)
        XCTAssertTrue(lines.dropFirst(2).first?.hasPrefix(" ") == true)
        XCTAssertEqual(try ICalendarReader.read(text).first?.property("SUMMARY")?.value, summary)
        let exact = CalendarProperty(name: "X", value: String(repeating: "a", count: 73))
        XCTAssertEqual(
            ICalendarWriter.text([CalendarComponent(name: "A", properties: [exact])]),
            "BEGIN:A\r\nX:" + String(repeating: "a", count: 73) + "\r\nEND:A\r\n")
        let over = CalendarProperty(name: "X", value: String(repeating: "a", count: 74))
        XCTAssertEqual(
            ICalendarWriter.text([CalendarComponent(name: "A", properties: [over])]),
            "BEGIN:A\r\nX:" + String(repeating: "a", count: 73) + "\r\n a\r\nEND:A\r\n")
    }

    func testRoundTripKeepsEverything() throws {
        let text = """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//Example//EN
            X-WR-CALNAME:Work
            BEGIN:VTIMEZONE
            TZID:Europe/Berlin
            BEGIN:DAYLIGHT
            TZOFFSETFROM:+0100
            TZOFFSETTO:+0200
            DTSTART:19700329T020000
            RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
            END:DAYLIGHT
            END:VTIMEZONE
            BEGIN:VEVENT
            UID:abc
            DTSTART;TZID=Europe/Berlin:20240105T090000
            SUMMARY:Stand-up\\, daily
            DESCRIPTION:A long description that will certainly need to be folded when it is written back out
            ATTENDEE;CN="Doe, Jane";PARTSTAT=ACCEPTED:mailto:jane@example.com
            X-MOZ-GENERATION:3
            BEGIN:VALARM
            ACTION:DISPLAY
            TRIGGER;RELATED=START:-PT15M
            END:VALARM
            BEGIN:X-VENDOR-THING
            X-A:1
            END:X-VENDOR-THING
            END:VEVENT
            END:VCALENDAR

            """
        let first = try ICalendarReader.read(text)
        let written = ICalendarWriter.text(first)
        let second = try ICalendarReader.read(written)
        XCTAssertEqual(first, second)
        XCTAssertEqual(ICalendarWriter.text(second), written)
        XCTAssertEqual(second.first?.components.last?.components.map(\.name), ["VALARM", "X-VENDOR-THING"])
        XCTAssertEqual(second.first?.components.last?.property("X-MOZ-GENERATION")?.value, "3")
    }
}
