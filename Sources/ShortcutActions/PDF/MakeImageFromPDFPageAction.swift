import Foundation
import Images
import PDF
import ShortcutEngine

/// Make Image from PDF Page (WFMakeImageFromPDFPageAction; Automator's Render PDF Pages as
/// Images): each page of each PDF as an image, rendered by the program the run names
/// (`PDFPageRenderer`: pdftoppm or gs), then written in the chosen format by our encoders. This
/// engine has no renderer of its own: without one named the action fails and says so.
public enum MakeImageFromPDFPageAction: Action {
    /// The image format (`WFMakeImageFromPDFPageImageFormat`).
    public enum Format: String, Choice {
        case png = "PNG", jpeg = "JPEG", tiff = "TIFF"

        var image: ImageFormat {
            switch self {
            case .png: return .png
            case .jpeg: return .jpeg
            case .tiff: return .tiff
            }
        }
    }

    /// The colour space (`WFMakeImageFromPDFPageColorspace`).
    public enum Colour: String, Choice {
        case rgb = "RGB", gray = "Gray"
    }

    static let input = Parameter<Value>("input", wireKey: "WFInput", type: .any, summary: "The PDF files.")
    static let format = Parameter<Format>(
        "format", wireKey: "WFMakeImageFromPDFPageImageFormat", label: "Image Format", summary: "The images' format.",
        default: .png)
    static let colour = Parameter<Colour>(
        "color", wireKey: "WFMakeImageFromPDFPageColorspace", label: "Color", summary: "The images' colour space.", default: .rgb)
    static let resolution = Parameter<Number>(
        "resolution", wireKey: "WFMakeImageFromPDFPageResolution", label: "Resolution (dots per inch)",
        summary: "Dots per inch (1–2,400; rounded to a whole number).", default: 300, minimum: 1, maximum: 2_400)

    public static let definition = ActionDefinition(
        "is.workflow.actions.makeimagefrompdfpage", name: "Make Image from PDF Page",
        summary:
            "Makes an image of each page of the input PDFs, named 'NAME page N.png' (or .jpg, .tiff), in order, at the resolution given (dots per inch), in colour or grey. Pages are rendered by the program the run names (pdftoppm or gs); without one the action fails and says so.",
        category: "Documents", parameters: [input, format, colour, resolution], input: input, output: .produces(.list),
        outputName: "Images")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let renderer = try PDFPageRenderer(context: context, parameter: Self.input.key)
        let format = try parameters[Self.format]
        let grey = try parameters[Self.colour] == .gray
        // Within 1–2,400 (the parameter's bounds, checked when it resolves).
        let resolution = Int(max(1, try parameters[Self.resolution].double.rounded()))
        var images: [Value] = []
        for item in (parameters.optional(Self.input) ?? .nothing).items {
            if case .nothing = item { continue }
            guard let file = MediaFile.reference(item) else {
                throw ActionFailure(PDFFailure.notPDF(GetTextFromPDFAction.describe(item)), parameter: Self.input)
            }
            let data = try MediaFile.read(file, context: context, parameter: Self.input.key)
            // Read here first: a file that is not a PDF, or that needs a password, is named as such.
            let count = try MediaFile.pdfWork(file.name, parameter: Self.input.key) { try PDFReader(data: data).pages().count }
            let stem = (file.name as NSString).deletingPathExtension
            for page in stride(from: 1, through: count, by: 1) {
                let pixels = try renderer.render(
                    data, page: page, resolution: resolution, grey: grey, name: file.name, context: context,
                    parameter: Self.input.key)
                let bytes = try ImageContent.encode(
                    pixels, as: format.image, quality: 90, metadata: nil, parameter: Self.input.key)
                let name = "\(stem) page \(page).\(ImageContent.fileExtension(of: format.image))"
                images.append(
                    try MediaFile.save(
                        [UInt8](bytes), name: name, what: "page image", context: context, parameter: Self.input.key))
            }
        }
        guard !images.isEmpty else {
            throw ActionFailure(PDFFailure.nothingToUse(action: "Make Image from PDF Page", needs: "PDF"), parameter: Self.input)
        }
        return .list(images)
    }
}
