import AppleFormats
import Foundation
import XCTest

@testable import ShortcutImport

/// Issue 24, item 2: Apple's migrations, each from a minimal document of the old form, saved by a
/// client older than the migration's (`WFWorkflowClientVersion`). A file saved by a newer client
/// is left as it is. Sources: the decompiled WorkflowKit classes named in each migration's file.
final class MigrationTests: AppleFileTestCase {
    let now = ["--now", "2026-01-02T10:00:00Z", "--tz", "UTC"]

    /// The imported document (JSON text) and the report.
    func imported(_ path: String) -> (document: String, report: String) {
        let result = run(["import", path])
        XCTAssertEqual(result.code, 0, result.err)
        return (result.out, result.err)
    }

    func version(_ text: String) -> [String: PropertyList] { ["WFWorkflowClientVersion": .string(text)] }

    func testClientVersionsCompareNumberByNumber() {
        XCTAssertLessThan(ClientVersion("788"), ClientVersion("900"))
        XCTAssertLessThan(ClientVersion("900"), ClientVersion("1146.14"))
        XCTAssertLessThan(ClientVersion("1146.9"), ClientVersion("1146.14"))
        XCTAssertEqual(ClientVersion("900"), ClientVersion("900.0"))
        XCTAssertFalse(ClientVersion("1106") < ClientVersion("1106"))
        XCTAssertNil(ClientVersion.of(" "))
    }

    // WFChangeCaseMigration (before 142)

    func testWorkflowsCapitalizeIsCapitalizeEveryWord() throws {
        let path = try shortcut(
            "old.wflow",
            [
                action("gettext", ["WFTextActionText": "hello old world"]),
                action("text.changecase", ["WFCaseType": "Capitalize"]), action("showresult"),
            ],
            root: version("130"))
        let result = imported(path)
        XCTAssertTrue(
            result.document.contains(#"{"action": "text.changecase", "parameters": {"case": "Capitalize Every Word"}}"#),
            result.document)
        XCTAssertTrue(result.report.contains("  migrated as Shortcuts does: WFChangeCaseMigration (1 action)\n"), result.report)
        XCTAssertEqual(run(["run", path] + now).out, "Hello Old World\n")
    }

    func testANewerFileIsNotMigratedAndItsOlderKeysAreIgnoredAsShortcutsIgnoresThem() throws {
        // Saved by 900: Shortcuts never migrates it, and Round Number no longer reads the old keys,
        // so it rounds to its default place, the ones.
        let path = try shortcut(
            "new.shortcut",
            [
                action("number", ["WFNumberActionNumber": 3.14159]),
                action("round", ["WFRoundType": "Right of Decimal", "WFRoundDecimalPlaces": 2]), action("showresult"),
            ],
            root: version("900"))
        let result = imported(path)
        XCTAssertFalse(result.report.contains("migrated"), result.report)
        XCTAssertFalse(result.document.contains("Hundredths"), result.document)
        for key in ["WFRoundType", "WFRoundDecimalPlaces"] {
            XCTAssertTrue(
                result.report.contains(
                    "action 2 (is.workflow.actions.round): \(key) is an older form that Shortcuts rewrites (WFRoundNumberActionMigration) when it opens a file saved before client 900; here it was not rewritten, so Shortcuts ignores it, and so does import\n"
                ), result.report)
        }
        XCTAssertEqual(run(["run", path] + now).out, "3\n")
    }

    func testEachMigrationsOlderKeysInANewerFileAreIgnored() throws {
        let cases: [(action: PropertyList, key: String, migration: String, before: String)] = [
            (
                action("gettimebetweendates", ["WFTimeUntilReferenceDate": "Right Now"]), "WFTimeUntilReferenceDate",
                "WFTimeUntilActionMigration", "900"
            ),
            (
                action("gettimebetweendates", ["WFTimeUntilCustomDate": "2020-01-01"]), "WFTimeUntilCustomDate",
                "WFTimeUntilActionMigration", "900"
            ),
            (
                action("weather.currentconditions", ["WFWeatherLocation": "Current Location"]), "WFWeatherLocation",
                "WFLocationParameterMigration", "900"
            ),
            (
                action("weather.forecast", ["WFWeatherLocation": "Custom Location"]), "WFWeatherLocation",
                "WFLocationParameterMigration", "900"
            ),
            (action("exit", ["WFResult": "done"]), "WFResult", "WFOutputActionMigration", "1123"),
        ]
        for (index, item) in cases.enumerated() {
            let path = try shortcut("new\(index).shortcut", [item.action], root: version("2302.0.4"))
            let result = imported(path)
            XCTAssertTrue(
                result.report.contains(
                    "): \(item.key) is an older form that Shortcuts rewrites (\(item.migration)) when it opens a file saved before client \(item.before); here it was not rewritten, so Shortcuts ignores it, and so does import\n"
                ), result.report)
            XCTAssertTrue(result.report.contains("1 actions: 1 mapped, 0 kept unsupported\n"), result.report)
            XCTAssertFalse(result.document.contains(item.key), result.document)
        }
    }

    // WFConditionalOperatorMigration (before 900)

    func testAnIOS12ConditionByNameBecomesItsCodeAndTestsThePreviousOutput() throws {
        let path = try shortcut(
            "old.shortcut",
            [
                action("number", ["WFNumberActionNumber": 7]),
                action(
                    "conditional",
                    ["GroupingIdentifier": "G", "WFControlFlowMode": 0, "WFCondition": "Is Greater Than", "WFNumberValue": 5]),
                action("gettext", ["WFTextActionText": "more"]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 1]),
                action("gettext", ["WFTextActionText": "less"]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 2]),
                action("showresult"),
            ], root: version("700"))
        let result = imported(path)
        XCTAssertTrue(result.document.contains(#""condition": "is greater than""#), result.document)
        XCTAssertTrue(result.report.contains("WFConditionalOperatorMigration (1 action)"), result.report)
        XCTAssertEqual(run(["run", path] + now).out, "more\n")
    }

    func testAnIOS12IfWithoutAConditionIsContains() throws {
        let path = try shortcut(
            "old.shortcut",
            [
                action("gettext", ["WFTextActionText": "a pot of tea"]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 0, "WFConditionalActionString": "tea"]),
                action("gettext", ["WFTextActionText": "found"]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 2]),
                action("showresult"),
            ], root: version("788"))
        XCTAssertTrue(imported(path).document.contains(#""condition": "contains""#))
        XCTAssertEqual(run(["run", path] + now).out, "found\n")
    }

    // WFRoundNumberActionMigration (before 900)

    func testRoundRightOfTheDecimalIsANamedPlace() throws {
        let path = try shortcut(
            "old.shortcut",
            [
                action("number", ["WFNumberActionNumber": 3.14159]),
                action("round", ["WFRoundType": "Right of Decimal", "WFRoundDecimalPlaces": 2]), action("showresult"),
            ], root: version("700"))
        XCTAssertTrue(imported(path).document.contains(#""to": "Hundredths""#))
        XCTAssertEqual(run(["run", path] + now).out, "3.14\n")
    }

    func testRoundLeftOfTheDecimalIsATensPlace() throws {
        let path = try shortcut(
            "old.shortcut",
            [
                action("number", ["WFNumberActionNumber": 1234]),
                action("round", ["WFRoundType": "Left of Decimal", "WFRoundDecimalPlaces": 2]), action("showresult"),
            ],
            root: version("754.2"))
        XCTAssertTrue(imported(path).document.contains(#""to": "Hundreds""#))
        XCTAssertEqual(run(["run", path] + now).out, "1200\n")
    }

    func testRoundPastTheNamedPlacesIsAPowerOfTen() throws {
        let path = try shortcut(
            "old.shortcut",
            [
                action("number", ["WFNumberActionNumber": "3.14159265358979"]),
                action("round", ["WFRoundType": "Right of Decimal", "WFRoundDecimalPlaces": 8]), action("showresult"),
            ], root: version("700"))
        XCTAssertTrue(imported(path).document.contains(#""to": "Power of Ten", "power": -8"#))
        XCTAssertEqual(run(["run", path] + now).out, "3.14159265\n")
        let left = try shortcut(
            "left.shortcut",
            [
                action("number", ["WFNumberActionNumber": 123_456_789_012]),
                action("round", ["WFRoundType": "Left of Decimal", "WFRoundDecimalPlaces": 9]), action("showresult"),
            ], root: version("700"))
        XCTAssertEqual(run(["run", left] + now).out, "123000000000\n")
    }

    // WFTimeUntilActionMigration (before 900)

    func testTimeUntilAnOtherDateIsTheFromDate() throws {
        let path = try shortcut(
            "old.shortcut",
            [
                action(
                    "gettimebetweendates",
                    [
                        "WFInput": "2026-01-03T00:00:00Z", "WFTimeUntilReferenceDate": "Other",
                        "WFTimeUntilCustomDate": "2026-01-01T00:00:00Z", "WFTimeUntilUnit": "Days",
                    ]),
                action("showresult"),
            ], root: version("788"))
        let result = imported(path)
        XCTAssertTrue(result.document.contains(#""start": "2026-01-01T00:00:00Z""#), result.document)
        XCTAssertEqual(run(["run", path] + now).out, "2\n")
    }

    func testTimeUntilRightNowIsTheCurrentDate() throws {
        let path = try shortcut(
            "old.shortcut",
            [
                action(
                    "gettimebetweendates",
                    ["WFInput": "2026-01-04T10:00:00Z", "WFTimeUntilReferenceDate": "Right Now", "WFTimeUntilUnit": "Days"]),
                action("showresult"),
            ],
            root: version("788"))
        XCTAssertTrue(imported(path).document.contains(#""start": "{{Current Date}}""#))
        XCTAssertEqual(run(["run", path] + now).out, "2\n")
    }

    // WFLocationParameterMigration (before 900)

    func testAnIOS12WeatherAtCurrentLocationIsTheSerializedCurrentLocation() throws {
        let path = try shortcut(
            "old.shortcut",
            [
                action(
                    "weather.currentconditions", ["WFWeatherLocation": "Current Location", "WFWeatherCustomLocation": "Paris"]),
                action("weather.forecast", ["WFWeatherLocation": "Custom Location", "WFWeatherCustomLocation": "Cupertino, CA"]),
                action("gettraveltime", ["WFGetDirectionsFrom": "Current Location"]),
            ], root: version("788"))
        let result = imported(path)
        XCTAssertTrue(
            result.document.contains(
                #"{"action": "weather.currentconditions", "parameters": {"location": {"isCurrentLocation": true}}}"#),
            result.document)
        XCTAssertTrue(
            result.document.contains(#"{"action": "weather.forecast", "parameters": {"location": "Cupertino, CA"}}"#),
            result.document)
        XCTAssertTrue(result.document.contains(#""WFGetDirectionsCustomLocation": {"isCurrentLocation": true}"#), result.document)
        XCTAssertFalse(result.document.contains("WFWeatherLocation"), result.document)
        XCTAssertTrue(
            result.report.contains("  migrated as Shortcuts does: WFLocationParameterMigration (3 actions)\n"), result.report)
    }

    // WFAddNewReminderActionMigration (before 900)

    func testAnIOS12ReminderAlertBecomesIOS13s() throws {
        let path = try shortcut(
            "old.shortcut",
            [
                action(
                    "addnewreminder",
                    [
                        "WFCalendarItemTitle": "Milk", "WFCalendarItemAlert": true, "WFAlertTrigger": "At Location",
                        "WFAlertLocationProximity": "Leave", "WFAlertLocationRadius": 300, "WFAlertLocation": "Shop",
                    ]),
                action(
                    "addnewreminder",
                    [
                        "WFCalendarItemTitle": "Call", "WFCalendarItemAlert": true, "WFAlertTrigger": "At Time",
                        "WFAlertCustomTime": "2026-01-03 09:00",
                    ]),
                action("addnewreminder", ["WFCalendarItemTitle": "Plain", "WFCalendarItemAlert": false]),
            ], root: version("788"))
        let result = imported(path)
        XCTAssertTrue(
            result.document.contains(
                #"{"action": "addnewreminder", "parameters": {"place": "Shop", "title": "Milk", "alert": "Alert", "trigger": "When I Leave"}}"#
            ), result.document)
        XCTAssertTrue(
            result.document.contains(
                #"{"action": "addnewreminder", "parameters": {"alertTime": "2026-01-03 09:00", "title": "Call", "alert": "Alert", "trigger": "At Time"}}"#
            ), result.document)
        XCTAssertTrue(
            result.document.contains(#"{"action": "addnewreminder", "parameters": {"title": "Plain"}}"#), result.document)
        XCTAssertTrue(
            result.report.contains("  migrated as Shortcuts does: WFAddNewReminderActionMigration (3 actions)\n"), result.report)
        // iOS 13's radius is a quantity: read with its unit.
        let newer = try shortcut(
            "new.shortcut",
            [
                action(
                    "addnewreminder",
                    [
                        "WFAlertEnabled": "Alert", "WFAlertCondition": "When I Arrive", "WFAlertLocation": "Home",
                        "WFAlertLocationRadius": [
                            "Value": ["Magnitude": "2", "Unit": "km"], "WFSerializationType": "WFQuantityFieldValue",
                        ],
                    ])
            ], root: version("1146"))
        XCTAssertTrue(
            imported(newer).document.contains(
                #"{"action": "addnewreminder", "parameters": {"radius": 2, "radiusUnit": "km", "trigger": "When I Arrive", "alert": "Alert", "place": "Home"}}"#
            ), imported(newer).document)
    }

    // WFSaveFileMigration (before 1106)

    func testSaveFileToICloudDriveLosesTheServiceKey() throws {
        let path = try shortcut(
            "old.shortcut", [action("documentpicker.save", ["WFFileStorageService": "iCloud Drive", "WFAskWhereToSave": false])],
            root: version("1030"))
        let result = imported(path)
        XCTAssertTrue(result.document.contains(#"{"action": "documentpicker.save""#), result.document)
        XCTAssertFalse(result.document.contains("WFFileStorageService"), result.document)
    }

    func testSaveFileToDropboxIsDropboxsOwnAction() throws {
        let path = try shortcut(
            "old.shortcut", [action("documentpicker.save", ["WFFileStorageService": "Dropbox"])], root: version("1030"))
        XCTAssertTrue(imported(path).document.contains(#""action": "is.workflow.actions.dropbox.savefile", "unsupported""#))
    }

    // WFRepeatIndexVariableNameMigration (before 154)

    func testWorkflowsSecondRepeatIndexIsTheOutermostOne() throws {
        let path = try shortcut(
            "old.wflow",
            [
                action("repeat.count", ["GroupingIdentifier": "A", "WFControlFlowMode": 0, "WFRepeatCount": 1]),
                action("repeat.count", ["GroupingIdentifier": "A", "WFControlFlowMode": 2]),
                action("repeat.count", ["GroupingIdentifier": "B", "WFControlFlowMode": 0, "WFRepeatCount": 3]),
                action("getvariable", ["WFVariable": attached(variable("Repeat Index 2"))]),
                action("repeat.count", ["GroupingIdentifier": "B", "WFControlFlowMode": 2]),
                action("text.combine", ["WFTextSeparator": "Spaces"]),
                action("showresult"),
            ], root: version("150"))
        let result = imported(path)
        XCTAssertTrue(result.report.contains("WFRepeatIndexVariableNameMigration (1 action)"), result.report)
        XCTAssertEqual(run(["run", path] + now).out, "1 2 3\n")
    }

    // WFCurrentDateActionMigration (before 128)

    func testWorkflowsCurrentDateAndADateWithoutAModeTakeTheirMode() throws {
        let path = try shortcut(
            "old.wflow",
            [
                action("currentdate"), action("date", ["WFDateActionDate": .date(Date(timeIntervalSince1970: 1_425_202_200))]),
                action("date"),
            ],
            root: version("120"))
        let result = imported(path)
        XCTAssertTrue(result.report.contains("WFCurrentDateActionMigration (3 actions)"), result.report)
        XCTAssertTrue(result.document.contains(#"{"action": "date", "parameters": {"mode": "Current Date"}}"#), result.document)
        XCTAssertTrue(
            result.document.contains(
                #"{"action": "date", "parameters": {"date": "2015-03-01T09:30:00Z", "mode": "Specified Date"}}"#),
            result.document)
        // The named date is the output, not today (the Date action's default mode is Current Date).
        let run = run(
            [
                "run",
                try shortcut("one.wflow", [action("date", ["WFDateActionDate": "2015-03-01T09:30:00Z"])], root: version("120")),
            ] + now)
        XCTAssertEqual(run.out, "2015-03-01T09:30:00Z\n", run.err)
    }

    // WFCleanLinksMigration (before 128)

    func testWorkflowsCleanLinksIsExpandURL() throws {
        let result = try imported(
            shortcut("old.wflow", [action("com.smallpotatoes.evanston.cleanlinks")], root: version("101")))
        XCTAssertTrue(result.report.contains("WFCleanLinksMigration (1 action)"), result.report)
        XCTAssertTrue(result.document.contains(#"{"action": "url.expand"}"#), result.document)
    }

    // WFResizeToCropActionMigration (before 128)

    func testWorkflowsResizeWithCroppingBecomesAResizeThenACrop() throws {
        let path = try shortcut(
            "old.wflow",
            [
                action(
                    "image.resize",
                    [
                        "WFImageResizeWidth": "100", "WFImageResizeHeight": "50", "WFImageResizeCropEnabled": true,
                        "WFImageResizeCropX": 0, "WFImageResizeCropY": 0,
                    ]),
                action(
                    "image.resize",
                    [
                        "WFImageResizeWidth": "80", "WFImageResizeCropEnabled": 1, "WFImageResizeCropX": 10,
                        "WFImageResizeCropY": 4,
                    ]),
                action("image.resize", ["WFImageResizeWidth": "60", "WFImageResizeCropEnabled": false, "WFImageResizeCropX": 3]),
            ],
            root: version("120"))
        let result = imported(path)
        XCTAssertTrue(result.report.contains("WFResizeToCropActionMigration (3 actions)"), result.report)
        let lines = result.document.split(separator: "\n").filter { $0.contains(#""action": "image."#) }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        XCTAssertEqual(
            lines,
            [
                #"{"action": "image.resize", "parameters": {"height": "50", "width": "100"}},"#,
                // Top Left: the crop's x and y, which Apple reads only for Custom, are left out.
                #"{"action": "image.crop", "parameters": {"width": 100, "height": 50, "position": "Top Left"}},"#,
                #"{"action": "image.resize", "parameters": {"width": "80"}},"#,
                #"{"action": "image.crop", "parameters": {"width": 80, "position": "Custom", "x": 10, "y": 4}},"#,
                #"{"action": "image.resize", "parameters": {"width": "60"}}"#,
            ], result.document)
    }

    // WFPodcastSearchMigration (before 900)

    func testIOS12SearchITunesForPodcastsIsSearchPodcasts() throws {
        let result = try imported(
            shortcut(
                "old.shortcut",
                [
                    action("searchitunes", ["WFMediaType": "Podcasts", "WFSearchTerm": "swift", "WFItemLimit": 5]),
                    action("searchitunes", ["WFMediaType": "Music", "WFSearchTerm": "swift"]),
                ],
                root: version("800")))
        XCTAssertTrue(result.report.contains("WFPodcastSearchMigration (1 action)"), result.report)
        XCTAssertTrue(result.document.contains(#""action": "searchpodcasts""#), result.document)
        XCTAssertTrue(result.document.contains(#""action": "searchitunes""#), result.document)
    }

    // WFOutputActionMigration (before 1123)

    func testIOS13ExitWithAResultBecomesStopAndOutput() throws {
        let result = try imported(
            shortcut(
                "old.shortcut",
                [
                    action(
                        "exit",
                        ["WFResult": ["Value": ["Type": "ExtensionInput"], "WFSerializationType": "WFTextTokenAttachment"]])
                ],
                root: version("1000")))
        XCTAssertTrue(result.report.contains("WFOutputActionMigration (1 action)"), result.report)
        XCTAssertTrue(
            result.document.contains(#"{"action": "output", "parameters": {"output": "{{Shortcut Input}}"}}"#), result.document)
        let path = try shortcut(
            "old.shortcut",
            [
                action("gettext", ["WFTextActionText": "kept", "UUID": "T"]),
                action("exit", ["WFResult": ["Value": output("T", "Text"), "WFSerializationType": "WFTextTokenAttachment"]]),
                action("gettext", ["WFTextActionText": "never"]),
            ],
            root: version("1000"))
        XCTAssertEqual(run(["run", path] + now).out, "kept\n")
        // Saved by 1123 or later, Shortcuts leaves the key, which its Stop This Shortcut does not read.
        let newer = try imported(
            shortcut(
                "new.shortcut",
                [
                    action(
                        "exit",
                        ["WFResult": ["Value": ["Type": "ExtensionInput"], "WFSerializationType": "WFTextTokenAttachment"]])
                ], root: version("1123")))
        XCTAssertFalse(newer.report.contains("migrated"), newer.report)
    }
}
