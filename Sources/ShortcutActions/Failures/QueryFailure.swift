import ShortcutEngine

/// Failures of Query HTML or XML and Query Records with SQL: the libraries word what is wrong and
/// where (a column in the query, a line and column in an XML document); this adds what to do.
enum QueryFailure: FailureFacts, Equatable {
    /// The CSS selector or XPath expression cannot be read, or uses a value of the wrong type.
    case badMarkupQuery(String)
    /// The XML document is not well-formed.
    case badXML(String)
    /// The document or the query's work passed a limit.
    case markupLimit(String)
    /// An SQL field or clause cannot be read.
    case badSQL(String)
    /// The SQL query cannot run on these records (an unknown column, a misused aggregate).
    case sqlFailed(String)
    /// The SQL query's work or result passed a limit.
    case sqlLimit(String)

    var message: String {
        switch self {
        case .badMarkupQuery(let text), .badXML(let text), .markupLimit(let text), .badSQL(let text),
            .sqlFailed(let text), .sqlLimit(let text):
            return text
        }
    }

    var hint: String? {
        switch self {
        case .badMarkupQuery:
            return "a CSS selector looks like 'div.note > a[href]'; an XPath expression like '//div[@class=\"note\"]/a/@href'"
        case .badXML:
            return "fix the document, or give HTML (a document that does not start with <?xml is read as HTML when it is not XML)"
        case .markupLimit: return "query a smaller document, or narrow the selector"
        case .badSQL:
            return "write each field and clause as in SQLite: name, price * 2 AS total, count(*); price > 10 AND city = 'Oslo'"
        case .sqlFailed: return "name the columns as the records spell them (case does not matter)"
        case .sqlLimit: return "narrow the query with a where clause or a limit, or give fewer records"
        }
    }
}
