/// Turns query text into a `QueryAST` following the ABNF of RFC 9535, checking
/// well-typedness of function expressions and the length and nesting limits.
struct JSONPathParser {
    /// The longest query text accepted, in Unicode scalars.
    static let maximumLength = 4096
    /// The deepest nesting of filters, parentheses and function calls accepted.
    static let maximumNesting = 64

    let scalars: [Unicode.Scalar]
    var position = 0
    var nesting = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Parses a whole `jsonpath-query`: `$` then segments, nothing before or after.
    static func parse(_ text: String) throws(JSONPathError) -> QueryAST {
        var parser = JSONPathParser(text)
        guard parser.scalars.count <= maximumLength else {
            throw JSONPathError(
                message: "query is longer than \(maximumLength) characters", offset: maximumLength)
        }
        guard parser.consume("$") else {
            throw parser.error("query must start with '$', found \(parser.described)")
        }
        let segments = try parser.parseSegments()
        guard parser.atEnd else { throw parser.error("unexpected \(parser.described)") }
        return QueryAST(isRelative: false, segments: segments)
    }

    /// `segments = *(S segment)`; blank space before something that is not a segment is
    /// left for the caller.
    mutating func parseSegments() throws(JSONPathError) -> [Segment] {
        var segments: [Segment] = []
        while true {
            let start = position
            skipBlanks()
            if consume("..") {
                if peek == "[" {
                    segments.append(.descendant(try parseBracketedSelection()))
                } else {
                    segments.append(.descendant([try parseShorthand(after: "..")]))
                }
            } else if consume(".") {
                segments.append(.child([try parseShorthand(after: ".")]))
            } else if peek == "[" {
                segments.append(.child(try parseBracketedSelection()))
            } else {
                position = start
                return segments
            }
        }
    }

    /// `*` or a member name straight after `.` or `..`.
    private mutating func parseShorthand(after dots: String) throws(JSONPathError) -> Selector {
        if consume("*") { return .wildcard }
        guard Self.isNameFirst(peek) else {
            throw error("expected a member name or '*' after '\(dots)', found \(described)")
        }
        return .name(try parseMemberName())
    }

    /// `"[" S selector *(S "," S selector) S "]"`.
    private mutating func parseBracketedSelection() throws(JSONPathError) -> [Selector] {
        let start = position
        position += 1
        skipBlanks()
        var selectors = [try parseSelector()]
        while true {
            skipBlanks()
            if consume(",") {
                skipBlanks()
                selectors.append(try parseSelector())
            } else if consume("]") {
                return selectors
            } else if atEnd {
                throw error("unterminated '['", at: start)
            } else {
                throw error("expected ',' or ']', found \(described)")
            }
        }
    }

    private mutating func parseSelector() throws(JSONPathError) -> Selector {
        switch peek {
        case "'", "\"":
            return .name(try parseStringLiteral())
        case "*":
            position += 1
            return .wildcard
        case "?":
            let start = position
            position += 1
            try enterNesting(at: start)
            skipBlanks()
            let expression = try parseLogicalOr()
            nesting -= 1
            return .filter(try logical(expression, at: start + 1))
        case "-", ":":
            return try parseIndexOrSlice()
        case let scalar where Self.isDigit(scalar):
            return try parseIndexOrSlice()
        default:
            throw error("expected a selector, found \(described)")
        }
    }

    /// `index-selector` or `slice-selector = [start S] ":" S [end S] [":" [S step]]`.
    private mutating func parseIndexOrSlice() throws(JSONPathError) -> Selector {
        let start = peek == ":" ? nil : try parseInteger()
        let afterStart = position
        skipBlanks()
        guard consume(":") else {
            position = afterStart
            guard let start else { throw error("expected an index or slice") }
            return .index(start)
        }
        skipBlanks()
        var end: Int?
        if peek == "-" || Self.isDigit(peek) {
            end = try parseInteger()
            skipBlanks()
        }
        var step: Int?
        if consume(":") {
            skipBlanks()
            if peek == "-" || Self.isDigit(peek) { step = try parseInteger() }
        }
        return .slice(start: start, end: end, step: step)
    }

    mutating func enterNesting(at offset: Int) throws(JSONPathError) {
        nesting += 1
        guard nesting <= Self.maximumNesting else {
            throw error("expression is nested deeper than \(Self.maximumNesting) levels", at: offset)
        }
    }
}
