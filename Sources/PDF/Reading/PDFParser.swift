import Foundation

/// Builds objects from tokens with an explicit stack (no recursion), `maxNesting` deep at most;
/// `n g R` becomes a reference. Gives back keywords it does not consume (`obj`, `stream`, operators).
struct PDFParser {
    enum Item: Equatable {
        case object(PDFObject)
        case keyword(String)
    }

    private enum Container {
        case array([PDFObject])
        case dictionary([PDFObject])
    }

    var scanner: PDFScanner
    let maxNesting: Int

    init(bytes: [UInt8], position: Int = 0, end: Int? = nil, maxNesting: Int) {
        scanner = PDFScanner(bytes: bytes, position: position, end: end)
        self.maxNesting = maxNesting
    }

    var position: Int { scanner.position }

    /// The next whole object or bare keyword; nil at the end.
    mutating func next() throws -> Item? {
        var stack: [Container] = []
        while true {
            let start = scanner.position
            guard let token = try scanner.next() else {
                if stack.isEmpty { return nil }
                throw PDFError.syntax(offset: start, "the data ends inside an array or dictionary")
            }
            var finished: PDFObject
            switch token {
            case .arrayStart, .dictionaryStart:
                guard stack.count < maxNesting else {
                    throw PDFError.limit("arrays and dictionaries nested more than \(maxNesting) deep", maxNesting)
                }
                stack.append(token == .arrayStart ? .array([]) : .dictionary([]))
                continue
            case .arrayEnd:
                guard case .array(let items)? = stack.last else { throw PDFError.syntax(offset: start, "a ']' closes nothing") }
                stack.removeLast()
                finished = .array(items)
            case .dictionaryEnd:
                guard case .dictionary(let items)? = stack.last else {
                    throw PDFError.syntax(offset: start, "a '>>' closes nothing")
                }
                stack.removeLast()
                finished = .dictionary(try Self.dictionary(items, at: start))
            case .value(let value):
                finished = value
                if case .integer = value, let reference = referenceAhead(value) { finished = .reference(reference) }
            case .keyword(let word):
                if stack.isEmpty { return .keyword(word) }
                throw PDFError.syntax(offset: start, "'\(word)' inside an array or dictionary")
            }
            if stack.isEmpty { return .object(finished) }
            switch stack[stack.count - 1] {
            case .array(var items):
                stack[stack.count - 1] = .array([])
                items.append(finished)
                stack[stack.count - 1] = .array(items)
            case .dictionary(var items):
                stack[stack.count - 1] = .dictionary([])
                items.append(finished)
                stack[stack.count - 1] = .dictionary(items)
            }
        }
    }

    /// The next item, which must be an object.
    mutating func object() throws -> PDFObject {
        let start = scanner.position
        switch try next() {
        case .object(let object): return object
        case .keyword(let word): throw PDFError.syntax(offset: start, "expected an object, found '\(word)'")
        case nil: throw PDFError.syntax(offset: start, "expected an object, found the end of the data")
        }
    }

    /// `g R` after the integer `first`, consumed when there; the scanner is put back otherwise.
    private mutating func referenceAhead(_ first: PDFObject) -> PDFReference? {
        guard case .integer(let number) = first, number >= 0 else { return nil }
        let saved = scanner
        if case .value(.integer(let generation))? = try? scanner.next(), generation >= 0,
            case .keyword("R")? = try? scanner.next()
        {
            return PDFReference(number, generation)
        }
        scanner = saved
        return nil
    }

    private static func dictionary(_ items: [PDFObject], at offset: Int) throws -> [String: PDFObject] {
        var result: [String: PDFObject] = [:]
        var index = 0
        while index < items.count {
            guard case .name(let key) = items[index] else {
                throw PDFError.syntax(offset: offset, "a dictionary key is not a name")
            }
            guard index + 1 < items.count else {
                throw PDFError.syntax(offset: offset, "the dictionary key /\(key) has no value")
            }
            if items[index + 1] != .null { result[key] = items[index + 1] }
            index += 2
        }
        return result
    }
}
