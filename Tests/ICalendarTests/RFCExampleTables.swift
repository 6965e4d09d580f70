// The yearly and sub-daily examples of RFC 5545 section 3.8.5.3, and the example of section 3.3.10.

/// Yearly examples.
let rfcExamplesYearly: [RFCExample] = [
    RFCExample(
        name: "Yearly in June and July for 10 occurrences", start: "19970610T090000", rules: ["FREQ=YEARLY;COUNT=10;BYMONTH=6,7"],
        expected: (1997...2001).flatMap { on($0, 6, [10]) + on($0, 7, [10]) }, finite: true),
    RFCExample(
        name: "Every other year on January, February, and March for 10 occurrences", start: "19970310T090000",
        rules: ["FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3"],
        expected: on(1997, 3, [10]) + [1999, 2001, 2003].flatMap { on($0, 1, [10]) + on($0, 2, [10]) + on($0, 3, [10]) },
        finite: true),
    RFCExample(
        name: "Every third year on the 1st, 100th, and 200th day for 10 occurrences", start: "19970101T090000",
        rules: ["FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200"],
        expected: on(1997, 1, [1]) + on(1997, 4, [10]) + on(1997, 7, [19]) + on(2000, 1, [1]) + on(2000, 4, [9])
            + on(2000, 7, [18]) + on(2003, 1, [1]) + on(2003, 4, [10]) + on(2003, 7, [19]) + on(2006, 1, [1]), finite: true),
    RFCExample(
        name: "Every 20th Monday of the year, forever", start: "19970519T090000", rules: ["FREQ=YEARLY;BYDAY=20MO"],
        expected: on(1997, 5, [19]) + on(1998, 5, [18]) + on(1999, 5, [17]), finite: false),
    RFCExample(
        name: "Monday of week number 20 (where the default start of the week is Monday), forever", start: "19970512T090000",
        rules: ["FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO"], expected: on(1997, 5, [12]) + on(1998, 5, [11]) + on(1999, 5, [17]),
        finite: false),
    RFCExample(
        name: "Every Thursday in March, forever", start: "19970313T090000", rules: ["FREQ=YEARLY;BYMONTH=3;BYDAY=TH"],
        expected: on(1997, 3, [13, 20, 27]) + on(1998, 3, [5, 12, 19, 26]) + on(1999, 3, [4, 11, 18, 25]), finite: false),
    RFCExample(
        name: "Every Thursday, but only during June, July, and August, forever", start: "19970605T090000",
        rules: ["FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8"],
        expected: on(1997, 6, [5, 12, 19, 26]) + on(1997, 7, [3, 10, 17, 24, 31]) + on(1997, 8, [7, 14, 21, 28])
            + on(1998, 6, [4, 11, 18, 25]) + on(1998, 7, [2, 9, 16, 23, 30]) + on(1998, 8, [6, 13, 20, 27])
            + on(1999, 6, [3, 10, 17, 24]) + on(1999, 7, [1, 8, 15, 22, 29]) + on(1999, 8, [5, 12, 19, 26]), finite: false),
    RFCExample(
        name: "Every 4 years, the first Tuesday after a Monday in November, forever (U.S. Presidential Election day)",
        start: "19961105T090000", rules: ["FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8"],
        expected: on(1996, 11, [5]) + on(2000, 11, [7]) + on(2004, 11, [2]), finite: false),
    // Section 3.3.10: "every Sunday in January at 8:30:00 AM and 9:30:00 AM, every other year".
    RFCExample(
        name: "Evaluating multiple BYxxx rule parts (section 3.3.10)", start: "19970105T083000",
        rules: ["FREQ=YEARLY;INTERVAL=2;BYMONTH=1;BYDAY=SU;BYHOUR=8,9;BYMINUTE=30"],
        expected: [5, 12, 19, 26].flatMap { at(1997, 1, $0, ["0830", "0930"]) }
            + [3, 10, 17, 24, 31].flatMap { at(1999, 1, $0, ["0830", "0930"]) }, finite: false),
]

/// Hourly, minutely and WKST examples.
let rfcExamplesTimes: [RFCExample] = [
    // The RFC lists 09:00, 12:00 and 15:00, but its UNTIL, 17:00 UTC, is 13:00 EDT, and UNTIL is an
    // inclusive bound on the start (section 3.3.10), so 15:00 EDT (19:00 UTC) lies past it.
    RFCExample(
        name: "Every 3 hours from 9:00 AM to 5:00 PM on a specific day", start: "19970902T090000",
        rules: ["FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z"], expected: at(1997, 9, 2, ["0900", "1200"]), finite: true),
    RFCExample(
        name: "The same with the UNTIL at 17:00 EDT (21:00 UTC)", start: "19970902T090000",
        rules: ["FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T210000Z"], expected: at(1997, 9, 2, ["0900", "1200", "1500"]),
        finite: true),
    RFCExample(
        name: "Every 15 minutes for 6 occurrences", start: "19970902T090000", rules: ["FREQ=MINUTELY;INTERVAL=15;COUNT=6"],
        expected: at(1997, 9, 2, ["0900", "0915", "0930", "0945", "1000", "1015"]), finite: true),
    RFCExample(
        name: "Every hour and a half for 4 occurrences", start: "19970902T090000", rules: ["FREQ=MINUTELY;INTERVAL=90;COUNT=4"],
        expected: at(1997, 9, 2, ["0900", "1030", "1200", "1330"]), finite: true),
    RFCExample(
        name: "Every 20 minutes from 9:00 AM to 4:40 PM every day", start: "19970902T090000",
        rules: [
            "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40",
            "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16",
        ],
        expected: [2, 3].flatMap { day in
            (9...16).flatMap { hour in ["00", "20", "40"].flatMap { at(1997, 9, day, [String(format: "%02d", hour) + $0]) } }
        }, finite: false),
    RFCExample(
        name: "An example where the days generated makes a difference because of WKST", start: "19970805T090000",
        rules: ["FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO"], expected: on(1997, 8, [5, 10, 19, 24]), finite: true),
    RFCExample(
        name: "changing only WKST from MO to SU, yields different results", start: "19970805T090000",
        rules: ["FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU"], expected: on(1997, 8, [5, 17, 19, 31]), finite: true),
]
