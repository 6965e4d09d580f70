import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Automator's image actions map to the image actions (AutomatorImageMappings.swift), with the
/// parameter values real workflows hold (Scale Images to 1280 px, by 50 %, Rotate left, Flip).
final class AutomatorImageTests: IsolatedTestCase {
    func step(_ bundle: String, _ parameters: [String: PropertyList]) -> PropertyList {
        let values = PlistDictionary(parameters.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
        let action = PlistDictionary([
            (key: "BundleIdentifier", value: .string(bundle)), (key: "ActionName", value: "x"),
            (key: "ActionParameters", value: .dictionary(values)),
        ])
        return .dictionary(PlistDictionary([(key: "action", value: .dictionary(action))]))
    }

    func imported(_ steps: [PropertyList]) throws -> ImportResult {
        let document = PlistDictionary([(key: "AMApplicationBuild", value: "1"), (key: "actions", value: .array(steps))])
        return try Importer.importData(
            try PropertyList.dictionary(document).serialized(as: .xml), name: "A", file: "a.wflow", registry: Corpus.registry)
    }

    func written(_ result: ImportResult) -> [String] {
        result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) }
    }

    func testScaleRotateFlipCropAndChangeTypeMap() throws {
        let result = try imported([
            step(
                "com.apple.Automator.ScaleImage", ["percentageValue": 100, "scaleMethod": 0, "scaleValue": 0, "sizeValue": 1280]),
            step("com.apple.Automator.ScaleImage", ["percentageValue": 50, "scaleMethod": 1, "scaleValue": 0, "sizeValue": 480]),
            step("com.apple.Automator.RotateImage", ["rotationAngle": 270]),
            step("com.apple.Automator.FlipImage", ["flipIndicator": 0]),
            step("com.apple.Automator.CropImages", ["cropMethod": 0, "targetWidth": 300, "targetHeight": 200]),
            step("com.apple.Automator.ChangeImageType", ["imageType": "PNG"]),
        ])
        XCTAssertEqual(
            written(result),
            [
                #"{"action": "image.resize", "parameters": {"mode": "Longest Edge", "length": 1280}}"#,
                #"{"action": "image.resize", "parameters": {"mode": "Percentage", "percentage": 50}}"#,
                #"{"action": "image.rotate", "parameters": {"degrees": 270}}"#,
                #"{"action": "image.flip", "parameters": {"direction": "Horizontal"}}"#,
                #"{"action": "image.crop", "parameters": {"position": "Center", "width": 300, "height": 200}}"#,
                #"{"action": "image.convert", "parameters": {"format": "PNG"}}"#,
            ])
    }

    func testAnUnknownCodeOrPadImagesStaysUnsupported() throws {
        let result = try imported([
            step("com.apple.Automator.FlipImage", ["flipIndicator": 7]),
            step("com.apple.Automator.CropImages", ["cropMethod": 1, "targetWidth": 300, "targetHeight": 200]),
            step("com.apple.Automator.PadImage", ["padWidth": 10]),
        ])
        XCTAssertEqual(result.document.actions.map { $0.unsupported != nil }, [true, true, true])
        XCTAssertEqual(
            result.report.warnings,
            [
                "action 1 com.apple.Automator.FlipImage: flipIndicator = 7 cannot be expressed",
                "action 2 com.apple.Automator.CropImages: cropMethod = 1 cannot be expressed",
            ])
    }
}
