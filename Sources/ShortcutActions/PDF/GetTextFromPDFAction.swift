import Foundation
import PDF
import ShortcutEngine

/// Get Text from PDF: the text layer of PDFs (WFGetTextFromPDFAction).
public enum GetTextFromPDFAction: Action {
    /// What comes out (`WFGetTextFromPDFTextType`).
    public enum TextType: String, Choice {
        case text = "Text"
        case richText = "Rich Text"

        /// One line each for the catalogue.
        public var summary: String {
            self == .text ? "plain text" : "the same text: fonts, sizes and colours are not kept"
        }
    }

    static let input = Parameter<Value>("input", wireKey: "WFInput", type: .any, summary: "The PDF files.")
    static let textType = Parameter<TextType>(
        "type", wireKey: "WFGetTextFromPDFTextType", label: "Type", summary: "Plain or rich text.", default: .text)
    static let combine = Parameter<Bool>(
        "combinePages", wireKey: "WFCombinePages", label: "Combine Pages",
        summary: "One text for all the pages, or a list of one text a page.",
        default: true)
    static let header = Parameter<String?>(
        "pageHeader", wireKey: "WFGetTextFromPDFPageHeader", label: "Page Header Text",
        summary: "Text put before each page's text when the pages are combined.")
    static let footer = Parameter<String?>(
        "pageFooter", wireKey: "WFGetTextFromPDFPageFooter", label: "Page Footer Text",
        summary: "Text put after each page's text when the pages are combined.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.gettextfrompdf", name: "Get Text from PDF",
        summary:
            "Gets the text layer of PDFs: lines as the page places them, pages separated by a blank line (or one text a page). A scan without a text layer gives no text.",
        category: "Documents", parameters: [input, textType, combine, header, footer], input: input, output: .produces(.text),
        outputName: "Text from PDF")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        _ = try parameters[Self.textType]
        let combine = try parameters[Self.combine]
        let header = try parameters[Self.header] ?? "", footer = try parameters[Self.footer] ?? ""
        var pages: [String] = []
        var any = false
        try MediaFile.eachPDF(in: parameters.optional(Self.input), context: context, parameter: Self.input) { reader, name in
            any = true
            var extractor = TextExtractor(reader: reader)
            pages += try MediaFile.pdfWork(name, parameter: Self.input.key) {
                try reader.pages().map { try extractor.text(of: $0) }
            }
        }
        guard any else {
            throw ActionFailure(PDFFailure.nothingToUse(action: "Get Text from PDF", needs: "PDF"), parameter: Self.input)
        }
        guard combine else { return .list(pages.map { .text($0) }) }
        let framed = pages.map { page in [header, page, footer].filter { !$0.isEmpty }.joined(separator: "\n") }
        return .text(framed.filter { !$0.isEmpty }.joined(separator: "\n\n"))
    }

    /// An input item in a failure: a file by its name, anything else by its type.
    static func describe(_ item: Value) -> String {
        if let file = MediaFile.reference(item) { return "'\(file.name)'" }
        return "a \(item.type.displayName.lowercased()) value"
    }
}
