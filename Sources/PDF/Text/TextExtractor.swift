import Foundation

/// The text layer of pages: runs the text operators of a content stream (BT/ET, Tf, Td, TD, Tm,
/// T*, Tj, TJ, ', ", Tc, Tw, Tz, TL, Ts, cm, q/Q, and form XObjects through Do up to 8 deep),
/// placing each string where the text matrix puts it: a new line when the baseline moves, a space
/// when a gap opens on the same line.
public struct TextExtractor {
    let reader: PDFReader
    var fontCache: [Int: FontDecoder] = [:]
    static let maxFormDepth = 8
    static let maxStateStack = 1_000

    /// An extractor for `reader`'s pages.
    public init(reader: PDFReader) { self.reader = reader }

    /// The text of `page`.
    public mutating func text(of page: PDFPage) throws -> String {
        var state = TextState()
        let resources = try reader.resolve(page.dictionary["Resources"] ?? .null).dictionaryValue ?? [:]
        try run(try reader.contents(of: page), resources: resources, state: &state, depth: 0)
        return state.output
    }

    /// The text of every page, pages separated by a blank line.
    public mutating func text() throws -> String {
        try reader.pages().map { try text(of: $0) }.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    mutating func font(named name: String, resources: [String: PDFObject]) throws -> FontDecoder {
        let fonts = try reader.resolve(resources["Font"] ?? .null).dictionaryValue ?? [:]
        guard let entry = fonts[name] else { return FontDecoder() }
        if let number = entry.referenceValue?.number, let cached = fontCache[number] { return cached }
        guard let dictionary = try reader.resolve(entry).dictionaryValue else { return FontDecoder() }
        let decoder = try FontDecoder(font: dictionary, reader: reader)
        if let number = entry.referenceValue?.number { fontCache[number] = decoder }
        return decoder
    }

    mutating func run(_ content: [UInt8], resources: [String: PDFObject], state: inout TextState, depth: Int) throws {
        var parser = PDFParser(bytes: content, maxNesting: reader.limits.maxNesting)
        var operands: [PDFObject] = []
        while true {
            let item: PDFParser.Item?
            do { item = try parser.next() } catch { break }
            guard let item else { break }
            switch item {
            case .object(let object):
                operands.append(object)
                if operands.count > 10_000 { operands.removeFirst(operands.count - 16) }
            case .keyword(let op):
                if op == "BI" { Self.skipInlineImage(&parser) }
                try apply(op, operands, resources: resources, state: &state, depth: depth)
                operands.removeAll(keepingCapacity: true)
            }
        }
    }

    mutating func apply(_ op: String, _ operands: [PDFObject], resources: [String: PDFObject], state: inout TextState, depth: Int)
        throws
    {
        let numbers = operands.compactMap(\.numberValue)
        switch op {
        case "q": if state.stack.count < Self.maxStateStack { state.stack.append(state.ctm) }
        case "Q": if let saved = state.stack.popLast() { state.ctm = saved }
        case "cm" where numbers.count == 6: state.ctm = TextMatrix(numbers).then(state.ctm)
        case "BT": state.tm = .identity; state.tlm = .identity
        case "Tf":
            if let name = operands.first?.nameValue { state.font = try font(named: name, resources: resources) }
            if let size = numbers.last { state.fontSize = size }
        case "Tc" where numbers.count == 1: state.charSpacing = numbers[0]
        case "Tw" where numbers.count == 1: state.wordSpacing = numbers[0]
        case "Tz" where numbers.count == 1: state.horizontalScale = numbers[0] / 100
        case "TL" where numbers.count == 1: state.leading = numbers[0]
        case "Ts" where numbers.count == 1: state.rise = numbers[0]
        case "Td" where numbers.count == 2: state.moveLine(numbers[0], numbers[1])
        case "TD" where numbers.count == 2: state.leading = -numbers[1]; state.moveLine(numbers[0], numbers[1])
        case "Tm" where numbers.count == 6: state.tm = TextMatrix(numbers); state.tlm = state.tm
        case "T*": state.moveLine(0, -state.leading)
        case "Tj": if let bytes = operands.last?.stringBytes { state.show(bytes) }
        case "'": state.moveLine(0, -state.leading); if let bytes = operands.last?.stringBytes { state.show(bytes) }
        case "\"":
            if numbers.count >= 2 { state.wordSpacing = numbers[0]; state.charSpacing = numbers[1] }
            state.moveLine(0, -state.leading)
            if let bytes = operands.last?.stringBytes { state.show(bytes) }
        case "TJ":
            for element in operands.last?.arrayValue ?? [] {
                if let bytes = element.stringBytes {
                    state.show(bytes)
                } else if let adjust = element.numberValue {
                    state.adjust(adjust)
                }
            }
        case "Do": try form(operands.first?.nameValue, resources: resources, state: &state, depth: depth)
        default: break
        }
    }

    private mutating func form(_ name: String?, resources: [String: PDFObject], state: inout TextState, depth: Int) throws {
        guard let name, depth < Self.maxFormDepth,
            let objects = try reader.resolve(resources["XObject"] ?? .null).dictionaryValue,
            case .stream(let stream) = try reader.resolve(objects[name] ?? .null),
            stream.dictionary["Subtype"]?.nameValue == "Form"
        else { return }
        let saved = state.ctm
        let matrix = (try reader.resolve(stream.dictionary["Matrix"] ?? .null)).arrayValue?.compactMap(\.numberValue) ?? []
        if matrix.count == 6 { state.ctm = TextMatrix(matrix).then(state.ctm) }
        let inner = try reader.resolve(stream.dictionary["Resources"] ?? .null).dictionaryValue ?? resources
        try run(try reader.decodedData(stream), resources: inner, state: &state, depth: depth + 1)
        state.ctm = saved
    }

    /// Moves past an inline image's data: from `ID` to an `EI` standing alone.
    static func skipInlineImage(_ parser: inout PDFParser) {
        let bytes = parser.scanner.bytes
        while let item = try? parser.next() {
            if case .keyword("ID") = item { break }
        }
        var index = parser.scanner.position + 1
        while index + 2 < bytes.count {
            if bytes[index] == 0x45, bytes[index + 1] == 0x49, PDFScanner.isWhitespace(bytes[index - 1]),
                index + 2 == bytes.count || PDFScanner.isWhitespace(bytes[index + 2])
            {
                parser.scanner.position = index + 2
                return
            }
            index += 1
        }
        parser.scanner.position = bytes.count
    }
}
