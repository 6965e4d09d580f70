import Foundation
import PDF
import ShortcutEngine

/// Split PDF into Pages: each page of each PDF as a PDF of its own (WFSplitPDFAction).
public enum SplitPDFAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", type: .any, summary: "The PDF files.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.splitpdf", name: "Split PDF into Pages",
        summary: "Makes a PDF of each page of the input PDFs, named 'NAME page N.pdf', in order.",
        category: "Documents", parameters: [input], input: input, output: .produces(.list), outputName: "PDF Pages")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var made: [Value] = []
        try MediaFile.eachPDF(in: parameters.optional(Self.input), context: context, parameter: Self.input) { reader, name in
            let stem = (name as NSString).deletingPathExtension
            let count = try MediaFile.pdfWork(name, parameter: Self.input.key) { try reader.pages().count }
            for page in 0..<count {
                var builder = PDFBuilder()
                let bytes = try MediaFile.pdfWork(name, parameter: Self.input.key) { () throws -> [UInt8] in
                    try builder.addPages(from: reader, indices: [page])
                    return try builder.build()
                }
                made.append(
                    try MediaFile.save(
                        bytes, name: "\(stem) page \(page + 1).pdf", what: "page", context: context, parameter: Self.input.key))
            }
        }
        guard !made.isEmpty else {
            throw ActionFailure(PDFFailure.nothingToUse(action: "Split PDF into Pages", needs: "PDF"), parameter: Self.input)
        }
        return .list(made)
    }
}
