import Foundation

/// One page: its object and its dictionary with the attributes it inherits from the page tree
/// (`/Resources`, `/MediaBox`, `/CropBox`, `/Rotate`) filled in.
public struct PDFPage: Sendable, Equatable {
    /// The page object's reference (nil for a page written directly in `/Kids`).
    public var reference: PDFReference?
    /// The page dictionary, inherited attributes included.
    public var dictionary: [String: PDFObject]

    /// The media box in points: x, y, width, height (US Letter when the file gives none).
    public var mediaBox: (x: Double, y: Double, width: Double, height: Double) {
        let numbers = (dictionary["MediaBox"]?.arrayValue ?? []).compactMap(\.numberValue)
        guard numbers.count == 4 else { return (0, 0, 612, 792) }
        return (
            min(numbers[0], numbers[2]), min(numbers[1], numbers[3]), abs(numbers[2] - numbers[0]), abs(numbers[3] - numbers[1])
        )
    }

    /// Equal when the reference and dictionary are.
    public static func == (lhs: PDFPage, rhs: PDFPage) -> Bool {
        lhs.reference == rhs.reference && lhs.dictionary == rhs.dictionary
    }
}

extension PDFReader {
    static let inheritedKeys = ["Resources", "MediaBox", "CropBox", "Rotate"]

    /// Every page in order, walking the page tree without recursion (a node seen twice, a tree
    /// deeper than `maxNesting` or more than `maxPages` pages is an error).
    public func pages() throws -> [PDFPage] {
        if let cachedPages { return cachedPages }
        guard let root = try catalog()["Pages"] else { throw PDFError.structure("the catalog has no /Pages tree") }
        var result: [PDFPage] = []
        var stack: [(node: PDFObject, inherited: [String: PDFObject], depth: Int)] = [(root, [:], 0)]
        var seen: Set<Int> = []
        while let (node, inherited, depth) = stack.popLast() {
            if let reference = node.referenceValue {
                guard seen.insert(reference.number).inserted else {
                    throw PDFError.structure("the page tree visits object \(reference.number) twice")
                }
            }
            guard var dictionary = try resolve(node).dictionaryValue else {
                throw PDFError.structure("a page tree node is not a dictionary")
            }
            var passed = inherited
            for key in Self.inheritedKeys { if let value = dictionary[key] { passed[key] = value } }
            let kids = try resolve(dictionary["Kids"] ?? .null).arrayValue
            if dictionary["Type"]?.nameValue == "Page" || (kids == nil && dictionary["Type"]?.nameValue != "Pages") {
                for (key, value) in passed where dictionary[key] == nil { dictionary[key] = value }
                result.append(PDFPage(reference: node.referenceValue, dictionary: dictionary))
                guard result.count <= limits.maxPages else {
                    throw PDFError.limit("more than \(limits.maxPages) pages", limits.maxPages)
                }
                continue
            }
            guard depth < limits.maxNesting else {
                throw PDFError.limit("a page tree more than \(limits.maxNesting) levels deep", limits.maxNesting)
            }
            for kid in (kids ?? []).reversed() { stack.append((kid, passed, depth + 1)) }
            guard stack.count <= limits.maxPages * 2 else {
                throw PDFError.limit("more than \(limits.maxPages) pages", limits.maxPages)
            }
        }
        cachedPages = result
        return result
    }

    /// A page's content streams decoded and joined (an array of streams is one content stream).
    public func contents(of page: PDFPage) throws -> [UInt8] {
        let contents = try resolve(page.dictionary["Contents"] ?? .null)
        let parts: [PDFObject] = contents.arrayValue ?? [contents]
        var joined: [UInt8] = []
        for part in parts {
            guard case .stream(let stream) = try resolve(part) else { continue }
            joined += try decodedData(stream)
            joined.append(0x0A)
        }
        return joined
    }
}
