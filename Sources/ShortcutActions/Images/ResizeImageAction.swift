import Foundation
import Images
import ShortcutEngine

/// Resize Image: scales images to a size (either side Auto keeps the aspect ratio), a
/// percentage, or a longest edge, with a Lanczos-3 filter in premultiplied alpha.
public enum ResizeImageAction: Action {
    /// How the new size is given (Apple's `WFImageResizeKey`).
    public enum Mode: String, Choice {
        case size = "Size"
        case percentage = "Percentage"
        case longestEdge = "Longest Edge"
    }

    static let image = Parameter<[Value]>("image", wireKey: "WFImage", type: .list, summary: "The images (files) to resize.")
    static let mode = Parameter<Mode>(
        "mode", wireKey: "WFImageResizeKey", label: "Resize By", summary: "Size, Percentage or Longest Edge.", default: .size)
    static let width = Parameter<String>(
        "width", wireKey: "WFImageResizeWidth", summary: "The new width in pixels, or Auto (keeps the aspect ratio).",
        default: "640",
        parent: .init(mode, [.size]))
    static let height = Parameter<String>(
        "height", wireKey: "WFImageResizeHeight", summary: "The new height in pixels, or Auto (keeps the aspect ratio).",
        default: "Auto",
        parent: .init(mode, [.size]))
    static let percentage = Parameter<Number>(
        "percentage", wireKey: "WFImageResizePercentage", summary: "The new size as a percentage of the old.", default: 100,
        parent: .init(mode, [.percentage]))
    static let length = Parameter<Number>(
        "length", wireKey: "WFImageResizeLength", label: "Longest Edge", summary: "The longest side's new length in pixels.",
        default: 640,
        parent: .init(mode, [.longestEdge]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.image.resize", name: "Resize Image",
        summary:
            "Scales images to a width and height (Auto keeps the aspect ratio), a percentage, or a longest edge (Lanczos-3, as Pillow's LANCZOS). Each new image keeps its file's format (PNG for formats we cannot write) and is written to the run's download folder.",
        category: "Images", parameters: [image, mode, width, height, percentage, length], input: image,
        output: .produces(.list), outputName: "Resized Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let target = try Target(parameters)
        // A JPEG decodes at a fraction of its size when that still covers the new size (draft).
        return try ImageContent.changingEach(try parameters[Self.image]) { value in
            var asked: (Int, Int)?
            let item = try ImageContent.item(
                value, parameter: Self.image.key, context: context,
                draft: { w, h in
                    let size = (try? target.size(width: w, height: h)) ?? (w, h)
                    asked = size
                    return (size.0, size.1)
                })
            let pixels = item.image.pixels
            let (w, h) = try asked ?? target.size(width: pixels.width, height: pixels.height)
            let resized = try ImageContent.edit(parameter: Self.image.key) { try pixels.resized(width: w, height: h) }
            return try ImageContent.save(resized, like: item, parameter: Self.image.key, context: context)
        }
    }

    /// The new size asked for, worked out for each image's own size.
    struct Target {
        enum Rule { case size(Int?, Int?), percentage(Double), longestEdge(Int) }
        let rule: Rule

        init(rule: Rule) { self.rule = rule }

        init(_ parameters: ResolvedParameters) throws {
            switch try parameters[ResizeImageAction.mode] {
            case .size:
                rule = .size(
                    try Self.side(
                        try parameters[ResizeImageAction.width], label: "the width", parameter: ResizeImageAction.width.key),
                    try Self.side(
                        try parameters[ResizeImageAction.height], label: "the height", parameter: ResizeImageAction.height.key))
            case .percentage:
                let value = try parameters[ResizeImageAction.percentage].double
                guard value.isFinite, value > 0, value <= 10_000 else {
                    throw ActionFailure(
                        ImageFailure.badPercentage(String(format: "%g", value)), parameter: ResizeImageAction.percentage)
                }
                rule = .percentage(value)
            case .longestEdge:
                rule = .longestEdge(
                    try ImageContent.pixels(
                        try parameters[ResizeImageAction.length].double, label: "the longest edge",
                        parameter: ResizeImageAction.length.key))
            }
        }

        /// A side in pixels, or nil for Auto (also empty).
        static func side(_ text: String, label: String, parameter: String) throws -> Int? {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.lowercased() == "auto" { return nil }
            guard let number = Double(trimmed) else {
                throw ActionFailure(ImageFailure.badPixels(label: label, given: "'\(trimmed)'"), parameter: parameter)
            }
            return try ImageContent.pixels(number, label: label, parameter: parameter)
        }

        func size(width: Int, height: Int) throws -> (Int, Int) {
            func scaled(_ side: Int, _ factor: Double) -> Int { max(1, Int((Double(side) * factor).rounded())) }
            switch rule {
            case let .size(w?, h?): return (w, h)
            case let .size(w?, nil): return (w, scaled(height, Double(w) / Double(width)))
            case let .size(nil, h?): return (scaled(width, Double(h) / Double(height)), h)
            case .size(nil, nil): return (width, height)
            case .percentage(let p): return (scaled(width, p / 100), scaled(height, p / 100))
            case .longestEdge(let edge):
                let factor = Double(edge) / Double(max(width, height))
                return width >= height ? (edge, scaled(height, factor)) : (scaled(width, factor), edge)
            }
        }
    }
}
