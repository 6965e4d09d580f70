/// Automator's image actions, mapped to the image actions (Scale, Change Type, Crop, Rotate,
/// Flip Images). Automator changes the files in place; the mapped actions write new files to the
/// run's download folder and pass them on (docs/import.md). Codes as the real workflows show
/// them (docs/import.md §4): an unknown code keeps the action unsupported.
extension AutomatorMappings {
    static let images: [AutomatorMapping] = [
        // Scale Images: `scaleMethod` 0 fits the longest side to `sizeValue` pixels, 1 scales by `percentageValue`.
        AutomatorMapping(
            "com.apple.Automator.ScaleImage", target: "image.resize",
            parameters: [
                .modes(
                    key: "scaleMethod", parameter: "mode",
                    [
                        AutomatorMode(0, "Longest Edge", [.set("length", .integer("sizeValue", default: 480))]),
                        AutomatorMode(1, "Percentage", [.set("percentage", .integer("percentageValue", default: 100))]),
                    ])
            ]),
        AutomatorMapping(
            "com.apple.Automator.ChangeImageType", target: "image.convert",
            parameters: [
                // The type's name as Automator shows it (JPEG, PNG, TIFF, BMP…); Convert Image names a type it cannot write.
                .set("format", .text("imageType"))
            ]),
        // Crop Images: `cropMethod` 0 crops to `targetWidth` × `targetHeight` about the centre.
        AutomatorMapping(
            "com.apple.Automator.CropImages", target: "image.crop",
            parameters: [
                .set("position", .code("cropMethod", [0: "Center"])), .set("width", .integer("targetWidth", default: 100)),
                .set("height", .integer("targetHeight", default: 100)),
            ]),
        // Rotate Images: `rotationAngle` in degrees clockwise (90 right, 270 left, 180).
        AutomatorMapping(
            "com.apple.Automator.RotateImage", target: "image.rotate",
            parameters: [.set("degrees", .integer("rotationAngle", default: 90))]),
        AutomatorMapping(
            "com.apple.Automator.FlipImage", target: "image.flip",
            parameters: [.set("direction", .code("flipIndicator", [0: "Horizontal", 1: "Vertical"]))]),
        // Pad Images: none of the saved workflows the parameter table was read from uses it, so its
        // keys are unknown; the edit itself is org.shortcutengine.image.pad.
        AutomatorMapping(
            "com.apple.Automator.PadImage", "com.apple.Automator.PadImages", target: nil,
            plan: "image padding (its parameter keys are unknown: use org.shortcutengine.image.pad)"),
    ]
}
