// Generated from cts.json of https://github.com/jsonpath-standard/jsonpath-compliance-test-suite
// (commit 7be7c1fc28057c91e8eefaf197060fba7ed43acd), BSD-2-Clause; see ComplianceHarness.swift. Converted mechanically, one case per entry.

extension ComplianceVectors {
    /// The "index selector" cases of the compliance test suite.
    static let indexSelector: [ComplianceCase] = [
        ComplianceCase(
            name: #"index selector, first element"#,
            selector: #"$[0]"#,
            document: #"["first","second"]"#,
            results: [#"["first"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"index selector, second element"#,
            selector: #"$[1]"#,
            document: #"["first","second"]"#,
            results: [#"["second"]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"index selector, out of bound"#,
            selector: #"$[2]"#,
            document: #"["first","second"]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"index selector, min exact index"#,
            selector: #"$[-9007199254740991]"#,
            document: #"["first","second"]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"index selector, max exact index"#,
            selector: #"$[9007199254740991]"#,
            document: #"["first","second"]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"index selector, min exact index - 1"#,
            selector: #"$[-9007199254740992]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"index selector, max exact index + 1"#,
            selector: #"$[9007199254740992]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"index selector, overflowing index"#,
            selector: #"$[231584178474632390847141970017375815706539969331281128078915168015826259279872]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"index selector, not actually an index, overflowing index leads into general text"#,
            selector: #"$[231584178474632390847141970017375815706539969331281128078915168SomeRandomText]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"index selector, negative"#,
            selector: #"$[-1]"#,
            document: #"["first","second"]"#,
            results: [#"["second"]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"index selector, more negative"#,
            selector: #"$[-2]"#,
            document: #"["first","second"]"#,
            results: [#"["first"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"index selector, negative out of bound"#,
            selector: #"$[-3]"#,
            document: #"["first","second"]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"index selector, on object"#,
            selector: #"$[0]"#,
            document: #"{"foo":1}"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"index selector, leading 0"#,
            selector: #"$[01]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"index selector, decimal"#,
            selector: #"$[1.0]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"index selector, plus"#,
            selector: #"$[+1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"index selector, minus space"#,
            selector: #"$[- 1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"index selector, -0"#,
            selector: #"$[-0]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"index selector, leading -0"#,
            selector: #"$[-01]"#,
            document: nil, results: nil, paths: nil),
    ]
}
