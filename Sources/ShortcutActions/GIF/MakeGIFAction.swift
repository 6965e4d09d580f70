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
        let images = try GIFAssembly.images(parameters.optional(Self.input), parameter: Self.input, context: context)
        // Apple's WFMakeGIFAction finishes with no GIF, and no error, when given no items.
        guard let first = images.first else { return .nothing }
        let auto = try parameters[Self.autoSize]
        let size = auto ? (first.0.width, first.0.height) : (try parameters[Self.width], try parameters[Self.height])
        try GIFAssembly.checkSize(count: images.count, width: size.0, height: size.1, parameter: Self.input)
        let seconds = max(shortestDelay, try parameters[Self.delay].double)
        let frames = try images.map { image, name in
            try GIFAssembly.frame(image, name: name, width: size.0, height: size.1, delay: seconds, parameter: Self.input)
        }
        let forever = try parameters[Self.loopForever]
        let loops = forever ? 0 : try parameters[Self.loopCount]
        // Without Loop Forever, 0 repeats is a GIF with no loop extension: it plays once.
        let loopCount = loops == 0 && !forever ? nil : loops
        return try GIFAssembly.save(frames, loopCount: loopCount, name: first.1 + ".gif", parameter: Self.input, context: context)
    }
}
