// Generated from cts.json of https://github.com/jsonpath-standard/jsonpath-compliance-test-suite
// (commit 7be7c1fc28057c91e8eefaf197060fba7ed43acd), BSD-2-Clause; see ComplianceHarness.swift. Converted mechanically, one case per entry.

extension ComplianceVectors {
    /// The "name selector" cases of the compliance test suite.
    static let nameSelector: [ComplianceCase] = [
        ComplianceCase(
            name: #"name selector, double quotes"#,
            selector: #"$["a"]"#,
            document: #"{"a":"A","b":"B"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['a']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, absent data"#,
            selector: #"$["c"]"#,
            document: #"{"a":"A","b":"B"}"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"name selector, double quotes, array data"#,
            selector: #"$["a"]"#,
            document: #"["first","second"]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"name selector, name, double quotes, contains single quote"#,
            selector: #"$["a'"]"#,
            document: #"{"a'":"A","b":"B"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['a\'']"#]]),
        ComplianceCase(
            name: #"name selector, name, double quotes, nested"#,
            selector: #"$["a"]["b"]["c"]"#,
            document: #"{"a":{"b":{"c":"C"}}}"#,
            results: [#"["C"]"#],
            paths: [[#"$['a']['b']['c']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0000"#,
            selector: #"$["\#u{0}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0001"#,
            selector: #"$["\#u{1}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0002"#,
            selector: #"$["\#u{2}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0003"#,
            selector: #"$["\#u{3}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0004"#,
            selector: #"$["\#u{4}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0005"#,
            selector: #"$["\#u{5}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0006"#,
            selector: #"$["\#u{6}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0007"#,
            selector: #"$["\#u{7}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0008"#,
            selector: #"$["\#u{8}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0009"#,
            selector: #"$["\#u{9}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+000A"#,
            selector: #"$["\#u{A}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+000B"#,
            selector: #"$["\#u{B}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+000C"#,
            selector: #"$["\#u{C}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+000D"#,
            selector: #"$["\#u{D}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+000E"#,
            selector: #"$["\#u{E}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+000F"#,
            selector: #"$["\#u{F}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0010"#,
            selector: #"$["\#u{10}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0011"#,
            selector: #"$["\#u{11}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0012"#,
            selector: #"$["\#u{12}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0013"#,
            selector: #"$["\#u{13}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0014"#,
            selector: #"$["\#u{14}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0015"#,
            selector: #"$["\#u{15}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0016"#,
            selector: #"$["\#u{16}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0017"#,
            selector: #"$["\#u{17}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0018"#,
            selector: #"$["\#u{18}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0019"#,
            selector: #"$["\#u{19}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+001A"#,
            selector: #"$["\#u{1A}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+001B"#,
            selector: #"$["\#u{1B}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+001C"#,
            selector: #"$["\#u{1C}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+001D"#,
            selector: #"$["\#u{1D}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+001E"#,
            selector: #"$["\#u{1E}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+001F"#,
            selector: #"$["\#u{1F}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+0020"#,
            selector: #"$[" "]"#,
            document: #"{" ":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$[' ']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, embedded U+007F"#,
            selector: #"$["\#u{7F}"]"#,
            document: #"{"\#u{7F}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{7F}']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, supplementary plane character"#,
            selector: #"$["\#u{1D11E}"]"#,
            document: #"{"\#u{1D11E}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{1D11E}']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, escaped double quote"#,
            selector: #"$["\""]"#,
            document: #"{"\"":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['"']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, escaped reverse solidus"#,
            selector: #"$["\\"]"#,
            document: #"{"\\":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\\']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, escaped solidus"#,
            selector: #"$["\/"]"#,
            document: #"{"/":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['/']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, escaped backspace"#,
            selector: #"$["\b"]"#,
            document: #"{"\b":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\b']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, escaped form feed"#,
            selector: #"$["\f"]"#,
            document: #"{"\f":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\f']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, escaped line feed"#,
            selector: #"$["\n"]"#,
            document: #"{"\n":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\n']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, escaped carriage return"#,
            selector: #"$["\r"]"#,
            document: #"{"\r":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\r']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, escaped tab"#,
            selector: #"$["\t"]"#,
            document: #"{"\t":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\t']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, escaped \#u{263A}, upper case hex"#,
            selector: #"$["\u263A"]"#,
            document: #"{"\#u{263A}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{263A}']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, escaped \#u{263A}, lower case hex"#,
            selector: #"$["\u263a"]"#,
            document: #"{"\#u{263A}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{263A}']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, surrogate pair \#u{1D11E}"#,
            selector: #"$["\uD834\uDD1E"]"#,
            document: #"{"\#u{1D11E}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{1D11E}']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, surrogate pair \#u{1F600}"#,
            selector: #"$["\uD83D\uDE00"]"#,
            document: #"{"\#u{1F600}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{1F600}']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, before high surrogates"#,
            selector: #"$["\uD7FF\uD7FF"]"#,
            document: #"{"\#u{D7FF}\#u{D7FF}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{D7FF}\#u{D7FF}']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, after low surrogates"#,
            selector: #"$["\uE000\uE000"]"#,
            document: #"{"\#u{E000}\#u{E000}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{E000}\#u{E000}']"#]]),
        ComplianceCase(
            name: #"name selector, double quotes, invalid escaped single quote"#,
            selector: #"$["\'"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, embedded double quote"#,
            selector: #"$["""]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, incomplete escape"#,
            selector: #"$["\"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, escape at end of line"#,
            selector: #"$["\\#u{A}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, question mark escape"#,
            selector: #"$["\?"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, bell escape"#,
            selector: #"$["\a"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, vertical tab escape"#,
            selector: #"$["\v"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, 0 escape"#,
            selector: #"$["\0"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, x escape"#,
            selector: #"$["\x12"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, n escape"#,
            selector: #"$["\N{LATIN CAPITAL LETTER A}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, unicode escape no hex"#,
            selector: #"$["\u"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, unicode escape too few hex"#,
            selector: #"$["\u123"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, unicode escape upper u"#,
            selector: #"$["\U1234"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, unicode escape upper u long"#,
            selector: #"$["\U0010FFFF"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, unicode escape plus"#,
            selector: #"$["\u+1234"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, unicode escape brackets"#,
            selector: #"$["\u{1234}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, unicode escape brackets long"#,
            selector: #"$["\u{10ffff}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, single high surrogate"#,
            selector: #"$["\uD800"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, single low surrogate"#,
            selector: #"$["\uDC00"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, high high surrogate"#,
            selector: #"$["\uD800\uD800"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, low low surrogate"#,
            selector: #"$["\uDC00\uDC00"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, surrogate non-surrogate"#,
            selector: #"$["\uD800\u1234"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, non-surrogate surrogate"#,
            selector: #"$["\u1234\uDC00"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, surrogate supplementary"#,
            selector: #"$["\uD800\#u{1D11E}"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, supplementary surrogate"#,
            selector: #"$["\#u{1D11E}\uDC00"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, surrogate incomplete low"#,
            selector: #"$["\uD800\uDC0"]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes"#,
            selector: #"$['a']"#,
            document: #"{"a":"A","b":"B"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['a']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, absent data"#,
            selector: #"$['c']"#,
            document: #"{"a":"A","b":"B"}"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"name selector, single quotes, array data"#,
            selector: #"$['a']"#,
            document: #"["first","second"]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0000"#,
            selector: #"$['\#u{0}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0001"#,
            selector: #"$['\#u{1}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0002"#,
            selector: #"$['\#u{2}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0003"#,
            selector: #"$['\#u{3}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0004"#,
            selector: #"$['\#u{4}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0005"#,
            selector: #"$['\#u{5}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0006"#,
            selector: #"$['\#u{6}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0007"#,
            selector: #"$['\#u{7}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0008"#,
            selector: #"$['\#u{8}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0009"#,
            selector: #"$['\#u{9}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+000A"#,
            selector: #"$['\#u{A}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+000B"#,
            selector: #"$['\#u{B}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+000C"#,
            selector: #"$['\#u{C}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+000D"#,
            selector: #"$['\#u{D}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+000E"#,
            selector: #"$['\#u{E}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+000F"#,
            selector: #"$['\#u{F}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0010"#,
            selector: #"$['\#u{10}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0011"#,
            selector: #"$['\#u{11}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0012"#,
            selector: #"$['\#u{12}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0013"#,
            selector: #"$['\#u{13}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0014"#,
            selector: #"$['\#u{14}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0015"#,
            selector: #"$['\#u{15}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0016"#,
            selector: #"$['\#u{16}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0017"#,
            selector: #"$['\#u{17}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0018"#,
            selector: #"$['\#u{18}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0019"#,
            selector: #"$['\#u{19}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+001A"#,
            selector: #"$['\#u{1A}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+001B"#,
            selector: #"$['\#u{1B}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+001C"#,
            selector: #"$['\#u{1C}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+001D"#,
            selector: #"$['\#u{1D}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+001E"#,
            selector: #"$['\#u{1E}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+001F"#,
            selector: #"$['\#u{1F}']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded U+0020"#,
            selector: #"$[' ']"#,
            document: #"{" ":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$[' ']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, escaped single quote"#,
            selector: #"$['\'']"#,
            document: #"{"'":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\'']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, escaped reverse solidus"#,
            selector: #"$['\\']"#,
            document: #"{"\\":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\\']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, escaped solidus"#,
            selector: #"$['\/']"#,
            document: #"{"/":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['/']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, escaped backspace"#,
            selector: #"$['\b']"#,
            document: #"{"\b":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\b']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, escaped form feed"#,
            selector: #"$['\f']"#,
            document: #"{"\f":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\f']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, escaped line feed"#,
            selector: #"$['\n']"#,
            document: #"{"\n":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\n']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, escaped carriage return"#,
            selector: #"$['\r']"#,
            document: #"{"\r":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\r']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, escaped tab"#,
            selector: #"$['\t']"#,
            document: #"{"\t":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\t']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, escaped \#u{263A}, upper case hex"#,
            selector: #"$['\u263A']"#,
            document: #"{"\#u{263A}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{263A}']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, escaped \#u{263A}, lower case hex"#,
            selector: #"$['\u263a']"#,
            document: #"{"\#u{263A}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{263A}']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, surrogate pair \#u{1D11E}"#,
            selector: #"$['\uD834\uDD1E']"#,
            document: #"{"\#u{1D11E}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{1D11E}']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, surrogate pair \#u{1F600}"#,
            selector: #"$['\uD83D\uDE00']"#,
            document: #"{"\#u{1F600}":"A"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{1F600}']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, invalid escaped double quote"#,
            selector: #"$['\"']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, embedded single quote"#,
            selector: #"$[''']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, single quotes, incomplete escape"#,
            selector: #"$['\']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"name selector, double quotes, empty"#,
            selector: #"$[""]"#,
            document: #"{"a":"A","b":"B","":"C"}"#,
            results: [#"["C"]"#],
            paths: [[#"$['']"#]]),
        ComplianceCase(
            name: #"name selector, single quotes, empty"#,
            selector: #"$['']"#,
            document: #"{"a":"A","b":"B","":"C"}"#,
            results: [#"["C"]"#],
            paths: [[#"$['']"#]]),
    ]
}
