import Foundation
import PDF
import ShortcutEngine

/// Get Details of PDF: the page count and the document information of each PDF (ours: Shortcuts
/// has no such action; there a PDF's pages are counted with Split PDF into Pages, then Count).
public enum GetDetailsOfPDFAction: Action {
    /// The details, with the document information's names as Preview shows them.
    public enum Detail: String, Choice {
        case pageCount = "Number of Pages"
        case title = "Title"
        case author = "Author"
        case subject = "Subject"
        case keywords = "Keywords"
        case creator = "Creator"
        case producer = "Producer"
        case creationDate = "Creation Date"
        case modificationDate = "Modification Date"
        case isEncrypted = "Is Encrypted"
        case version = "PDF Version"
    }

    static let input = Parameter<Value>("input", type: .any, summary: "The PDF files (a detail each).")
    static let detail = Parameter<Detail>("detail", label: "Get", summary: "The detail to get.", default: .pageCount)
    static let password = Parameter<String?>(
        "password", summary: "The password of an encrypted PDF (none needed when it opens without one).")

    public static let definition = ActionDefinition(
        "org.shortcutengine.pdf.details", name: "Get Details of PDF",
        summary:
            "Gets a detail of each PDF: its number of pages, the document information's Title, Author, Subject, Keywords, Creator, Producer, Creation Date and Modification Date (Nothing where the file gives none), whether it is encrypted, and its PDF version. A list of PDFs gives a list.",
        category: "Documents", parameters: [input, detail, password], input: input, output: .produces(.any),
        outputName: "Details of PDF")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.detail]
        let password = try parameters[Self.password] ?? ""
        let items = (parameters.optional(Self.input) ?? .nothing).items.filter {
            if case .nothing = $0 { return false }
            return true
        }
        guard !items.isEmpty else {
            throw ActionFailure(PDFFailure.nothingToUse(action: "Get Details of PDF", needs: "PDF"), parameter: Self.input)
        }
        let values = try items.map { item -> Value in
            guard let (reader, name) = try MediaFile.pdf(item, context: context, parameter: Self.input.key, password: password)
            else {
                throw ActionFailure(PDFFailure.notPDF(GetTextFromPDFAction.describe(item)), parameter: Self.input)
            }
            return try MediaFile.pdfWork(name, parameter: Self.input.key) { try value(detail, of: reader) }
        }
        return values.count == 1 ? values[0] : .list(values)
    }

    /// The detail of one open PDF.
    static func value(_ detail: Detail, of reader: PDFReader) throws -> Value {
        switch detail {
        case .pageCount: return .number(.integer(try reader.pages().count))
        case .isEncrypted: return .boolean(reader.isEncrypted)
        case .version: return .text(reader.version)
        case .creationDate, .modificationDate:
            let key = detail == .creationDate ? "CreationDate" : "ModDate"
            return try info(reader)[key].flatMap { try reader.resolve($0).textValue }.flatMap(PDFDate.parse).map(Value.date)
                ?? .nothing
        default:
            guard let text = try info(reader)[detail.rawValue].flatMap({ try reader.resolve($0).textValue }), !text.isEmpty
            else { return .nothing }
            return .text(text)
        }
    }

    /// The trailer's document information dictionary (empty when there is none).
    static func info(_ reader: PDFReader) throws -> [String: PDFObject] {
        guard let info = reader.trailer["Info"] else { return [:] }
        return try reader.resolve(info).dictionaryValue ?? [:]
    }
}

/// PDF's date strings (ISO 32000 §7.9.4): `D:YYYYMMDDHHmmSSOHH'mm'`, every part after the year optional.
enum PDFDate {
    /// The moment `text` names; nil when it is no PDF date. No offset (or `Z`) reads as UTC.
    static func parse(_ text: String) -> Date? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if rest.hasPrefix("D:") { rest = rest.dropFirst(2) }
        func number(_ length: Int) -> Int? {
            let digits = rest.prefix(length)
            guard digits.count == length, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else {
                return nil
            }
            rest = rest.dropFirst(length)
            return value
        }
        guard let year = number(4) else { return nil }
        var parts = DateComponents(year: year, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        for (keyPath, range) in [
            (\DateComponents.month, 1...12), (\.day, 1...31), (\.hour, 0...23), (\.minute, 0...59), (\.second, 0...59),
        ] {
            guard let value = number(2) else { break }
            guard range.contains(value) else { return nil }
            parts[keyPath: keyPath] = value
        }
        var offset = 0
        if let sign = rest.first, sign == "+" || sign == "-" {
            rest = rest.dropFirst()
            let hours = number(2) ?? 0
            if rest.first == "'" { rest = rest.dropFirst() }
            let minutes = number(2) ?? 0
            offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        var calendar = Calendar(identifier: .gregorian)
        guard let zone = TimeZone(secondsFromGMT: offset) else { return nil }
        calendar.timeZone = zone
        return calendar.date(from: parts)
    }
}
