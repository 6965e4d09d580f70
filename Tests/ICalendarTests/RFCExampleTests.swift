import Foundation
import ICalendar
import XCTest

/// One example of RFC 5545 section 3.8.5.3 (and the one of section 3.3.10): DTSTART in
/// America/New_York, the rule (an example giving two equivalent rules lists both), extra lines
/// (EXDATE), and the instances the RFC lists, as New York wall-clock times. `finite` examples end
/// by COUNT or UNTIL and must give exactly that list; the others must begin with it.
struct RFCExample {
    let name: String
    let start: String
    let rules: [String]
    var extra: [String] = []
    let expected: [String]
    let finite: Bool
}

/// `days` of a month at a wall-clock time, as `yyyymmddThhmmss`.
func on(_ year: Int, _ month: Int, _ days: [Int], at time: String = "090000") -> [String] {
    days.map { String(format: "%04d%02d%02dT", year, month, $0) + time }
}

/// The day `day` of a month at each of `times` (`hhmm`).
func at(_ year: Int, _ month: Int, _ day: Int, _ times: [String]) -> [String] {
    times.map { String(format: "%04d%02d%02dT", year, month, day) + $0 + "00" }
}

/// The RFC's examples in its order.
let rfcExamples: [RFCExample] = rfcExamplesDaily + rfcExamplesMonthly + rfcExamplesYearly + rfcExamplesTimes

/// Daily and weekly examples.
let rfcExamplesDaily: [RFCExample] = [
    RFCExample(
        name: "Daily for 10 occurrences", start: "19970902T090000", rules: ["FREQ=DAILY;COUNT=10"],
        expected: on(1997, 9, Array(2...11)), finite: true),
    RFCExample(
        name: "Daily until December 24, 1997", start: "19970902T090000", rules: ["FREQ=DAILY;UNTIL=19971224T000000Z"],
        expected: on(1997, 9, Array(2...30)) + on(1997, 10, Array(1...31)) + on(1997, 11, Array(1...30))
            + on(1997, 12, Array(1...23)), finite: true),
    RFCExample(
        name: "Every other day - forever", start: "19970902T090000", rules: ["FREQ=DAILY;INTERVAL=2"],
        expected: on(1997, 9, Array(stride(from: 2, through: 30, by: 2)))
            + on(1997, 10, Array(stride(from: 2, through: 30, by: 2)))
            + on(1997, 11, Array(stride(from: 1, through: 29, by: 2))) + on(1997, 12, [1, 3]), finite: false),
    RFCExample(
        name: "Every 10 days, 5 occurrences", start: "19970902T090000", rules: ["FREQ=DAILY;INTERVAL=10;COUNT=5"],
        expected: on(1997, 9, [2, 12, 22]) + on(1997, 10, [2, 12]), finite: true),
    RFCExample(
        name: "Every day in January, for 3 years", start: "19980101T090000",
        rules: [
            "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA",
            "FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1",
        ], expected: on(1998, 1, Array(1...31)) + on(1999, 1, Array(1...31)) + on(2000, 1, Array(1...31)), finite: true),
    RFCExample(
        name: "Weekly for 10 occurrences", start: "19970902T090000", rules: ["FREQ=WEEKLY;COUNT=10"],
        expected: on(1997, 9, [2, 9, 16, 23, 30]) + on(1997, 10, [7, 14, 21, 28]) + on(1997, 11, [4]), finite: true),
    RFCExample(
        name: "Weekly until December 24, 1997", start: "19970902T090000", rules: ["FREQ=WEEKLY;UNTIL=19971224T000000Z"],
        expected: on(1997, 9, [2, 9, 16, 23, 30]) + on(1997, 10, [7, 14, 21, 28]) + on(1997, 11, [4, 11, 18, 25])
            + on(1997, 12, [2, 9, 16, 23]), finite: true),
    RFCExample(
        name: "Every other week - forever", start: "19970902T090000", rules: ["FREQ=WEEKLY;INTERVAL=2;WKST=SU"],
        expected: on(1997, 9, [2, 16, 30]) + on(1997, 10, [14, 28]) + on(1997, 11, [11, 25]) + on(1997, 12, [9, 23])
            + on(1998, 1, [6, 20]) + on(1998, 2, [3, 17]), finite: false),
    RFCExample(
        name: "Weekly on Tuesday and Thursday for five weeks", start: "19970902T090000",
        rules: ["FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH", "FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH"],
        expected: on(1997, 9, [2, 4, 9, 11, 16, 18, 23, 25, 30]) + on(1997, 10, [2]), finite: true),
    RFCExample(
        name: "Every other week on Monday, Wednesday, and Friday until December 24, 1997", start: "19970901T090000",
        rules: ["FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR"],
        expected: on(1997, 9, [1, 3, 5, 15, 17, 19, 29]) + on(1997, 10, [1, 3, 13, 15, 17, 27, 29, 31])
            + on(1997, 11, [10, 12, 14, 24, 26, 28]) + on(1997, 12, [8, 10, 12, 22]), finite: true),
    RFCExample(
        name: "Every other week on Tuesday and Thursday, for 8 occurrences", start: "19970902T090000",
        rules: ["FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH"],
        expected: on(1997, 9, [2, 4, 16, 18, 30]) + on(1997, 10, [2, 14, 16]), finite: true),
]

/// Monthly examples.
let rfcExamplesMonthly: [RFCExample] = [
    RFCExample(
        name: "Monthly on the first Friday for 10 occurrences", start: "19970905T090000",
        rules: ["FREQ=MONTHLY;COUNT=10;BYDAY=1FR"],
        expected: on(1997, 9, [5]) + on(1997, 10, [3]) + on(1997, 11, [7]) + on(1997, 12, [5]) + on(1998, 1, [2])
            + on(1998, 2, [6]) + on(1998, 3, [6]) + on(1998, 4, [3]) + on(1998, 5, [1]) + on(1998, 6, [5]), finite: true),
    RFCExample(
        name: "Monthly on the first Friday until December 24, 1997", start: "19970905T090000",
        rules: ["FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR"],
        expected: on(1997, 9, [5]) + on(1997, 10, [3]) + on(1997, 11, [7]) + on(1997, 12, [5]), finite: true),
    RFCExample(
        name: "Every other month on the first and last Sunday of the month for 10 occurrences", start: "19970907T090000",
        rules: ["FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU"],
        expected: on(1997, 9, [7, 28]) + on(1997, 11, [2, 30]) + on(1998, 1, [4, 25]) + on(1998, 3, [1, 29])
            + on(1998, 5, [3, 31]), finite: true),
    RFCExample(
        name: "Monthly on the second-to-last Monday of the month for 6 months", start: "19970922T090000",
        rules: ["FREQ=MONTHLY;COUNT=6;BYDAY=-2MO"],
        expected: on(1997, 9, [22]) + on(1997, 10, [20]) + on(1997, 11, [17]) + on(1997, 12, [22]) + on(1998, 1, [19])
            + on(1998, 2, [16]), finite: true),
    RFCExample(
        name: "Monthly on the third-to-the-last day of the month, forever", start: "19970928T090000",
        rules: ["FREQ=MONTHLY;BYMONTHDAY=-3"],
        expected: on(1997, 9, [28]) + on(1997, 10, [29]) + on(1997, 11, [28]) + on(1997, 12, [29]) + on(1998, 1, [29])
            + on(1998, 2, [26]), finite: false),
    RFCExample(
        name: "Monthly on the 2nd and 15th of the month for 10 occurrences", start: "19970902T090000",
        rules: ["FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15"],
        expected: on(1997, 9, [2, 15]) + on(1997, 10, [2, 15]) + on(1997, 11, [2, 15]) + on(1997, 12, [2, 15])
            + on(1998, 1, [2, 15]), finite: true),
    RFCExample(
        name: "Monthly on the first and last day of the month for 10 occurrences", start: "19970930T090000",
        rules: ["FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1"],
        expected: on(1997, 9, [30]) + on(1997, 10, [1, 31]) + on(1997, 11, [1, 30]) + on(1997, 12, [1, 31])
            + on(1998, 1, [1, 31]) + on(1998, 2, [1]), finite: true),
    RFCExample(
        name: "Every 18 months on the 10th thru 15th of the month for 10 occurrences", start: "19970910T090000",
        rules: ["FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15"],
        expected: on(1997, 9, Array(10...15)) + on(1999, 3, Array(10...13)), finite: true),
    RFCExample(
        name: "Every Tuesday, every other month", start: "19970902T090000", rules: ["FREQ=MONTHLY;INTERVAL=2;BYDAY=TU"],
        expected: on(1997, 9, [2, 9, 16, 23, 30]) + on(1997, 11, [4, 11, 18, 25]) + on(1998, 1, [6, 13, 20, 27])
            + on(1998, 3, [3, 10, 17, 24, 31]), finite: false),
    RFCExample(
        name: "Every Friday the 13th, forever", start: "19970902T090000", rules: ["FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13"],
        extra: ["EXDATE;TZID=America/New_York:19970902T090000"],
        expected: on(1998, 2, [13]) + on(1998, 3, [13]) + on(1998, 11, [13]) + on(1999, 8, [13]) + on(2000, 10, [13]),
        finite: false),
    RFCExample(
        name: "The first Saturday that follows the first Sunday of the month, forever", start: "19970913T090000",
        rules: ["FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13"],
        expected: on(1997, 9, [13]) + on(1997, 10, [11]) + on(1997, 11, [8]) + on(1997, 12, [13]) + on(1998, 1, [10])
            + on(1998, 2, [7]) + on(1998, 3, [7]) + on(1998, 4, [11]) + on(1998, 5, [9]) + on(1998, 6, [13]), finite: false),
    RFCExample(
        name: "The third instance into the month of one of Tuesday, Wednesday, or Thursday, for the next 3 months",
        start: "19970904T090000", rules: ["FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3"],
        expected: on(1997, 9, [4]) + on(1997, 10, [7]) + on(1997, 11, [6]), finite: true),
    RFCExample(
        name: "The second-to-last weekday of the month", start: "19970929T090000",
        rules: ["FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2"],
        expected: on(1997, 9, [29]) + on(1997, 10, [30]) + on(1997, 11, [27]) + on(1997, 12, [30]) + on(1998, 1, [29])
            + on(1998, 2, [26]) + on(1998, 3, [30]), finite: false),
    RFCExample(
        name: "An example where an invalid date (i.e., February 30) is ignored", start: "20070115T090000",
        rules: ["FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5"],
        expected: on(2007, 1, [15, 30]) + on(2007, 2, [15]) + on(2007, 3, [15, 30]), finite: true),
]
