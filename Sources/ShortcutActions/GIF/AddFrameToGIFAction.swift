import Foundation
import Images
import ShortcutEngine

/// Add Frame to GIF (`addframetogif`, Apple's `WFAddFrameToGIFAction`): the image as a new last
/// frame of an animated GIF, or a new one-frame GIF when none is given.
public enum AddFrameToGIFAction: Action {
    static let image = Parameter<Value>(
        "image", wireKey: "WFImage", type: .any, summary: "The image (file) to add; several add a frame each.",
        required: true)
    static let gif = Parameter<Value>(
        "gif", wireKey: "WFInputGIF", label: "GIF", type: .any,
        summary: "The animated GIF to add to; without one a new GIF is made.")
    static let delay = Parameter<Number>(
        "delay", wireKey: "WFGIFDelayTime", label: "Delay Time",
        summary: "How long the new frame shows, in seconds (at least 0.01).", default: 0.25, maximum: 655)
    static let autoSize = Parameter<Bool>(
        "autoSize", wireKey: "WFGIFAutoSize", label: "Auto Size",
        summary: "The GIF keeps its size (a new one takes the image's); off: 'width' × 'height'.", default: true)
    static let width = Parameter<Int>(
        "width", wireKey: "WFGIFManualSizeWidth", label: "Width", summary: "The GIF's width in pixels.", default: 320,
        minimum: 1, maximum: 65_535, parent: .init(autoSize, is: false))
    static let height = Parameter<Int>(
        "height", wireKey: "WFGIFManualSizeHeight", label: "Height", summary: "The GIF's height in pixels.", default: 320,
        minimum: 1, maximum: 65_535, parent: .init(autoSize, is: false))

    public static let definition = ActionDefinition(
        "is.workflow.actions.addframetogif", name: "Add Frame to GIF",
        summary:
            "Adds the image as the last frame of the animated GIF (its frames, delays and loop count kept), fitted to the GIF's size and centred on transparency; without a GIF, makes a new one that loops forever. The result is a new GIF named after the GIF (or the image) in the run's download folder.",
        category: "Images", parameters: [image, gif, delay, autoSize, width, height], input: image,
        output: .produces(.file), outputName: "GIF")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let existing = try animation(parameters.optional(Self.gif), context: context)
        let added = try GIFAssembly.images(
            parameters.optional(Self.image), already: existing?.animation.frames.count ?? 0, parameter: Self.image,
            context: context)
        guard let first = added.first else {
            throw ActionFailure(PDFFailure.nothingToUse(action: "Add Frame to GIF", needs: "image"), parameter: Self.image)
        }
        let size: (Int, Int)
        if try parameters[Self.autoSize] {
            let pixels = existing?.animation.frames.first?.pixels ?? first.0
            size = (pixels.width, pixels.height)
        } else {
            size = (try parameters[Self.width], try parameters[Self.height])
        }
        let count = (existing?.animation.frames.count ?? 0) + added.count
        try GIFAssembly.checkSize(count: count, width: size.0, height: size.1, parameter: Self.image)
        let seconds = max(MakeGIFAction.shortestDelay, try parameters[Self.delay].double)
        var frames = try (existing?.animation.frames ?? []).map { frame in
            try GIFAssembly.frame(
                frame.pixels, name: existing?.name ?? "", width: size.0, height: size.1, delay: frame.delay, parameter: Self.gif)
        }
        for (pixels, name) in added {
            frames.append(
                try GIFAssembly.frame(pixels, name: name, width: size.0, height: size.1, delay: seconds, parameter: Self.image))
        }
        let stem = existing.map { ($0.name as NSString).deletingPathExtension } ?? first.1
        // A GIF made here loops forever, as Make GIF's default; one added to keeps its own count.
        let loopCount: Int? = existing == nil ? 0 : existing?.animation.loopCount
        return try GIFAssembly.save(frames, loopCount: loopCount, name: stem + ".gif", parameter: Self.image, context: context)
    }

    /// The GIF to add to, decoded, and its file name; nil when none is given.
    static func animation(_ value: Value?, context: ActionContext) throws -> (animation: Animation, name: String)? {
        let items = (value ?? .nothing).items.filter { if case .nothing = $0 { return false } else { return true } }
        guard let item = items.first else { return nil }
        guard items.count == 1, let file = MediaFile.reference(item) else {
            throw ActionFailure(PDFFailure.notImage(GetTextFromPDFAction.describe(.list(items))), parameter: Self.gif)
        }
        let data = try MediaFile.read(file, context: context, parameter: Self.gif.key)
        guard ImageDecoder.format(of: data) == .gif else {
            throw ActionFailure(PDFFailure.notGIF(file.name), parameter: Self.gif)
        }
        do {
            return (try GIF.decodeAnimation(data), file.name)
        } catch let error as ImageError {
            throw ActionFailure(PDFFailure.image(error, name: file.name), parameter: Self.gif)
        }
    }
}
