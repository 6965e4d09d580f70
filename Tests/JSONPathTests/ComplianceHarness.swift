// Test vectors in ComplianceVectors+*.swift are converted from cts.json of the JSONPath
// Compliance Test Suite, https://github.com/jsonpath-standard/jsonpath-compliance-test-suite
// (commit 7be7c1fc28057c91e8eefaf197060fba7ed43acd), used under its BSD-2 licence, whose full
// text is LICENSE-compliance-suite.txt beside this file.
//
// RFC 9535 examples in RFCExampleTests.swift are from https://www.rfc-editor.org/rfc/rfc9535
// (IETF Trust, Simplified BSD licence for code components).

import JSONPath

/// One compliance case: a query, and either a document with the allowed result orders or,
/// when `document` is nil, a query that must be rejected.
struct ComplianceCase {
    let name: String
    let selector: String
    /// JSON text; nil for an invalid selector.
    let document: String?
    /// JSON texts of result arrays, any one of which is correct.
    let results: [String]?
    /// Normalized path lists, any one of which is correct.
    let paths: [[String]]?
}

/// The suite's cases, one static array per area.
enum ComplianceVectors {
    static var all: [ComplianceCase] {
        basic + filter + functions + indexSelector + nameSelector + sliceSelector + whitespace
    }

    /// Runs `cases` and describes every failing one; an empty answer means all passed.
    static func failures(in cases: [ComplianceCase]) -> [String] {
        cases.compactMap(failure(of:))
    }

    static func failure(of test: ComplianceCase) -> String? {
        let query: JSONPathQuery
        do {
            query = try JSONPathQuery(test.selector)
        } catch {
            return test.document == nil ? nil : "\(test.name): rejected: \(error)"
        }
        guard let documentText = test.document, let results = test.results else {
            return "\(test.name): accepted an invalid query \(test.selector)"
        }
        do {
            let document = try JSONText.parse(documentText)
            let expected = try results.map(JSONText.parse)
            let actual = query.select(in: document)
            guard expected.contains(.array(actual)) else {
                return "\(test.name): got \(JSONText.render(.array(actual))), expected \(results[0])"
            }
            let paths = query.paths(in: document)
            if let allowed = test.paths, !allowed.contains(paths) {
                return "\(test.name): paths \(paths), expected \(allowed[0])"
            }
        } catch {
            return "\(test.name): bad vector: \(error)"
        }
        return nil
    }
}
