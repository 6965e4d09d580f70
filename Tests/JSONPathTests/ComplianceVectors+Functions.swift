// Generated from cts.json of https://github.com/jsonpath-standard/jsonpath-compliance-test-suite
// (commit 7be7c1fc28057c91e8eefaf197060fba7ed43acd), BSD-2-Clause; see ComplianceHarness.swift. Converted mechanically, one case per entry.

extension ComplianceVectors {
    /// The "functions" cases of the compliance test suite.
    static let functions: [ComplianceCase] = [
        ComplianceCase(
            name: #"functions, count, count function"#,
            selector: #"$[?count(@..*)>2]"#,
            document: #"[{"a":[1,2,3]},{"a":[1],"d":"f"},{"a":1,"d":"f"}]"#,
            results: [#"[{"a":[1,2,3]},{"a":[1],"d":"f"}]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"functions, count, single-node arg"#,
            selector: #"$[?count(@.a)>1]"#,
            document: #"[{"a":[1,2,3]},{"a":[1],"d":"f"},{"a":1,"d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, count, multiple-selector arg"#,
            selector: #"$[?count(@['a','d'])>1]"#,
            document: #"[{"a":[1,2,3]},{"a":[1],"d":"f"},{"a":1,"d":"f"}]"#,
            results: [#"[{"a":[1],"d":"f"},{"a":1,"d":"f"}]"#],
            paths: [[#"$[1]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"functions, count, non-query arg, number"#,
            selector: #"$[?count(1)>2]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, count, non-query arg, string"#,
            selector: #"$[?count('string')>2]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, count, non-query arg, true"#,
            selector: #"$[?count(true)>2]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, count, non-query arg, false"#,
            selector: #"$[?count(false)>2]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, count, non-query arg, null"#,
            selector: #"$[?count(null)>2]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, count, result must be compared"#,
            selector: #"$[?count(@..*)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, count, no params"#,
            selector: #"$[?count()==1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, count, too many params"#,
            selector: #"$[?count(@.a,@.b)==1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, length, string data"#,
            selector: #"$[?length(@.a)>=2]"#,
            document: #"[{"a":"ab"},{"a":"d"}]"#,
            results: [#"[{"a":"ab"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, length, string data, unicode"#,
            selector: #"$[?length(@)==2]"#,
            document:
                #"["\#u{263A}","\#u{263A}\#u{263A}","\#u{263A}\#u{263A}\#u{263A}","\#u{436}","\#u{436}\#u{436}","\#u{436}\#u{436}\#u{436}","\#u{78E8}","\#u{963F}\#u{7F8E}","\#u{5F62}\#u{58F0}\#u{5B57}"]"#,
            results: [#"["\#u{263A}\#u{263A}","\#u{436}\#u{436}","\#u{963F}\#u{7F8E}"]"#],
            paths: [[#"$[1]"#, #"$[4]"#, #"$[7]"#]]),
        ComplianceCase(
            name: #"functions, length, array data"#,
            selector: #"$[?length(@.a)>=2]"#,
            document: #"[{"a":[1,2,3]},{"a":[1]}]"#,
            results: [#"[{"a":[1,2,3]}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, length, missing data"#,
            selector: #"$[?length(@.a)>=2]"#,
            document: #"[{"d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, length, number arg"#,
            selector: #"$[?length(1)>=2]"#,
            document: #"[{"d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, length, true arg"#,
            selector: #"$[?length(true)>=2]"#,
            document: #"[{"d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, length, false arg"#,
            selector: #"$[?length(false)>=2]"#,
            document: #"[{"d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, length, null arg"#,
            selector: #"$[?length(null)>=2]"#,
            document: #"[{"d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, length, result must be compared"#,
            selector: #"$[?length(@.a)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, length, no params"#,
            selector: #"$[?length()==1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, length, too many params"#,
            selector: #"$[?length(@.a,@.b)==1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, length, non-singular query arg"#,
            selector: #"$[?length(@.*)<3]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, length, arg is a function expression"#,
            selector: #"$.values[?length(@.a)==length(value($..c))]"#,
            document: #"{"c":"cd","values":[{"a":"ab"},{"a":"d"}]}"#,
            results: [#"[{"a":"ab"}]"#],
            paths: [[#"$['values'][0]"#]]),
        ComplianceCase(
            name: #"functions, length, arg is special nothing"#,
            selector: #"$[?length(value(@.a))>0]"#,
            document: #"[{"a":"ab"},{"c":"d"},{"a":null}]"#,
            results: [#"[{"a":"ab"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, length, non-singular query arg, multiple index selectors"#,
            selector: #"$[?length(@[1, 2])<3]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, length, non-singular query arg, multiple name selectors"#,
            selector: #"$[?length(@['a', 'b'])<3]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, match, found match"#,
            selector: #"$[?match(@.a, 'a.*')]"#,
            document: #"[{"a":"ab"}]"#,
            results: [#"[{"a":"ab"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, match, double quotes"#,
            selector: #"$[?match(@.a, "a.*")]"#,
            document: #"[{"a":"ab"}]"#,
            results: [#"[{"a":"ab"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, match, regex from the document"#,
            selector: #"$.values[?match(@, $.regex)]"#,
            document: #"{"regex":"b.?b","values":["abc","bcd","bab","bba","bbab","b",true,[],{}]}"#,
            results: [#"["bab"]"#],
            paths: [[#"$['values'][2]"#]]),
        ComplianceCase(
            name: #"functions, match, don't select match"#,
            selector: #"$[?!match(@.a, 'a.*')]"#,
            document: #"[{"a":"ab"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, match, not a match"#,
            selector: #"$[?match(@.a, 'a.*')]"#,
            document: #"[{"a":"bc"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, match, select non-match"#,
            selector: #"$[?!match(@.a, 'a.*')]"#,
            document: #"[{"a":"bc"}]"#,
            results: [#"[{"a":"bc"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, match, non-string first arg"#,
            selector: #"$[?match(1, 'a.*')]"#,
            document: #"[{"a":"bc"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, match, non-string second arg"#,
            selector: #"$[?match(@.a, 1)]"#,
            document: #"[{"a":"bc"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, match, filter, match function, unicode char class, uppercase"#,
            selector: #"$[?match(@, '\\p{Lu}')]"#,
            document: #"["\#u{436}","\#u{416}","1","\#u{436}\#u{416}",true,[],{}]"#,
            results: [#"["\#u{416}"]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"functions, match, filter, match function, unicode char class negated, uppercase"#,
            selector: #"$[?match(@, '\\P{Lu}')]"#,
            document: #"["\#u{436}","\#u{416}","1",true,[],{}]"#,
            results: [#"["\#u{436}","1"]"#],
            paths: [[#"$[0]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"functions, match, filter, match function, unicode, surrogate pair"#,
            selector: #"$[?match(@, 'a.b')]"#,
            document: #"["a\#u{10101}b","ab","1",true,[],{}]"#,
            results: [#"["a\#u{10101}b"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, match, dot matcher on \u2028"#,
            selector: #"$[?match(@, '.')]"#,
            document: #"["\#u{2028}","\r","\n",true,[],{}]"#,
            results: [#"["\#u{2028}"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, match, dot matcher on \u2029"#,
            selector: #"$[?match(@, '.')]"#,
            document: #"["\#u{2029}","\r","\n",true,[],{}]"#,
            results: [#"["\#u{2029}"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, match, result cannot be compared"#,
            selector: #"$[?match(@.a, 'a.*')==true]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, match, too few params"#,
            selector: #"$[?match(@.a)==1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, match, too many params"#,
            selector: #"$[?match(@.a,@.b,@.c)==1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, match, arg is a function expression"#,
            selector: #"$.values[?match(@.a, value($..['regex']))]"#,
            document: #"{"regex":"a.*","values":[{"a":"ab"},{"a":"ba"}]}"#,
            results: [#"[{"a":"ab"}]"#],
            paths: [[#"$['values'][0]"#]]),
        ComplianceCase(
            name: #"functions, match, dot in character class"#,
            selector: #"$[?match(@, 'a[.b]c')]"#,
            document: #"["abc","a.c","axc"]"#,
            results: [#"["abc","a.c"]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"functions, match, escaped dot"#,
            selector: #"$[?match(@, 'a\\.c')]"#,
            document: #"["abc","a.c","axc"]"#,
            results: [#"["a.c"]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"functions, match, escaped backslash before dot"#,
            selector: #"$[?match(@, 'a\\\\.c')]"#,
            document: #"["abc","a.c","axc","a\\\#u{2028}c"]"#,
            results: [#"["a\\\#u{2028}c"]"#],
            paths: [[#"$[3]"#]]),
        ComplianceCase(
            name: #"functions, match, escaped left square bracket"#,
            selector: #"$[?match(@, 'a\\[.c')]"#,
            document: #"["abc","a.c","a[\#u{2028}c"]"#,
            results: [#"["a[\#u{2028}c"]"#],
            paths: [[#"$[2]"#]]),
        ComplianceCase(
            name: #"functions, match, escaped right square bracket"#,
            selector: #"$[?match(@, 'a[\\].]c')]"#,
            document: #"["abc","a.c","a\#u{2028}c","a]c"]"#,
            results: [#"["a.c","a]c"]"#],
            paths: [[#"$[1]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"functions, match, explicit caret"#,
            selector: #"$[?match(@, '^ab.*')]"#,
            document: #"["abc","axc","ab","xab"]"#,
            results: [#"["abc","ab"]"#],
            paths: [[#"$[0]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"functions, match, explicit dollar"#,
            selector: #"$[?match(@, '.*bc$')]"#,
            document: #"["abc","axc","ab","abcx"]"#,
            results: [#"["abc"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, search, at the end"#,
            selector: #"$[?search(@.a, 'a.*')]"#,
            document: #"[{"a":"the end is ab"}]"#,
            results: [#"[{"a":"the end is ab"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, search, double quotes"#,
            selector: #"$[?search(@.a, "a.*")]"#,
            document: #"[{"a":"the end is ab"}]"#,
            results: [#"[{"a":"the end is ab"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, search, at the start"#,
            selector: #"$[?search(@.a, 'a.*')]"#,
            document: #"[{"a":"ab is at the start"}]"#,
            results: [#"[{"a":"ab is at the start"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, search, in the middle"#,
            selector: #"$[?search(@.a, 'a.*')]"#,
            document: #"[{"a":"contains two matches"}]"#,
            results: [#"[{"a":"contains two matches"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, search, regex from the document"#,
            selector: #"$.values[?search(@, $.regex)]"#,
            document: #"{"regex":"b.?b","values":["abc","bcd","bab","bba","bbab","b",true,[],{}]}"#,
            results: [#"["bab","bba","bbab"]"#],
            paths: [[#"$['values'][2]"#, #"$['values'][3]"#, #"$['values'][4]"#]]),
        ComplianceCase(
            name: #"functions, search, don't select match"#,
            selector: #"$[?!search(@.a, 'a.*')]"#,
            document: #"[{"a":"contains two matches"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, search, not a match"#,
            selector: #"$[?search(@.a, 'a.*')]"#,
            document: #"[{"a":"bc"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, search, select non-match"#,
            selector: #"$[?!search(@.a, 'a.*')]"#,
            document: #"[{"a":"bc"}]"#,
            results: [#"[{"a":"bc"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, search, non-string first arg"#,
            selector: #"$[?search(1, 'a.*')]"#,
            document: #"[{"a":"bc"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, search, non-string second arg"#,
            selector: #"$[?search(@.a, 1)]"#,
            document: #"[{"a":"bc"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, search, filter, search function, unicode char class, uppercase"#,
            selector: #"$[?search(@, '\\p{Lu}')]"#,
            document: #"["\#u{436}","\#u{416}","1","\#u{436}\#u{416}",true,[],{}]"#,
            results: [#"["\#u{416}","\#u{436}\#u{416}"]"#],
            paths: [[#"$[1]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"functions, search, filter, search function, unicode char class negated, uppercase"#,
            selector: #"$[?search(@, '\\P{Lu}')]"#,
            document: #"["\#u{436}","\#u{416}","1",true,[],{}]"#,
            results: [#"["\#u{436}","1"]"#],
            paths: [[#"$[0]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"functions, search, filter, search function, unicode, surrogate pair"#,
            selector: #"$[?search(@, 'a.b')]"#,
            document: #"["a\#u{10101}bc","abc","1",true,[],{}]"#,
            results: [#"["a\#u{10101}bc"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"functions, search, dot matcher on \u2028"#,
            selector: #"$[?search(@, '.')]"#,
            document: #"["\#u{2028}","\r\#u{2028}\n","\r","\n",true,[],{}]"#,
            results: [#"["\#u{2028}","\r\#u{2028}\n"]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"functions, search, dot matcher on \u2029"#,
            selector: #"$[?search(@, '.')]"#,
            document: #"["\#u{2029}","\r\#u{2029}\n","\r","\n",true,[],{}]"#,
            results: [#"["\#u{2029}","\r\#u{2029}\n"]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"functions, search, result cannot be compared"#,
            selector: #"$[?search(@.a, 'a.*')==true]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, search, too few params"#,
            selector: #"$[?search(@.a)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, search, too many params"#,
            selector: #"$[?search(@.a,@.b,@.c)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, search, arg is a function expression"#,
            selector: #"$.values[?search(@, value($..['regex']))]"#,
            document: #"{"regex":"b.?b","values":["abc","bcd","bab","bba","bbab","b",true,[],{}]}"#,
            results: [#"["bab","bba","bbab"]"#],
            paths: [[#"$['values'][2]"#, #"$['values'][3]"#, #"$['values'][4]"#]]),
        ComplianceCase(
            name: #"functions, search, dot in character class"#,
            selector: #"$[?search(@, 'a[.b]c')]"#,
            document: #"["x abc y","x a.c y","x axc y"]"#,
            results: [#"["x abc y","x a.c y"]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"functions, search, escaped dot"#,
            selector: #"$[?search(@, 'a\\.c')]"#,
            document: #"["x abc y","x a.c y","x axc y"]"#,
            results: [#"["x a.c y"]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"functions, search, escaped backslash before dot"#,
            selector: #"$[?search(@, 'a\\\\.c')]"#,
            document: #"["x abc y","x a.c y","x axc y","x a\\\#u{2028}c y"]"#,
            results: [#"["x a\\\#u{2028}c y"]"#],
            paths: [[#"$[3]"#]]),
        ComplianceCase(
            name: #"functions, search, escaped left square bracket"#,
            selector: #"$[?search(@, 'a\\[.c')]"#,
            document: #"["x abc y","x a.c y","x a[\#u{2028}c y"]"#,
            results: [#"["x a[\#u{2028}c y"]"#],
            paths: [[#"$[2]"#]]),
        ComplianceCase(
            name: #"functions, search, escaped right square bracket"#,
            selector: #"$[?search(@, 'a[\\].]c')]"#,
            document: #"["x abc y","x a.c y","x a\#u{2028}c y","x a]c y"]"#,
            results: [#"["x a.c y","x a]c y"]"#],
            paths: [[#"$[1]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"functions, value, single-value nodelist"#,
            selector: #"$[?value(@.*)==4]"#,
            document: #"[[4],{"foo":4},[5],{"foo":5},4]"#,
            results: [#"[[4],{"foo":4}]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"functions, value, multi-value nodelist"#,
            selector: #"$[?value(@.*)==4]"#,
            document: #"[[4,4],{"foo":4,"bar":4}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"functions, value, too few params"#,
            selector: #"$[?value()==4]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, value, too many params"#,
            selector: #"$[?value(@.a,@.b)==4]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"functions, value, result must be compared"#,
            selector: #"$[?value(@.a)]"#,
            document: nil, results: nil, paths: nil),
    ]
}
