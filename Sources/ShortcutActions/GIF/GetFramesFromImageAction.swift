import Foundation
import Images
import ShortcutEngine

/// Get Frames from Image: each frame of an animated GIF or WebP as a PNG (WFGetFramesFromImageAction).
public enum GetFramesFromImageAction: Action {
    static let image = Parameter<Value>(
        "image", wireKey: "WFImage", type: .any, summary: "The animated GIF or WebP (a still image gives itself).")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getframesfromimage", name: "Get Frames from Image",
        summary:
            "Splits animated GIFs and WebPs into their frames, each composited as the animation shows it and saved as 'NAME frame N.png'; a still image is passed on as it is.",
        category: "Images", parameters: [image], input: image, output: .produces(.list), outputName: "Frames from Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var frames: [Value] = []
        for item in (parameters.optional(Self.image) ?? .nothing).items {
            if case .nothing = item { continue }
            guard let file = MediaFile.reference(item) else {
                throw ActionFailure(PDFFailure.notImage(GetTextFromPDFAction.describe(item)), parameter: Self.image)
            }
            let data = try MediaFile.read(file, context: context, parameter: Self.image.key)
            let animation: Animation
            do {
                guard let decoded = try ImageDecoder.decodeAnimation(data) else {
                    _ = try MediaFile.image(data, name: file.name, context: context, parameter: Self.image.key)
                    frames.append(item)
                    continue
                }
                animation = decoded
            } catch let error as ImageError {
                throw ActionFailure(PDFFailure.image(error, name: file.name), parameter: Self.image)
            }
            for (index, frame) in animation.frames.enumerated() {
                let png: Data
                do { png = try PNG.encode(frame.pixels) } catch let error as ImageError {
                    throw ActionFailure(PDFFailure.image(error, name: file.name), parameter: Self.image)
                }
                frames.append(
                    try MediaFile.save(
                        [UInt8](png), name: "\(file.nameWithoutExtension) frame \(index + 1).png", what: "frame",
                        context: context, parameter: Self.image.key))
            }
        }
        guard !frames.isEmpty else {
            throw ActionFailure(PDFFailure.nothingToUse(action: "Get Frames from Image", needs: "image"), parameter: Self.image)
        }
        return .list(frames)
    }
}
