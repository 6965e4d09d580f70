import Foundation
import Images
import ShortcutEngine

/// Make GIF: an animated GIF of the input images (WFMakeGIFAction).
public enum MakeGIFAction: Action {
    /// The shortest frame delay Apple accepts (it raises anything shorter to it), in seconds.
    public static let shortestDelay = 0.01

    static let input = Parameter<Value>("input", wireKey: "WFInput", type: .any, summary: "The image files, one frame each.")
    static let delay = Parameter<Number>(
        "delay", wireKey: "WFMakeGIFActionDelayTime", label: "Seconds Per Photo",
        summary: "How long each frame shows, in seconds (at least 0.01).",
        default: 0.2, maximum: 655)
    static let loopForever = Parameter<Bool>(
        "loopForever", wireKey: "WFMakeGIFActionLoopEnabled", label: "Loop Forever",
        summary: "Whether the animation repeats without end.", default: true)
    static let loopCount = Parameter<Int>(
        "loops", wireKey: "WFMakeGIFActionLoopCount", label: "Loops",
        summary: "How many times the animation repeats after it first plays.",
        default: 1, minimum: 0, maximum: 65_535, parent: .init(loopForever, is: false))
    static let autoSize = Parameter<Bool>(
        "autoSize", wireKey: "WFMakeGIFActionAutoSize", label: "Auto Size",
        summary: "The GIF takes the first image's size; off: 'width' × 'height'.",
        default: true)
    static let width = Parameter<Int>(
        "width", wireKey: "WFMakeGIFActionManualSizeWidth", label: "Width", summary: "The GIF's width in pixels.", default: 320,
        minimum: 1,
        maximum: 65_535, parent: .init(autoSize, is: false))
    static let height = Parameter<Int>(
        "height", wireKey: "WFMakeGIFActionManualSizeHeight", label: "Height", summary: "The GIF's height in pixels.",
        default: 320, minimum: 1,
        maximum: 65_535, parent: .init(autoSize, is: false))

    public static let definition = ActionDefinition(
        "is.workflow.actions.makegif", name: "Make GIF",
        summary:
            "Makes an animated GIF, a frame per image (an animated GIF gives its first frame), each fitted to the GIF's size and centred on transparency.",
        category: "Images", parameters: [input, delay, loopForever, loopCount, autoSize, width, height], input: input,
        output: .produces(.file), outputName: "GIF")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var images: [(PixelBuffer, String)] = []
        for item in (parameters.optional(Self.input) ?? .nothing).items {
            if case .nothing = item { continue }
            guard let file = MediaFile.reference(item) else {
                throw ActionFailure(PDFFailure.notImage(GetTextFromPDFAction.describe(item)), parameter: Self.input)
            }
            let limit = ImageLimits.standard.maxFrames
            guard images.count < limit else {
                throw ActionFailure(PDFFailure.tooManyFrames(count: images.count + 1, limit: limit), parameter: Self.input)
            }
            let data = try MediaFile.read(file, context: context, parameter: Self.input.key)
            images.append(
                (try MediaFile.image(data, name: file.name, parameter: Self.input.key).pixels, file.nameWithoutExtension))
        }
        guard let first = images.first else {
            throw ActionFailure(PDFFailure.nothingToUse(action: "Make GIF", needs: "images"), parameter: Self.input)
        }
        let auto = try parameters[Self.autoSize]
        let size = auto ? (first.0.width, first.0.height) : (try parameters[Self.width], try parameters[Self.height])
        let total = size.0 * size.1 * images.count
        guard total <= ImageLimits.standard.maxPixels else {
            throw ActionFailure(
                PDFFailure.framesTooLarge(
                    count: images.count, width: size.0, height: size.1, limit: ImageLimits.standard.maxPixels),
                parameter: Self.input)
        }
        let seconds = max(shortestDelay, try parameters[Self.delay].double)
        let frames = try images.map { image, name in
            do {
                return Animation.Frame(pixels: try FrameFitting.fit(image, width: size.0, height: size.1), delay: seconds)
            } catch let error as ImageError {
                throw ActionFailure(PDFFailure.image(error, name: name), parameter: Self.input)
            }
        }
        let loops = try parameters[Self.loopForever] ? 0 : try parameters[Self.loopCount]
        let data: Data
        do {
            // Without Loop Forever, 0 repeats is a GIF with no loop extension: it plays once.
            data = try GIF.encode(frames, loopCount: loops == 0 && !(try parameters[Self.loopForever]) ? nil : loops)
        } catch let error as ImageError {
            throw ActionFailure(PDFFailure.image(error, name: first.1 + ".gif"), parameter: Self.input)
        }
        return try MediaFile.save([UInt8](data), name: first.1 + ".gif", what: "GIF", context: context, parameter: Self.input.key)
    }
}
