// Generated from cts.json of https://github.com/jsonpath-standard/jsonpath-compliance-test-suite
// (commit 7be7c1fc28057c91e8eefaf197060fba7ed43acd), BSD-2-Clause; see ComplianceHarness.swift. Converted mechanically, one case per entry.

extension ComplianceVectors {
    /// The "basic" cases of the compliance test suite.
    static let basic: [ComplianceCase] = [
        ComplianceCase(
            name: #"basic, root"#,
            selector: #"$"#,
            document: #"["first","second"]"#,
            results: [#"[["first","second"]]"#],
            paths: [[#"$"#]]),
        ComplianceCase(
            name: #"basic, no leading whitespace"#,
            selector: #" $"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"basic, no trailing whitespace"#,
            selector: #"$ "#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"basic, name shorthand"#,
            selector: #"$.a"#,
            document: #"{"a":"A","b":"B"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['a']"#]]),
        ComplianceCase(
            name: #"basic, name shorthand, extended unicode \#u{263A}"#,
            selector: #"$.\#u{263A}"#,
            document: #"{"\#u{263A}":"A","b":"B"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['\#u{263A}']"#]]),
        ComplianceCase(
            name: #"basic, name shorthand, underscore"#,
            selector: #"$._"#,
            document: #"{"_":"A","_foo":"B"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['_']"#]]),
        ComplianceCase(
            name: #"basic, name shorthand, symbol"#,
            selector: #"$.&"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"basic, name shorthand, number"#,
            selector: #"$.1"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"basic, name shorthand, absent data"#,
            selector: #"$.c"#,
            document: #"{"a":"A","b":"B"}"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"basic, name shorthand, array data"#,
            selector: #"$.a"#,
            document: #"["first","second"]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"basic, name shorthand, object data, nested"#,
            selector: #"$.a.b.c"#,
            document: #"{"a":{"b":{"c":"C"}}}"#,
            results: [#"["C"]"#],
            paths: [[#"$['a']['b']['c']"#]]),
        ComplianceCase(
            name: #"basic, wildcard shorthand, object data"#,
            selector: #"$.*"#,
            document: #"{"a":"A","b":"B"}"#,
            results: [#"["A","B"]"#, #"["B","A"]"#],
            paths: [[#"$['a']"#, #"$['b']"#], [#"$['b']"#, #"$['a']"#]]),
        ComplianceCase(
            name: #"basic, wildcard shorthand, array data"#,
            selector: #"$.*"#,
            document: #"["first","second"]"#,
            results: [#"["first","second"]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"basic, wildcard selector, array data"#,
            selector: #"$[*]"#,
            document: #"["first","second"]"#,
            results: [#"["first","second"]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"basic, wildcard shorthand, then name shorthand"#,
            selector: #"$.*.a"#,
            document: #"{"x":{"a":"Ax","b":"Bx"},"y":{"a":"Ay","b":"By"}}"#,
            results: [#"["Ax","Ay"]"#, #"["Ay","Ax"]"#],
            paths: [[#"$['x']['a']"#, #"$['y']['a']"#], [#"$['y']['a']"#, #"$['x']['a']"#]]),
        ComplianceCase(
            name: #"basic, multiple selectors"#,
            selector: #"$[0,2]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[0,2]"#],
            paths: [[#"$[0]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"basic, multiple selectors, space instead of comma"#,
            selector: #"$[0 2]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"basic, selector, leading comma"#,
            selector: #"$[,0]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"basic, selector, trailing comma"#,
            selector: #"$[0,]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"basic, multiple selectors, name and index, array data"#,
            selector: #"$['a',1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[1]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"basic, multiple selectors, name and index, object data"#,
            selector: #"$['a',1]"#,
            document: #"{"a":1,"b":2}"#,
            results: [#"[1]"#],
            paths: [[#"$['a']"#]]),
        ComplianceCase(
            name: #"basic, multiple selectors, index and slice"#,
            selector: #"$[1,5:7]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[1,5,6]"#],
            paths: [[#"$[1]"#, #"$[5]"#, #"$[6]"#]]),
        ComplianceCase(
            name: #"basic, multiple selectors, index and slice, overlapping"#,
            selector: #"$[1,0:3]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[1,0,1,2]"#],
            paths: [[#"$[1]"#, #"$[0]"#, #"$[1]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"basic, multiple selectors, duplicate index"#,
            selector: #"$[1,1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[1,1]"#],
            paths: [[#"$[1]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"basic, multiple selectors, wildcard and index"#,
            selector: #"$[*,1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[0,1,2,3,4,5,6,7,8,9,1]"#],
            paths: [
                [#"$[0]"#, #"$[1]"#, #"$[2]"#, #"$[3]"#, #"$[4]"#, #"$[5]"#, #"$[6]"#, #"$[7]"#, #"$[8]"#, #"$[9]"#, #"$[1]"#]
            ]),
        ComplianceCase(
            name: #"basic, multiple selectors, wildcard and name"#,
            selector: #"$[*,'a']"#,
            document: #"{"a":"A","b":"B"}"#,
            results: [#"["A","B","A"]"#, #"["B","A","A"]"#],
            paths: [[#"$['a']"#, #"$['b']"#, #"$['a']"#], [#"$['b']"#, #"$['a']"#, #"$['a']"#]]),
        ComplianceCase(
            name: #"basic, multiple selectors, wildcard and slice"#,
            selector: #"$[*,0:2]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[0,1,2,3,4,5,6,7,8,9,0,1]"#],
            paths: [
                [
                    #"$[0]"#, #"$[1]"#, #"$[2]"#, #"$[3]"#, #"$[4]"#, #"$[5]"#, #"$[6]"#, #"$[7]"#, #"$[8]"#, #"$[9]"#, #"$[0]"#,
                    #"$[1]"#,
                ]
            ]),
        ComplianceCase(
            name: #"basic, multiple selectors, multiple wildcards"#,
            selector: #"$[*,*]"#,
            document: #"[0,1,2]"#,
            results: [#"[0,1,2,0,1,2]"#],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[2]"#, #"$[0]"#, #"$[1]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"basic, empty segment"#,
            selector: #"$[]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"basic, descendant segment, index"#,
            selector: #"$..[1]"#,
            document: #"{"o":[0,1,[2,3]]}"#,
            results: [#"[1,3]"#],
            paths: [[#"$['o'][1]"#, #"$['o'][2][1]"#]]),
        ComplianceCase(
            name: #"basic, descendant segment, name shorthand"#,
            selector: #"$..a"#,
            document: #"{"o":[{"a":"b"},{"a":"c"}]}"#,
            results: [#"["b","c"]"#],
            paths: [[#"$['o'][0]['a']"#, #"$['o'][1]['a']"#]]),
        ComplianceCase(
            name: #"basic, name shorthand, true"#,
            selector: #"$.true"#,
            document: #"{"true":"A","_foo":"B"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['true']"#]]),
        ComplianceCase(
            name: #"basic, name shorthand, false"#,
            selector: #"$.false"#,
            document: #"{"false":"A","_foo":"B"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['false']"#]]),
        ComplianceCase(
            name: #"basic, name shorthand, null"#,
            selector: #"$.null"#,
            document: #"{"null":"A","_foo":"B"}"#,
            results: [#"["A"]"#],
            paths: [[#"$['null']"#]]),
        ComplianceCase(
            name: #"basic, descendant segment, wildcard shorthand, array data"#,
            selector: #"$..*"#,
            document: #"[0,1]"#,
            results: [#"[0,1]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"basic, descendant segment, wildcard selector, array data"#,
            selector: #"$..[*]"#,
            document: #"[0,1]"#,
            results: [#"[0,1]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"basic, descendant segment, wildcard selector, nested arrays"#,
            selector: #"$..[*]"#,
            document: #"[[[1]],[2]]"#,
            results: [#"[[[1]],[2],[1],1,2]"#, #"[[[1]],[2],[1],2,1]"#],
            paths: [
                [#"$[0]"#, #"$[1]"#, #"$[0][0]"#, #"$[0][0][0]"#, #"$[1][0]"#],
                [#"$[0]"#, #"$[1]"#, #"$[0][0]"#, #"$[1][0]"#, #"$[0][0][0]"#],
            ]),
        ComplianceCase(
            name: #"basic, descendant segment, wildcard selector, nested objects"#,
            selector: #"$..[*]"#,
            document: #"{"a":{"c":{"e":1}},"b":{"d":2}}"#,
            results: [
                #"[{"c":{"e":1}},{"d":2},{"e":1},1,2]"#, #"[{"c":{"e":1}},{"d":2},{"e":1},2,1]"#,
                #"[{"c":{"e":1}},{"d":2},2,{"e":1},1]"#, #"[{"d":2},{"c":{"e":1}},{"e":1},1,2]"#,
                #"[{"d":2},{"c":{"e":1}},{"e":1},2,1]"#, #"[{"d":2},{"c":{"e":1}},2,{"e":1},1]"#,
            ],
            paths: [
                [#"$['a']"#, #"$['b']"#, #"$['a']['c']"#, #"$['a']['c']['e']"#, #"$['b']['d']"#],
                [#"$['a']"#, #"$['b']"#, #"$['a']['c']"#, #"$['b']['d']"#, #"$['a']['c']['e']"#],
                [#"$['a']"#, #"$['b']"#, #"$['b']['d']"#, #"$['a']['c']"#, #"$['a']['c']['e']"#],
                [#"$['b']"#, #"$['a']"#, #"$['a']['c']"#, #"$['a']['c']['e']"#, #"$['b']['d']"#],
                [#"$['b']"#, #"$['a']"#, #"$['a']['c']"#, #"$['b']['d']"#, #"$['a']['c']['e']"#],
                [#"$['b']"#, #"$['a']"#, #"$['b']['d']"#, #"$['a']['c']"#, #"$['a']['c']['e']"#],
            ]),
        ComplianceCase(
            name: #"basic, descendant segment, wildcard shorthand, object data"#,
            selector: #"$..*"#,
            document: #"{"a":"b"}"#,
            results: [#"["b"]"#],
            paths: [[#"$['a']"#]]),
        ComplianceCase(
            name: #"basic, descendant segment, wildcard shorthand, nested data"#,
            selector: #"$..*"#,
            document: #"{"o":[{"a":"b"}]}"#,
            results: [#"[[{"a":"b"}],{"a":"b"},"b"]"#],
            paths: [[#"$['o']"#, #"$['o'][0]"#, #"$['o'][0]['a']"#]]),
        ComplianceCase(
            name: #"basic, descendant segment, multiple selectors"#,
            selector: #"$..['a','d']"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"["b","e","c","f"]"#],
            paths: [[#"$[0]['a']"#, #"$[0]['d']"#, #"$[1]['a']"#, #"$[1]['d']"#]]),
        ComplianceCase(
            name: #"basic, descendant segment, object traversal, multiple selectors"#,
            selector: #"$..['a','d']"#,
            document: #"{"x":{"a":"b","d":"e"},"y":{"a":"c","d":"f"}}"#,
            results: [#"["b","e","c","f"]"#, #"["c","f","b","e"]"#],
            paths: [
                [#"$['x']['a']"#, #"$['x']['d']"#, #"$['y']['a']"#, #"$['y']['d']"#],
                [#"$['y']['a']"#, #"$['y']['d']"#, #"$['x']['a']"#, #"$['x']['d']"#],
            ]),
        ComplianceCase(
            name: #"basic, bald descendant segment"#,
            selector: #"$.."#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"basic, current node identifier without filter selector"#,
            selector: #"$[@.a]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"basic, root node identifier in brackets without filter selector"#,
            selector: #"$[$.a]"#,
            document: nil, results: nil, paths: nil),
    ]
}
