import AppleFormats
import Foundation
import XCTest

@testable import ShortcutImport

/// Toolbox Pro's Create Images From Text → Make Image from Text: every key of the intent
/// definition (the Open-Jellycore compiler's `CreateTextImageParameter`), both input types and
/// every value of its alignment and line break enums.
final class ToolboxProTextImageTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()
    static let identifier = "com.alexhay.ToolboxProForShortcuts.CreateTextImageIntent"

    func imported(_ parameters: PropertyList) throws -> [String] {
        helper.written(try helper.importActions([helper.action(Self.identifier, parameters)]))
    }

    func testEveryKeyMaps() throws {
        XCTAssertEqual(
            try imported([
                "inputType": "PlainText", "text": .array(["one", "two"]), "richText": "ignored", "font": "Avenir-Heavy",
                "fontSize": "40", "textColour": "ff0000", "backgroundColour": "fff4e6", "transparentBG": false,
                "alignment": "left", "autoSize": false, "width": "300", "height": "200", "paddingLeft": "5", "paddingRight": "6",
                "paddingTop": "7", "paddingBottom": "8", "scaleToFit": true, "lineLimit": true, "lineCount": 4.0,
                "addShadow": true, "shadowColour": "000000", "xOffset": "3", "yOffset": "-2", "lineBreak": "WrapChar",
                "Show-text": true,
            ]),
            [
                ##"{"action": "image.text", "parameters": {"text": ["one", "two"], "font": "Avenir-Heavy", "fontSize": 40, "textColour": "ff0000", "backgroundColour": "fff4e6", "transparentBackground": false, "alignment": "Left", "autoSize": false, "width": 300, "height": 200, "paddingLeft": 5, "paddingRight": 6, "paddingTop": 7, "paddingBottom": 8, "scaleToFit": true, "lineLimit": true, "lineCount": 4, "addShadow": true, "shadowColour": "000000", "xOffset": 3, "yOffset": -2, "lineBreak": "Wrap Characters"}}"##
            ])
    }

    func testInputTypesChooseTheTextOrTheRichText() throws {
        XCTAssertEqual(
            try imported(["inputType": "RichText", "richText": "styled", "text": .array(["plain"])]),
            [#"{"action": "image.text", "parameters": {"text": "styled"}}"#])
        XCTAssertEqual(
            try imported(["text": .array(["plain"]), "richText": "styled"]),
            [#"{"action": "image.text", "parameters": {"text": ["plain"]}}"#])
        XCTAssertEqual(try imported([:]), [#"{"action": "image.text"}"#])
    }

    func testEveryAlignmentAndLineBreakMaps() throws {
        for (theirs, ours) in [("centre", "Center"), ("justified", "Justified"), ("left", "Left"), ("right", "Right")] {
            XCTAssertEqual(
                try imported(["alignment": .string(theirs)]),
                [#"{"action": "image.text", "parameters": {"alignment": "\#(ours)"}}"#])
        }
        let modes = [
            ("WrapWord", "Wrap Words"), ("WrapChar", "Wrap Characters"), ("ClipText", "Clip"), ("TruncateHead", "Truncate Head"),
            ("TruncateTail", "Truncate Tail"), ("TruncateMiddle", "Truncate Middle"),
        ]
        for (theirs, ours) in modes {
            XCTAssertEqual(
                try imported(["lineBreak": .string(theirs)]),
                [#"{"action": "image.text", "parameters": {"lineBreak": "\#(ours)"}}"#])
        }
    }

    /// A text field's token string without variables is the same value as the plain string
    /// (Apple writes a text field either way), for an intent's enum as for its mode.
    func testATokenStringWithoutVariablesIsItsText() throws {
        let token: (String) -> PropertyList = {
            ["WFSerializationType": "WFTextTokenString", "Value": ["string": .string($0)]]
        }
        XCTAssertEqual(
            try imported(["alignment": token("centre"), "lineBreak": token("TruncateTail")]),
            [#"{"action": "image.text", "parameters": {"alignment": "Center", "lineBreak": "Truncate Tail"}}"#])
        XCTAssertEqual(
            try imported(["inputType": token("RichText"), "richText": "styled"]),
            [#"{"action": "image.text", "parameters": {"text": "styled"}}"#])
    }

    /// A mode given by a variable, or a mode of a kind no mode is written as, is named as such.
    func testAModeByVariableOrOfAnotherKindIsNamed() throws {
        let variable: PropertyList = [
            "WFSerializationType": "WFTextTokenAttachment", "Value": ["Type": "Variable", "VariableName": "Mode"],
        ]
        let byVariable = try helper.importActions([helper.action(Self.identifier, ["inputType": variable])])
        XCTAssertEqual(
            byVariable.document.actions[0].unsupported?.reason,
            "Toolbox Pro action: its inputType is chosen by a variable; it must be written in the file to import")
        let byNumber = try helper.importActions([helper.action(Self.identifier, ["inputType": 7])])
        XCTAssertEqual(
            byNumber.document.actions[0].unsupported?.reason, "Toolbox Pro action: its inputType '7' has no equivalent here")
    }

    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../ImagesTests/Fixtures/fonts").standardized.path

    func testTheImportedActionDrawsWithTheFontsFolder() throws {
        let fonts = Self.fonts
        let store = NSTemporaryDirectory() + "store-\(UUID().uuidString).json"
        let result = try helper.run(
            Self.identifier, ["text": .array(["HOC"]), "font": "ShortcutEngineTest-Regular", "fontSize": "10"], store: store,
            extra: ["--fonts", fonts, "--output-type", "json"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("Text"), result.out)
        XCTAssertEqual(result.err, "")
    }

    /// A name no font has warns, naming the font and `--fonts` (the face drawn with instead is
    /// the machine's default sans, or the test font when the machine has none: not compared).
    func testAnUnknownFontWarnsNamingTheFontsOption() throws {
        let store = NSTemporaryDirectory() + "store-\(UUID().uuidString).json"
        let result = try helper.run(
            Self.identifier, ["text": .array(["HOC"]), "font": "Papyrus"], store: store,
            extra: ["--fonts", Self.fonts, "--output-type", "json"])
        XCTAssertEqual(result.code, 0, result.err)
        let lines = result.err.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, result.err)
        XCTAssertTrue(
            lines.first?.hasPrefix(
                "warning: DOC: action 1 'Make Image from Text' (image.text), parameter 'font': no font named 'Papyrus' was found: drawing with "
            ) == true, result.err)
        XCTAssertEqual(
            lines.last,
            "hint: fonts are found by PostScript, full or family name in the font folders; pass --fonts DIR with a folder of TrueType fonts (.ttf, .ttc)"
        )
    }
}
