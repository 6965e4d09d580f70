import AppleFormats
import Foundation
import XCTest

@testable import ShortcutImport

/// Apple's Overlay Text imports as itself: every key of Shortcuts 10.0's definition and every
/// choice of its position, sizing and alignment; the font picker's dictionary is kept.
final class OverlayTextImportTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()

    func imported(_ parameters: PropertyList) throws -> [String] {
        helper.written(try helper.importActions([helper.action("is.workflow.actions.overlaytext", parameters)]))
    }

    func testEveryKeyImports() throws {
        XCTAssertEqual(
            try imported([
                "WFText": "Hi", "WFFont": ["WFFontDescriptorName": "Avenir-Heavy"], "WFSizingMethod": "Absolute",
                "WFFontSize": 40, "WFPercentageFontSize": 0.2, "WFTextPosition": "Custom Position", "WFTextX": 10,
                "WFPercentageTextX": 0.1, "WFTextY": 20, "WFPercentageTextY": 0.2, "WFTextOffset": 3,
                "WFPercentageTextOffset": 0.05,
                "WFTextAlignment": "Right", "WFTextRotation": "15", "WFTextOutlineEnabled": true, "WFTextStrokeWidth": 2,
                "WFPercentageTextStrokeWidth": 0.1, "WFTextBoxWidth": 300, "WFPercentageTextBoxWidth": 0.8,
            ]),
            [
                ##"{"action": "overlaytext", "parameters": {"text": "Hi", "font": {"WFFontDescriptorName": "Avenir-Heavy"}, "sizing": "Absolute", "fontSize": 40, "fontShare": 0.2, "position": "Custom Position", "x": 10, "xShare": 0.1, "y": 20, "yShare": 0.2, "offset": 3, "offsetShare": 0.05, "alignment": "Right", "rotation": 15, "outline": true, "strokeWidth": 2, "strokeShare": 0.1, "boxWidth": 300, "boxShare": 0.8}}"##
            ])
    }

    func testEveryChoiceImports() throws {
        let positions = [
            "Top Left", "Top Center", "Top Right", "Middle Left", "Center", "Middle Right", "Bottom Left", "Bottom Center",
            "Bottom Right", "Custom Position",
        ]
        for position in positions {
            XCTAssertEqual(
                try imported(["WFTextPosition": .string(position)]),
                [#"{"action": "overlaytext", "parameters": {"position": "\#(position)"}}"#])
        }
        for sizing in ["Proportional", "Absolute"] {
            XCTAssertEqual(
                try imported(["WFSizingMethod": .string(sizing)]),
                [#"{"action": "overlaytext", "parameters": {"sizing": "\#(sizing)"}}"#])
        }
        for alignment in ["Left", "Center", "Right"] {
            XCTAssertEqual(
                try imported(["WFTextAlignment": .string(alignment)]),
                [#"{"action": "overlaytext", "parameters": {"alignment": "\#(alignment)"}}"#])
        }
    }
}
