import AppleFormats
import Foundation
import ShortcutActions
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Parameter forms of actions we have that kept real files from importing (issue 11 item 3,
/// issue 12): Speak Text's voice settings, Open App's app picker, Get Battery Level's subject, Ask
/// for Input's typed default answers, Run as Administrator, Safari Reader, a stray `WFRepeatCount`,
/// Run Script over SSH, and the identifiers that need an Apple device or account.
final class ParameterFormImportTests: IsolatedTestCase {
    /// One action imported: what is written, or the reason it is kept unsupported.
    func imported(_ identifier: String, _ parameters: PropertyList) throws -> String {
        let result = try Probe.importActions([Probe.action(identifier, parameters)])
        if let unsupported = result.document.actions[0].unsupported { return "unsupported: " + unsupported.reason }
        return Probe.written(result)[0]
    }

    func testSpeakTextKeepsVoiceLanguageRateAndPitch() throws {
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.speaktext",
                [
                    "WFText": "Bonjour", "WFSpeakTextVoice": "com.apple.ttsbundle.Thomas-compact", "WFSpeakTextLanguage": "fr-FR",
                    "WFSpeakTextRate": 0.4, "WFSpeakTextPitch": 1.25, "WFSpeakTextWait": false,
                ]),
            #"{"action": "speaktext", "parameters": {"text": "Bonjour", "voice": "com.apple.ttsbundle.Thomas-compact", "language": "fr-FR", "rate": 0.4, "pitch": 1.25, "wait": false}}"#
        )
    }

    func testOpenAppReadsTheAppPicker() throws {
        let app: PropertyList = ["BundleIdentifier": "com.example.flight", "Name": "Flight", "TeamIdentifier": "ZF2SL76BTP"]
        XCTAssertEqual(
            try imported("is.workflow.actions.openapp", ["WFSelectedApp": app]),
            #"{"action": "openapp", "parameters": {"app": "com.example.flight"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.openapp", ["WFSelectedApp": ["Name": "Notes"]]),
            #"{"action": "openapp", "parameters": {"app": "Notes"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.openapp", ["WFSelectedApp": "com.example.plain"]),
            #"{"action": "openapp", "parameters": {"app": "com.example.plain"}}"#)
        // Both keys (what the app writes): the identifier key wins, the picker is consumed.
        XCTAssertEqual(
            try imported("is.workflow.actions.openapp", ["WFAppIdentifier": "com.example.own", "WFSelectedApp": app]),
            #"{"action": "openapp", "parameters": {"app": "com.example.own"}}"#)
    }

    /// A key the parameter table classes as only shaping the device or the editor is left out, as
    /// the table says: Vibrate Device's haptic pattern imported as unsupported before.
    func testKeysTheTableIgnoresAreLeftOut() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.vibrate", ["WFVibrateHapticType": "Up Direction"]), #"{"action": "vibrate"}"#)
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.ask", ["WFAskActionPrompt": "Name?", "WFAskActionImmediateDictation": true]),
            #"{"action": "ask", "parameters": {"prompt": "Name?"}}"#)
    }

    func testBatterySubjects() throws {
        for subject in ["Is Connected to Charger", "Is Charging", "Charge Limit", "Battery Level"] {
            XCTAssertEqual(
                try imported("is.workflow.actions.getbatterylevel", ["Subject": .string(subject)]),
                #"{"action": "getbatterylevel", "parameters": {"subject": ""# + subject + #""}}"#)
        }
    }

    func testAskForInputReadsEachTypesDefaultAnswer() throws {
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.ask", ["WFInputType": "URL", "WFAskActionDefaultAnswerURL": "https://example.org"]),
            #"{"action": "ask", "parameters": {"type": "URL", "default": "https://example.org"}}"#)
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.ask",
                [
                    "WFInputType": "Date", "WFAskActionDateGranularity": "Date and Time",
                    "WFAskActionDefaultAnswerDateAndTime": "2026-01-02 10:00",
                ]),
            #"{"action": "ask", "parameters": {"type": "Date and Time", "default": "2026-01-02 10:00"}}"#)
    }

    func testRunAsAdministratorMapsAndSafariReaderIsKept() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.runshellscript", ["Script": "id", "RunAsRoot": false]),
            #"{"action": "runshellscript", "parameters": {"script": "id", "runAsRoot": false}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.runshellscript", ["Script": "id", "RunAsRoot": true]),
            #"{"action": "runshellscript", "parameters": {"script": "id", "runAsRoot": true}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.showwebpage", ["WFURL": "https://example.org", "WFEnterSafariReader": true]),
            #"{"action": "showwebpage", "parameters": {"url": "https://example.org", "reader": true}}"#)
    }

    func testAStrayRepeatCountIsLeftOutOnlyWhereApplesRuntimeIgnoresIt() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.text.split", ["WFRepeatCount": 3, "WFTextSeparator": "Spaces"]),
            #"{"action": "text.split", "parameters": {"separator": "Spaces"}}"#)
        XCTAssertEqual(try imported("is.workflow.actions.text.combine", ["WFRepeatCount": 3]), #"{"action": "text.combine"}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.math", ["WFRepeatCount": 2, "WFMathOperand": 4]),
            #"{"action": "math", "parameters": {"operand": 4}}"#)
        XCTAssertEqual(try imported("is.workflow.actions.count", ["WFRepeatCount": 2]), #"{"action": "count"}"#)
        // Elsewhere a key Apple's definitions of the action do not name is ignored too (with an
        // import warning, ImportLeniencyTests), as Shortcuts ignores keys it does not know (issue 24).
        XCTAssertEqual(
            try imported("is.workflow.actions.gettext", ["WFTextActionText": "a", "WFRepeatCount": 2]),
            #"{"action": "gettext", "parameters": {"text": "a"}}"#)
    }

    func testRunScriptOverSSHImportsFromApplesKeys() throws {
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.runsshscript",
                [
                    "WFSSHHost": "build.example", "WFSSHPort": "2222", "WFSSHUser": "ci", "WFSSHAuthenticationType": "SSH Key",
                    "WFSSHScript": "make",
                ]),
            #"{"action": "runsshscript", "parameters": {"host": "build.example", "port": "2222", "user": "ci", "authentication": "SSH Key", "script": "make"}}"#
        )
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.runsshscript",
                ["WFSSHHost": "h", "WFSSHUser": "u", "WFSSHPassword": "secret", "WFSSHScript": "ls"]),
            #"{"action": "runsshscript", "parameters": {"host": "h", "user": "u", "password": "secret", "script": "ls"}}"#)
    }

    func testDeviceAndAccountActionsAreGroupedAsNeedingAnAppleDevice() {
        for short in [
            "setplaybackdestination", "splitscreen", "orientationlock.set", "flashlight", "wallpaper.set",
            "gettraveltime", "makespokenaudiofromtext", "readinglist", "cellulardata.set", "useractivity.open",
            "searchlocalbusinesses", "addmusictoupnext", "filter.notes", "exportsong", "createplaylist", "clearupnext",
            "appendnote",
            "safari.geturl", "file.reveal", "runextension", "lightroom.import", "imgur.upload",
            "wordpress.post", "tumblr.post", "evernote.new", "dropbox.savefile", "dropbox.open",
            // iOS 16–18 device settings and Apple apps' actions (Cherri's definitions).
            "nightshift.set", "truetone.set", "stagemanager.set", "lockscreen", "reboot", "posters.get",
            "getparkedcarlocation", "getpodcastsfromlibrary", "playpodcast",
            "giphy", "text.translate", "connecttoservers", "showinstore",
            // Apple's definitions still unbuilt (issue 24 item 3): each needs an app, an account or the device.
            "alarm.create", "alarm.toggle", "cloudapp.upload", "deskconnect.send", "detectlanguage",
            "filter.locations", "getepisodesforpodcast", "gethomeaccessorystate", "goodreader.open", "health.quantity.log",
            "health.workout.log", "ifttt", "makediskimage", "makevideofromgif", "movewindow", "openpasswords", "pinboard.add",
            "pinboard.get", "pocket.add", "pocket.get", "podcasts.subscribe",
            "properties.health.quantity", "properties.note", "properties.shazam", "properties.trello",
            "properties.ulysses.sheet", "reminders.showlist", "renamealbum", "resizewindow", "runscene",
            "showinblindsquare", "showlist", "slack.send", "spotlightsearch", "timer.start",
            "todoist.add", "trello.add.board", "trello.add.card", "trello.add.list", "trello.get", "venmo.pay",
            "venmo.request", "wunderlist.add",
        ] {
            XCTAssertEqual(UnsupportedCategory.of("is.workflow.actions." + short), .needsAppleDevice, short)
        }
        // What could run here stays "not built yet" when the registry is not asked: Get Details of
        // iTunes Artist (no public definition lists an artist's details).
        for short in [
            "searchitunes", "gettypeaction", "rss.extract", "splitpdf", "correctspelling", "properties.itunesartist",
        ] {
            XCTAssertEqual(UnsupportedCategory.of("is.workflow.actions." + short), .notBuiltYet, short)
        }
        XCTAssertEqual(
            ShortcutMapper.unsupportedReason("is.workflow.actions.dropbox.savefile"),
            "Apple-only: other apps, accounts and Apple's services (Dropbox, Evernote, Giphy, Imgur, Translate, Tumblr, WordPress …)"
        )
        XCTAssertEqual(
            ShortcutMapper.unsupportedReason("is.workflow.actions.properties.itunesartist"),
            "no equivalent in this engine yet: properties.itunesartist")
        // Built this round from Apple's definitions: in the registry, so never kept unsupported.
        for short in ["generatebarcode", "addframetogif", "filter.articles"] {
            XCTAssertNotNil(BuiltinActions.registry.action(for: "is.workflow.actions." + short), short)
        }
    }

    /// A variable right after `{` or backslashes (JSON in text, Windows paths): the literal is
    /// escaped so it reads back as written, and the run prints the characters.
    func testAVariableAfterABraceOrBackslashesKeepsTheLiteral() throws {
        func text(_ string: String, at location: Int) -> PropertyList {
            let attachment: PropertyList = ["Type": "Variable", "VariableName": "name"]
            let ranges = PlistDictionary([(key: "{\(location), 1}", value: attachment)])
            return [
                "Value": ["string": .string(string), "attachmentsByRange": .dictionary(ranges)],
                "WFSerializationType": "WFTextTokenString",
            ]
        }
        let cases: [(String, Int, String)] = [
            ("{\u{FFFC}}", 1, "{Ada}"), ("C:\\\u{FFFC}", 3, "C:\\Ada"), ("a\\\\\u{FFFC} {{b}}", 3, "a\\\\Ada {{b}}"),
            ("{{\u{FFFC}}}", 2, "{{Ada}}"),
        ]
        for (string, location, expected) in cases {
            let result = try Probe.importActions([
                Probe.action("is.workflow.actions.setvariable", ["WFVariableName": "name", "WFInput": "Ada"]),
                Probe.action("is.workflow.actions.gettext", ["WFTextActionText": text(string, at: location)]),
            ])
            XCTAssertNil(result.document.actions[1].unsupported, "\(Probe.written(result))")
            XCTAssertEqual(try Probe.run(result.document), expected + "\n", string)
        }
    }
}
