// Generated from cts.json of https://github.com/jsonpath-standard/jsonpath-compliance-test-suite
// (commit 7be7c1fc28057c91e8eefaf197060fba7ed43acd), BSD-2-Clause; see ComplianceHarness.swift. Converted mechanically, one case per entry.

extension ComplianceVectors {
    /// The "slice selector" cases of the compliance test suite.
    static let sliceSelector: [ComplianceCase] = [
        ComplianceCase(
            name: #"slice selector, slice selector"#,
            selector: #"$[1:3]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[1,2]"#],
            paths: [[#"$[1]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"slice selector, slice selector with step"#,
            selector: #"$[1:6:2]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[1,3,5]"#],
            paths: [[#"$[1]"#, #"$[3]"#, #"$[5]"#]]),
        ComplianceCase(
            name: #"slice selector, slice selector with everything omitted, short form"#,
            selector: #"$[:]"#,
            document: #"[0,1,2,3]"#,
            results: [#"[0,1,2,3]"#],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[2]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"slice selector, slice selector with everything omitted, long form"#,
            selector: #"$[::]"#,
            document: #"[0,1,2,3]"#,
            results: [#"[0,1,2,3]"#],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[2]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"slice selector, slice selector with start omitted"#,
            selector: #"$[:2]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[0,1]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"slice selector, slice selector with start and end omitted"#,
            selector: #"$[::2]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[0,2,4,6,8]"#],
            paths: [[#"$[0]"#, #"$[2]"#, #"$[4]"#, #"$[6]"#, #"$[8]"#]]),
        ComplianceCase(
            name: #"slice selector, negative step with default start and end"#,
            selector: #"$[::-1]"#,
            document: #"[0,1,2,3]"#,
            results: [#"[3,2,1,0]"#],
            paths: [[#"$[3]"#, #"$[2]"#, #"$[1]"#, #"$[0]"#]]),
        ComplianceCase(
            name: #"slice selector, negative step with default start"#,
            selector: #"$[:0:-1]"#,
            document: #"[0,1,2,3]"#,
            results: [#"[3,2,1]"#],
            paths: [[#"$[3]"#, #"$[2]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"slice selector, negative step with default end"#,
            selector: #"$[2::-1]"#,
            document: #"[0,1,2,3]"#,
            results: [#"[2,1,0]"#],
            paths: [[#"$[2]"#, #"$[1]"#, #"$[0]"#]]),
        ComplianceCase(
            name: #"slice selector, larger negative step"#,
            selector: #"$[::-2]"#,
            document: #"[0,1,2,3]"#,
            results: [#"[3,1]"#],
            paths: [[#"$[3]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"slice selector, negative range with default step"#,
            selector: #"$[-1:-3]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, negative range with negative step"#,
            selector: #"$[-1:-3:-1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[9,8]"#],
            paths: [[#"$[9]"#, #"$[8]"#]]),
        ComplianceCase(
            name: #"slice selector, negative range with larger negative step"#,
            selector: #"$[-1:-6:-2]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[9,7,5]"#],
            paths: [[#"$[9]"#, #"$[7]"#, #"$[5]"#]]),
        ComplianceCase(
            name: #"slice selector, larger negative range with larger negative step"#,
            selector: #"$[-1:-7:-2]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[9,7,5]"#],
            paths: [[#"$[9]"#, #"$[7]"#, #"$[5]"#]]),
        ComplianceCase(
            name: #"slice selector, negative from, positive to"#,
            selector: #"$[-5:7]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[5,6]"#],
            paths: [[#"$[5]"#, #"$[6]"#]]),
        ComplianceCase(
            name: #"slice selector, negative from"#,
            selector: #"$[-2:]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[8,9]"#],
            paths: [[#"$[8]"#, #"$[9]"#]]),
        ComplianceCase(
            name: #"slice selector, positive from, negative to"#,
            selector: #"$[1:-1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[1,2,3,4,5,6,7,8]"#],
            paths: [[#"$[1]"#, #"$[2]"#, #"$[3]"#, #"$[4]"#, #"$[5]"#, #"$[6]"#, #"$[7]"#, #"$[8]"#]]),
        ComplianceCase(
            name: #"slice selector, negative from, positive to, negative step"#,
            selector: #"$[-1:1:-1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[9,8,7,6,5,4,3,2]"#],
            paths: [[#"$[9]"#, #"$[8]"#, #"$[7]"#, #"$[6]"#, #"$[5]"#, #"$[4]"#, #"$[3]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"slice selector, positive from, negative to, negative step"#,
            selector: #"$[7:-5:-1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[7,6]"#],
            paths: [[#"$[7]"#, #"$[6]"#]]),
        ComplianceCase(
            name: #"slice selector, in serial, on nested array"#,
            selector: #"$[1:3][1:2]"#,
            document: #"[["a","b","c"],["d","e","f"],["g","h","i"]]"#,
            results: [#"["e","h"]"#],
            paths: [[#"$[1][1]"#, #"$[2][1]"#]]),
        ComplianceCase(
            name: #"slice selector, in serial, on flat array"#,
            selector: #"$[1:3][::]"#,
            document: #"[0,1,2,3,4,5]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, negative from, negative to, positive step"#,
            selector: #"$[-5:-2]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[5,6,7]"#],
            paths: [[#"$[5]"#, #"$[6]"#, #"$[7]"#]]),
        ComplianceCase(
            name: #"slice selector, too many colons"#,
            selector: #"$[1:2:3:4]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, non-integer array index"#,
            selector: #"$[1:2:a]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, zero step"#,
            selector: #"$[1:2:0]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, empty range"#,
            selector: #"$[2:2]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, slice selector with everything omitted with empty array"#,
            selector: #"$[:]"#,
            document: #"[]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, negative step with empty array"#,
            selector: #"$[::-1]"#,
            document: #"[]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, maximal range with positive step"#,
            selector: #"$[0:10]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[0,1,2,3,4,5,6,7,8,9]"#],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[2]"#, #"$[3]"#, #"$[4]"#, #"$[5]"#, #"$[6]"#, #"$[7]"#, #"$[8]"#, #"$[9]"#]]),
        ComplianceCase(
            name: #"slice selector, maximal range with negative step"#,
            selector: #"$[9:0:-1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[9,8,7,6,5,4,3,2,1]"#],
            paths: [[#"$[9]"#, #"$[8]"#, #"$[7]"#, #"$[6]"#, #"$[5]"#, #"$[4]"#, #"$[3]"#, #"$[2]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"slice selector, excessively large to value"#,
            selector: #"$[2:113667776004]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[2,3,4,5,6,7,8,9]"#],
            paths: [[#"$[2]"#, #"$[3]"#, #"$[4]"#, #"$[5]"#, #"$[6]"#, #"$[7]"#, #"$[8]"#, #"$[9]"#]]),
        ComplianceCase(
            name: #"slice selector, excessively small from value"#,
            selector: #"$[-113667776004:1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[0]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"slice selector, excessively large from value with negative step"#,
            selector: #"$[113667776004:0:-1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[9,8,7,6,5,4,3,2,1]"#],
            paths: [[#"$[9]"#, #"$[8]"#, #"$[7]"#, #"$[6]"#, #"$[5]"#, #"$[4]"#, #"$[3]"#, #"$[2]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"slice selector, excessively small to value with negative step"#,
            selector: #"$[3:-113667776004:-1]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[3,2,1,0]"#],
            paths: [[#"$[3]"#, #"$[2]"#, #"$[1]"#, #"$[0]"#]]),
        ComplianceCase(
            name: #"slice selector, excessively large step"#,
            selector: #"$[1:10:113667776004]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[1]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"slice selector, excessively small step"#,
            selector: #"$[-1:-10:-113667776004]"#,
            document: #"[0,1,2,3,4,5,6,7,8,9]"#,
            results: [#"[9]"#],
            paths: [[#"$[9]"#]]),
        ComplianceCase(
            name: #"slice selector, start, min exact"#,
            selector: #"$[-9007199254740991::]"#,
            document: #"[]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, start, max exact"#,
            selector: #"$[9007199254740991::]"#,
            document: #"[]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, start, min exact - 1"#,
            selector: #"$[-9007199254740992::]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, start, max exact + 1"#,
            selector: #"$[9007199254740992::]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, end, min exact"#,
            selector: #"$[:-9007199254740991:]"#,
            document: #"[]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, end, max exact"#,
            selector: #"$[:9007199254740991:]"#,
            document: #"[]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, end, min exact - 1"#,
            selector: #"$[:-9007199254740992:]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, end, max exact + 1"#,
            selector: #"$[:9007199254740992:]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, step, min exact"#,
            selector: #"$[::-9007199254740991]"#,
            document: #"[]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, step, max exact"#,
            selector: #"$[::9007199254740991]"#,
            document: #"[]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"slice selector, step, min exact - 1"#,
            selector: #"$[::-9007199254740992]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, step, max exact + 1"#,
            selector: #"$[::9007199254740992]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, overflowing to value"#,
            selector: #"$[2:231584178474632390847141970017375815706539969331281128078915168015826259279872]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, underflowing from value"#,
            selector: #"$[-231584178474632390847141970017375815706539969331281128078915168015826259279872:1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, overflowing from value with negative step"#,
            selector: #"$[231584178474632390847141970017375815706539969331281128078915168015826259279872:0:-1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, underflowing to value with negative step"#,
            selector: #"$[3:-231584178474632390847141970017375815706539969331281128078915168015826259279872:-1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, overflowing step"#,
            selector: #"$[1:10:231584178474632390847141970017375815706539969331281128078915168015826259279872]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, underflowing step"#,
            selector: #"$[-1:-10:-231584178474632390847141970017375815706539969331281128078915168015826259279872]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, start, leading 0"#,
            selector: #"$[01::]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, start, decimal"#,
            selector: #"$[1.0::]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, start, plus"#,
            selector: #"$[+1::]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, start, minus space"#,
            selector: #"$[- 1::]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, start, -0"#,
            selector: #"$[-0::]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, start, leading -0"#,
            selector: #"$[-01::]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, end, leading 0"#,
            selector: #"$[:01:]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, end, decimal"#,
            selector: #"$[:1.0:]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, end, plus"#,
            selector: #"$[:+1:]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, end, minus space"#,
            selector: #"$[:- 1:]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, end, -0"#,
            selector: #"$[:-0:]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, end, leading -0"#,
            selector: #"$[:-01:]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, step, leading 0"#,
            selector: #"$[::01]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, step, decimal"#,
            selector: #"$[::1.0]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, step, plus"#,
            selector: #"$[::+1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, step, minus space"#,
            selector: #"$[::- 1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, step, -0"#,
            selector: #"$[::-0]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"slice selector, step, leading -0"#,
            selector: #"$[::-01]"#,
            document: nil, results: nil, paths: nil),
    ]
}
