import Foundation
import PDF
import ShortcutEngine

/// Optimize File Size of PDF: a smaller copy of each PDF, rewritten without what it no longer
/// uses and with its uncompressed streams compressed (WFCompressPDFAction; images are kept as
/// they are, where Apple's re-compresses them).
public enum OptimizePDFAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", type: .any, summary: "The PDF files.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.compresspdf", name: "Optimize File Size of PDF",
        summary:
            "Makes a copy of each PDF rewritten with only the objects its pages use (older revisions and unused objects left out) and every uncompressed stream Flate-compressed; its title is kept. The copy is never larger: when the rewrite is not smaller, or the PDF is encrypted, the copy has the original's bytes. Images are not re-compressed.",
        category: "Documents", parameters: [input], input: input, output: .produces(.list), outputName: "Optimized PDF")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var made: [Value] = []
        try MediaFile.eachPDF(in: parameters.optional(Self.input), context: context, parameter: Self.input) { reader, name in
            let bytes = try MediaFile.pdfWork(name, parameter: Self.input.key) { () throws -> [UInt8] in
                guard !reader.isEncrypted else { return reader.bytes }
                var builder = PDFBuilder()
                try builder.addPages(from: reader, compressingStreams: true)
                let title = try GetDetailsOfPDFAction.info(reader)["Title"].flatMap { try reader.resolve($0).textValue }
                let rewritten = try builder.build(title: title)
                return rewritten.count < reader.bytes.count ? rewritten : reader.bytes
            }
            made.append(try MediaFile.save(bytes, name: name, what: "PDF", context: context, parameter: Self.input.key))
        }
        guard !made.isEmpty else {
            throw ActionFailure(
                PDFFailure.nothingToUse(action: "Optimize File Size of PDF", needs: "PDF"), parameter: Self.input)
        }
        return .list(made)
    }
}
