import Foundation
import Images
import ShortcutEngine

/// Overlay Text's sizes and placement, read once: in pixels (Absolute) or resolved against each
/// image (Proportional: fractions of its width; Y of its height; the outline of the font size).
struct OverlayTextPlacing {
    typealias A = OverlayTextAction
    let proportional: Bool
    let fontSize, x, y, offset, strokeWidth: Double
    let boxWidth: Double?
    let position: A.Position
    let alignment: A.Alignment
    let colour: [UInt8]
    let strokeColour: [UInt8]?
    let rotation: Double

    init(_ parameters: ResolvedParameters, context: ActionContext) throws {
        proportional = try parameters[A.sizing] == .proportional
        let proportional = self.proportional
        func pick(_ absolute: Parameter<Number>, _ share: Parameter<Number>) throws -> Double {
            let used = proportional ? share : absolute
            let value = try parameters[used].double
            guard value.isFinite, abs(value) <= 65_535 else {
                let label = "the " + used.definition.label.lowercased()
                throw ActionFailure(ImageFailure.badPosition(label: label, given: String(format: "%g", value)), parameter: used)
            }
            return value
        }
        fontSize = try pick(A.fontSize, A.fontShare)
        x = try pick(A.x, A.xShare)
        y = try pick(A.y, A.yShare)
        offset = try pick(A.offset, A.offsetShare)
        strokeWidth = try pick(A.strokeWidth, A.strokeShare)
        boxWidth = proportional ? try pick(A.fontSize, A.boxShare) : (try parameters[A.boxWidth]).map(\.double)
        position = try parameters[A.position]
        alignment = try parameters[A.alignment]
        colour = try QRColour.rgba(try parameters[A.colour], parameter: A.colour, context: context)
        strokeColour =
            try parameters[A.outline]
            ? try QRColour.rgba(try parameters[A.strokeColour], parameter: A.strokeColour, context: context) : nil
        rotation = try parameters[A.rotation].double
        guard rotation.isFinite else {
            throw ActionFailure(ImageFailure.cannotEdit("the rotation must be a number of degrees"), parameter: A.rotation)
        }
    }

    /// `base` with the text drawn over it.
    func draw(_ text: String, fonts: [Font], on base: PixelBuffer) throws -> PixelBuffer {
        let width = Double(base.width), height = Double(base.height)
        let size = min(max(proportional ? fontSize * width : fontSize, 1), 2_000)
        let box = max(1, (proportional ? (boxWidth ?? 0.8) * width : boxWidth ?? width).rounded())
        let stroke = strokeColour == nil ? 0 : max(0, proportional ? strokeWidth * size : strokeWidth)
        let alignments: [A.Alignment: TextStyle.Alignment] = [.left: .left, .center: .center, .right: .right]
        var image = TextImage(text: text, style: TextStyle(fonts: fonts, size: size, alignment: alignments[alignment] ?? .center))
        let pad = Int(stroke.rounded(.up))
        image.width = Int(box) + 2 * pad
        image.padding = (pad, pad, pad, pad)
        image.background = [0, 0, 0, 0]
        image.colour = colour
        if let strokeColour, stroke > 0 { image.outline = (strokeColour, stroke) }
        var layer = try ImageContent.edit(parameter: A.text.key) { try image.render() }
        let unturned = (layer.width, layer.height)
        if rotation != 0 { layer = try ImageContent.edit(parameter: A.rotation.key) { try layer.rotated(degrees: rotation) } }
        let origin = self.origin(box: unturned, in: (width, height))
        // A turned box keeps its centre where the unturned box's centre was.
        let left = origin.x + (unturned.0 - layer.width) / 2, top = origin.y + (unturned.1 - layer.height) / 2
        return base.overlaid(with: layer, x: left, y: top)
    }

    /// The unturned box's top left for the position (the offset from the edges it sits against).
    func origin(box: (Int, Int), in image: (Double, Double)) -> (x: Int, y: Int) {
        let gap = Int((proportional ? offset * image.0 : offset).rounded())
        let right = Int(image.0) - box.0, bottom = Int(image.1) - box.1
        let column: Int, row: Int
        switch position {
        case .topLeft, .middleLeft, .bottomLeft: column = gap
        case .topCenter, .center, .bottomCenter: column = right / 2
        case .topRight, .middleRight, .bottomRight: column = right - gap
        case .custom: column = Int((proportional ? x * image.0 : x).rounded())
        }
        switch position {
        case .topLeft, .topCenter, .topRight: row = gap
        case .middleLeft, .center, .middleRight: row = bottom / 2
        case .bottomLeft, .bottomCenter, .bottomRight: row = bottom - gap
        case .custom: row = Int((proportional ? y * image.1 : y).rounded())
        }
        return (column, row)
    }
}
