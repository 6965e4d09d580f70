import Foundation
import ShortcutEngine

/// Make Image from PDF Page: needs a PDF renderer, which this engine does not have; it fails with
/// that reason and what to use instead (WFMakeImageFromPDFPageAction; Automator's Render PDF Pages as Images).
public enum MakeImageFromPDFPageAction: Action {
    /// The image format (`WFMakeImageFromPDFPageImageFormat`).
    public enum Format: String, Choice {
        case png = "PNG", jpeg = "JPEG", tiff = "TIFF"
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
        "resolution", wireKey: "WFMakeImageFromPDFPageResolution", label: "Resolution (dots per inch)", summary: "Dots per inch.",
        default: 300)

    public static let definition = ActionDefinition(
        "is.workflow.actions.makeimagefrompdfpage", name: "Make Image from PDF Page",
        summary:
            "Would render each PDF page as an image; this engine has no PDF renderer, so it fails and says which tool to use instead.",
        category: "Documents", parameters: [input, format, colour, resolution], input: input, output: .produces(.list),
        outputName: "Images")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        throw ActionFailure(PDFFailure.noRenderer, parameter: Self.input)
    }
}
