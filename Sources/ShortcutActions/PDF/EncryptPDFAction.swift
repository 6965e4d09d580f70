import Foundation
import PDF
import ShortcutEngine

/// Encrypt PDF: a copy of each PDF that opens only with a password (Automator's Encrypt PDF
/// Documents; the standard security handler, AES-256, revision 6).
public enum EncryptPDFAction: Action {
    static let input = Parameter<Value>("input", type: .any, summary: "The PDF files.")
    static let password = Parameter<String>("password", summary: "The password that opens the PDF.", required: true)
    static let ownerPassword = Parameter<String?>(
        "ownerPassword", label: "Owner Password", summary: "The password for full access; the open password when empty.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.pdf.encrypt", name: "Encrypt PDF",
        summary:
            "Makes a copy of each PDF encrypted with the standard security handler (AES-256, revision 6), opened by the password.",
        category: "Documents", parameters: [input, password, ownerPassword], input: input, output: .produces(.list),
        outputName: "Encrypted PDF")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let password = try parameters[Self.password]
        guard !password.isEmpty else { throw ActionFailure(PDFFailure.noPassword, parameter: Self.password) }
        let owner = try parameters[Self.ownerPassword] ?? ""
        var made: [Value] = []
        try MediaFile.eachPDF(in: parameters.optional(Self.input), context: context, parameter: Self.input) { reader, name in
            let bytes = try MediaFile.pdfWork(name, parameter: Self.input.key) { () throws -> [UInt8] in
                var builder = PDFBuilder()
                try builder.addPages(from: reader)
                return try builder.build(
                    encryption: PDFEncryption(userPassword: password, ownerPassword: owner.isEmpty ? password : owner))
            }
            made.append(try MediaFile.save(bytes, name: name, what: "encrypted PDF", context: context, parameter: Self.input.key))
        }
        guard !made.isEmpty else {
            throw ActionFailure(PDFFailure.nothingToUse(action: "Encrypt PDF", needs: "PDF"), parameter: Self.input)
        }
        return .list(made)
    }
}
