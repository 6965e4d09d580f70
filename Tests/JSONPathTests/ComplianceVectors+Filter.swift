// Generated from cts.json of https://github.com/jsonpath-standard/jsonpath-compliance-test-suite
// (commit 7be7c1fc28057c91e8eefaf197060fba7ed43acd), BSD-2-Clause; see ComplianceHarness.swift. Converted mechanically, one case per entry.

extension ComplianceVectors {
    /// The "filter" cases of the compliance test suite.
    static let filter: [ComplianceCase] = [
        ComplianceCase(
            name: #"filter, existence, without segments"#,
            selector: #"$[?@]"#,
            document: #"{"a":1,"b":null}"#,
            results: [#"[1,null]"#, #"[null,1]"#],
            paths: [[#"$['a']"#, #"$['b']"#], [#"$['b']"#, #"$['a']"#]]),
        ComplianceCase(
            name: #"filter, existence"#,
            selector: #"$[?@.a]"#,
            document: #"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, existence, present with null"#,
            selector: #"$[?@.a]"#,
            document: #"[{"a":null,"d":"e"},{"b":"c","d":"f"}]"#,
            results: [#"[{"a":null,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, absolute existence, without segments"#,
            selector: #"$[?$]"#,
            document: #"{"a":1,"b":null}"#,
            results: [#"[1,null]"#, #"[null,1]"#],
            paths: [[#"$['a']"#, #"$['b']"#], [#"$['b']"#, #"$['a']"#]]),
        ComplianceCase(
            name: #"filter, absolute existence, with segments"#,
            selector: #"$[?$.*.a]"#,
            document: #"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, equals string, single quotes"#,
            selector: #"$[?@.a=='b']"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals numeric string, single quotes"#,
            selector: #"$[?@.a=='1']"#,
            document: #"[{"a":"1","d":"e"},{"a":1,"d":"f"}]"#,
            results: [#"[{"a":"1","d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals string, double quotes"#,
            selector: #"$[?@.a=="b"]"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals numeric string, double quotes"#,
            selector: #"$[?@.a=="1"]"#,
            document: #"[{"a":"1","d":"e"},{"a":1,"d":"f"}]"#,
            results: [#"[{"a":"1","d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number"#,
            selector: #"$[?@.a==1]"#,
            document: #"[{"a":1,"d":"e"},{"a":"c","d":"f"},{"a":2,"d":"f"},{"a":"1","d":"f"}]"#,
            results: [#"[{"a":1,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals null"#,
            selector: #"$[?@.a==null]"#,
            document: #"[{"a":null,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":null,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals null, absent from data"#,
            selector: #"$[?@.a==null]"#,
            document: #"[{"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"filter, equals true"#,
            selector: #"$[?@.a==true]"#,
            document: #"[{"a":true,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":true,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals false"#,
            selector: #"$[?@.a==false]"#,
            document: #"[{"a":false,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":false,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals self"#,
            selector: #"$[?@==@]"#,
            document: #"[1,null,true,{"a":"b"},[false]]"#,
            results: [#"[1,null,true,{"a":"b"},[false]]"#],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[2]"#, #"$[3]"#, #"$[4]"#]]),
        ComplianceCase(
            name: #"filter, absolute, equals self"#,
            selector: #"$[?$==$]"#,
            document: #"[1,null,true,{"a":"b"},[false]]"#,
            results: [#"[1,null,true,{"a":"b"},[false]]"#],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[2]"#, #"$[3]"#, #"$[4]"#]]),
        ComplianceCase(
            name: #"filter, equals, absent from index selector equals absent from name selector"#,
            selector: #"$[?@.absent==@.list[9]]"#,
            document: #"[{"list":[1]}]"#,
            results: [#"[{"list":[1]}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, deep equality, arrays"#,
            selector: #"$[?@.a==@.b]"#,
            document:
                #"[{"a":false,"b":[1,2]},{"a":[[1,[2]]],"b":[[1,[2]]]},{"a":[[1,[2]]],"b":[[[2],1]]},{"a":[[1,[2]]],"b":[[1,2]]}]"#,
            results: [#"[{"a":[[1,[2]]],"b":[[1,[2]]]}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, deep equality, objects"#,
            selector: #"$[?@.a==@.b]"#,
            document:
                #"[{"a":false,"b":{"x":1,"y":{"z":1}}},{"a":{"x":1,"y":{"z":1}},"b":{"x":1,"y":{"z":1}}},{"a":{"x":1,"y":{"z":1}},"b":{"y":{"z":1},"x":1}},{"a":{"x":1,"y":{"z":1}},"b":{"x":1}},{"a":{"x":1,"y":{"z":1}},"b":{"x":1,"y":{"z":2}}}]"#,
            results: [#"[{"a":{"x":1,"y":{"z":1}},"b":{"x":1,"y":{"z":1}}},{"a":{"x":1,"y":{"z":1}},"b":{"y":{"z":1},"x":1}}]"#],
            paths: [[#"$[1]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"filter, not-equals string, single quotes"#,
            selector: #"$[?@.a!='b']"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"c","d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not-equals numeric string, single quotes"#,
            selector: #"$[?@.a!='1']"#,
            document: #"[{"a":"1","d":"e"},{"a":1,"d":"f"}]"#,
            results: [#"[{"a":1,"d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not-equals string, single quotes, different type"#,
            selector: #"$[?@.a!='b']"#,
            document: #"[{"a":"b","d":"e"},{"a":1,"d":"f"}]"#,
            results: [#"[{"a":1,"d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not-equals string, double quotes"#,
            selector: #"$[?@.a!="b"]"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"c","d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not-equals numeric string, double quotes"#,
            selector: #"$[?@.a!="1"]"#,
            document: #"[{"a":"1","d":"e"},{"a":1,"d":"f"}]"#,
            results: [#"[{"a":1,"d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not-equals string, double quotes, different types"#,
            selector: #"$[?@.a!="b"]"#,
            document: #"[{"a":"b","d":"e"},{"a":1,"d":"f"}]"#,
            results: [#"[{"a":1,"d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not-equals number"#,
            selector: #"$[?@.a!=1]"#,
            document: #"[{"a":1,"d":"e"},{"a":2,"d":"f"},{"a":"1","d":"f"}]"#,
            results: [#"[{"a":2,"d":"f"},{"a":"1","d":"f"}]"#],
            paths: [[#"$[1]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"filter, not-equals number, different types"#,
            selector: #"$[?@.a!=1]"#,
            document: #"[{"a":1,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"c","d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not-equals null"#,
            selector: #"$[?@.a!=null]"#,
            document: #"[{"a":null,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"c","d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not-equals null, absent from data"#,
            selector: #"$[?@.a!=null]"#,
            document: #"[{"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"d":"e"},{"a":"c","d":"f"}]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not-equals true"#,
            selector: #"$[?@.a!=true]"#,
            document: #"[{"a":true,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"c","d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not-equals false"#,
            selector: #"$[?@.a!=false]"#,
            document: #"[{"a":false,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"c","d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, less than string, single quotes"#,
            selector: #"$[?@.a<'c']"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, less than string, double quotes"#,
            selector: #"$[?@.a<"c"]"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, less than number"#,
            selector: #"$[?@.a<10]"#,
            document: #"[{"a":1,"d":"e"},{"a":10,"d":"e"},{"a":"c","d":"f"},{"a":20,"d":"f"}]"#,
            results: [#"[{"a":1,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, less than null"#,
            selector: #"$[?@.a<null]"#,
            document: #"[{"a":null,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"filter, less than true"#,
            selector: #"$[?@.a<true]"#,
            document: #"[{"a":true,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"filter, less than false"#,
            selector: #"$[?@.a<false]"#,
            document: #"[{"a":false,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"filter, less than or equal to string, single quotes"#,
            selector: #"$[?@.a<='c']"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, less than or equal to string, double quotes"#,
            selector: #"$[?@.a<="c"]"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"},{"a":"c","d":"f"}]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, less than or equal to number"#,
            selector: #"$[?@.a<=10]"#,
            document: #"[{"a":1,"d":"e"},{"a":10,"d":"e"},{"a":"c","d":"f"},{"a":20,"d":"f"}]"#,
            results: [#"[{"a":1,"d":"e"},{"a":10,"d":"e"}]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, less than or equal to null"#,
            selector: #"$[?@.a<=null]"#,
            document: #"[{"a":null,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":null,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, less than or equal to true"#,
            selector: #"$[?@.a<=true]"#,
            document: #"[{"a":true,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":true,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, less than or equal to false"#,
            selector: #"$[?@.a<=false]"#,
            document: #"[{"a":false,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":false,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, greater than string, single quotes"#,
            selector: #"$[?@.a>'c']"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"},{"a":"d","d":"f"}]"#,
            results: [#"[{"a":"d","d":"f"}]"#],
            paths: [[#"$[2]"#]]),
        ComplianceCase(
            name: #"filter, greater than string, double quotes"#,
            selector: #"$[?@.a>"c"]"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"},{"a":"d","d":"f"}]"#,
            results: [#"[{"a":"d","d":"f"}]"#],
            paths: [[#"$[2]"#]]),
        ComplianceCase(
            name: #"filter, greater than number"#,
            selector: #"$[?@.a>10]"#,
            document: #"[{"a":1,"d":"e"},{"a":10,"d":"e"},{"a":"c","d":"f"},{"a":20,"d":"f"}]"#,
            results: [#"[{"a":20,"d":"f"}]"#],
            paths: [[#"$[3]"#]]),
        ComplianceCase(
            name: #"filter, greater than null"#,
            selector: #"$[?@.a>null]"#,
            document: #"[{"a":null,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"filter, greater than true"#,
            selector: #"$[?@.a>true]"#,
            document: #"[{"a":true,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"filter, greater than false"#,
            selector: #"$[?@.a>false]"#,
            document: #"[{"a":false,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"filter, greater than or equal to string, single quotes"#,
            selector: #"$[?@.a>='c']"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"},{"a":"d","d":"f"}]"#,
            results: [#"[{"a":"c","d":"f"},{"a":"d","d":"f"}]"#],
            paths: [[#"$[1]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"filter, greater than or equal to string, double quotes"#,
            selector: #"$[?@.a>="c"]"#,
            document: #"[{"a":"b","d":"e"},{"a":"c","d":"f"},{"a":"d","d":"f"}]"#,
            results: [#"[{"a":"c","d":"f"},{"a":"d","d":"f"}]"#],
            paths: [[#"$[1]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"filter, greater than or equal to number"#,
            selector: #"$[?@.a>=10]"#,
            document: #"[{"a":1,"d":"e"},{"a":10,"d":"e"},{"a":"c","d":"f"},{"a":20,"d":"f"}]"#,
            results: [#"[{"a":10,"d":"e"},{"a":20,"d":"f"}]"#],
            paths: [[#"$[1]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"filter, greater than or equal to null"#,
            selector: #"$[?@.a>=null]"#,
            document: #"[{"a":null,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":null,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, greater than or equal to true"#,
            selector: #"$[?@.a>=true]"#,
            document: #"[{"a":true,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":true,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, greater than or equal to false"#,
            selector: #"$[?@.a>=false]"#,
            document: #"[{"a":false,"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":false,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, exists and not-equals null, absent from data"#,
            selector: #"$[?@.a&&@.a!=null]"#,
            document: #"[{"d":"e"},{"a":"c","d":"f"}]"#,
            results: [#"[{"a":"c","d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, exists and exists, data false"#,
            selector: #"$[?@.a&&@.b]"#,
            document: #"[{"a":false,"b":false},{"b":false},{"c":false}]"#,
            results: [#"[{"a":false,"b":false}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, exists or exists, data false"#,
            selector: #"$[?@.a||@.b]"#,
            document: #"[{"a":false,"b":false},{"b":false},{"c":false}]"#,
            results: [#"[{"a":false,"b":false},{"b":false}]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, and"#,
            selector: #"$[?@.a>0&&@.a<10]"#,
            document: #"[{"a":-10,"d":"e"},{"a":5,"d":"f"},{"a":20,"d":"f"}]"#,
            results: [#"[{"a":5,"d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, or"#,
            selector: #"$[?@.a=='b'||@.a=='d']"#,
            document: #"[{"a":"a","d":"e"},{"a":"b","d":"f"},{"a":"c","d":"f"},{"a":"d","d":"f"}]"#,
            results: [#"[{"a":"b","d":"f"},{"a":"d","d":"f"}]"#],
            paths: [[#"$[1]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"filter, not expression"#,
            selector: #"$[?!(@.a=='b')]"#,
            document: #"[{"a":"a","d":"e"},{"a":"b","d":"f"},{"a":"d","d":"f"}]"#,
            results: [#"[{"a":"a","d":"e"},{"a":"d","d":"f"}]"#],
            paths: [[#"$[0]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"filter, not exists"#,
            selector: #"$[?!@.a]"#,
            document: #"[{"a":"a","d":"e"},{"d":"f"},{"a":"d","d":"f"}]"#,
            results: [#"[{"d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, not exists, data null"#,
            selector: #"$[?!@.a]"#,
            document: #"[{"a":null,"d":"e"},{"d":"f"},{"a":"d","d":"f"}]"#,
            results: [#"[{"d":"f"}]"#],
            paths: [[#"$[1]"#]]),
        ComplianceCase(
            name: #"filter, non-singular existence, wildcard"#,
            selector: #"$[?@.*]"#,
            document: #"[1,[],[2],{},{"a":3}]"#,
            results: [#"[[2],{"a":3}]"#],
            paths: [[#"$[2]"#, #"$[4]"#]]),
        ComplianceCase(
            name: #"filter, non-singular existence, multiple"#,
            selector: #"$[?@[0, 0, 'a']]"#,
            document: #"[1,[],[2],[2,3],{"a":3},{"b":4},{"a":3,"b":4}]"#,
            results: [#"[[2],[2,3],{"a":3},{"a":3,"b":4}]"#],
            paths: [[#"$[2]"#, #"$[3]"#, #"$[4]"#, #"$[6]"#]]),
        ComplianceCase(
            name: #"filter, non-singular existence, slice"#,
            selector: #"$[?@[0:2]]"#,
            document: #"[1,[],[2],[2,3,4],{},{"a":3}]"#,
            results: [#"[[2],[2,3,4]]"#],
            paths: [[#"$[2]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"filter, non-singular existence, negated"#,
            selector: #"$[?!@.*]"#,
            document: #"[1,[],[2],{},{"a":3}]"#,
            results: [#"[1,[],{}]"#],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"filter, non-singular query in comparison, slice"#,
            selector: #"$[?@[0:0]==0]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, non-singular query in comparison, all children"#,
            selector: #"$[?@[*]==0]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, non-singular query in comparison, descendants"#,
            selector: #"$[?@..a==0]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, non-singular query in comparison, combined"#,
            selector: #"$[?@.a[*].a==0]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, nested"#,
            selector: #"$[?@[?@>1]]"#,
            document: #"[[0],[0,1],[0,1,2],[42]]"#,
            results: [#"[[0,1,2],[42]]"#],
            paths: [[#"$[2]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"filter, name segment on primitive, selects nothing"#,
            selector: #"$[?@.a == 1]"#,
            document: #"{"a":1}"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"filter, name segment on array, selects nothing"#,
            selector: #"$[?@['0'] == 5]"#,
            document: #"[[5,6]]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"filter, index segment on object, selects nothing"#,
            selector: #"$[?@[0] == 5]"#,
            document: #"[{"0":5}]"#,
            results: [#"[]"#],
            paths: [[]]),
        ComplianceCase(
            name: #"filter, followed by name selector"#,
            selector: #"$[?@.a==1].b.x"#,
            document: #"[{"a":1,"b":{"x":2}}]"#,
            results: [#"[2]"#],
            paths: [[#"$[0]['b']['x']"#]]),
        ComplianceCase(
            name: #"filter, followed by child segment that selects multiple elements"#,
            selector: #"$[?@.z=='_']['x','y']"#,
            document: #"[{"x":1,"y":null,"z":"_"}]"#,
            results: [#"[1,null]"#],
            paths: [[#"$[0]['x']"#, #"$[0]['y']"#]]),
        ComplianceCase(
            name: #"filter, relative non-singular query, index, equal"#,
            selector: #"$[?(@[0, 0]==42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, index, not equal"#,
            selector: #"$[?(@[0, 0]!=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, index, less-or-equal"#,
            selector: #"$[?(@[0, 0]<=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, name, equal"#,
            selector: #"$[?(@['a', 'a']==42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, name, not equal"#,
            selector: #"$[?(@['a', 'a']!=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, name, less-or-equal"#,
            selector: #"$[?(@['a', 'a']<=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, combined, equal"#,
            selector: #"$[?(@[0, '0']==42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, combined, not equal"#,
            selector: #"$[?(@[0, '0']!=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, combined, less-or-equal"#,
            selector: #"$[?(@[0, '0']<=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, wildcard, equal"#,
            selector: #"$[?(@.*==42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, wildcard, not equal"#,
            selector: #"$[?(@.*!=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, wildcard, less-or-equal"#,
            selector: #"$[?(@.*<=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, slice, equal"#,
            selector: #"$[?(@[0:0]==42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, slice, not equal"#,
            selector: #"$[?(@[0:0]!=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, relative non-singular query, slice, less-or-equal"#,
            selector: #"$[?(@[0:0]<=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, index, equal"#,
            selector: #"$[?($[0, 0]==42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, index, not equal"#,
            selector: #"$[?($[0, 0]!=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, index, less-or-equal"#,
            selector: #"$[?($[0, 0]<=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, name, equal"#,
            selector: #"$[?($['a', 'a']==42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, name, not equal"#,
            selector: #"$[?($['a', 'a']!=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, name, less-or-equal"#,
            selector: #"$[?($['a', 'a']<=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, combined, equal"#,
            selector: #"$[?($[0, '0']==42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, combined, not equal"#,
            selector: #"$[?($[0, '0']!=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, combined, less-or-equal"#,
            selector: #"$[?($[0, '0']<=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, wildcard, equal"#,
            selector: #"$[?($.*==42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, wildcard, not equal"#,
            selector: #"$[?($.*!=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, wildcard, less-or-equal"#,
            selector: #"$[?($.*<=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, slice, equal"#,
            selector: #"$[?($[0:0]==42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, slice, not equal"#,
            selector: #"$[?($[0:0]!=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, absolute non-singular query, slice, less-or-equal"#,
            selector: #"$[?($[0:0]<=42)]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, multiple selectors"#,
            selector: #"$[?@.a,?@.b]"#,
            document: #"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, multiple selectors, comparison"#,
            selector: #"$[?@.a=='b',?@.b=='x']"#,
            document: #"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, multiple selectors, overlapping"#,
            selector: #"$[?@.a,?@.d]"#,
            document: #"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"},{"a":"b","d":"e"},{"b":"c","d":"f"}]"#],
            paths: [[#"$[0]"#, #"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, multiple selectors, filter and index"#,
            selector: #"$[?@.a,1]"#,
            document: #"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#],
            paths: [[#"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, multiple selectors, filter and wildcard"#,
            selector: #"$[?@.a,*]"#,
            document: #"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#,
            results: [#"[{"a":"b","d":"e"},{"a":"b","d":"e"},{"b":"c","d":"f"}]"#],
            paths: [[#"$[0]"#, #"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, multiple selectors, filter and slice"#,
            selector: #"$[?@.a,1:]"#,
            document: #"[{"a":"b","d":"e"},{"b":"c","d":"f"},{"g":"h"}]"#,
            results: [#"[{"a":"b","d":"e"},{"b":"c","d":"f"},{"g":"h"}]"#],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"filter, multiple selectors, comparison filter, index and slice"#,
            selector: #"$[1, ?@.a=='b', 1:]"#,
            document: #"[{"a":"b","d":"e"},{"b":"c","d":"f"}]"#,
            results: [#"[{"b":"c","d":"f"},{"a":"b","d":"e"},{"b":"c","d":"f"}]"#],
            paths: [[#"$[1]"#, #"$[0]"#, #"$[1]"#]]),
        ComplianceCase(
            name: #"filter, equals number, zero and negative zero"#,
            selector: #"$[?@.a==0]"#,
            document: #"[{"a":0,"d":"e"},{"a":0.1,"d":"f"},{"a":"0","d":"g"}]"#,
            results: [#"[{"a":0,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, negative zero and zero"#,
            selector: #"$[?@.a==-0]"#,
            document: #"[{"a":0,"d":"e"},{"a":0.1,"d":"f"},{"a":"0","d":"g"}]"#,
            results: [#"[{"a":0,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, with and without decimal fraction"#,
            selector: #"$[?@.a==1.0]"#,
            document: #"[{"a":1,"d":"e"},{"a":2,"d":"f"},{"a":"1","d":"g"}]"#,
            results: [#"[{"a":1,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, exponent"#,
            selector: #"$[?@.a==1e2]"#,
            document: #"[{"a":100,"d":"e"},{"a":100.1,"d":"f"},{"a":"100","d":"g"}]"#,
            results: [#"[{"a":100,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, exponent upper e"#,
            selector: #"$[?@.a==1E2]"#,
            document: #"[{"a":100,"d":"e"},{"a":100.1,"d":"f"},{"a":"100","d":"g"}]"#,
            results: [#"[{"a":100,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, positive exponent"#,
            selector: #"$[?@.a==1e+2]"#,
            document: #"[{"a":100,"d":"e"},{"a":100.1,"d":"f"},{"a":"100","d":"g"}]"#,
            results: [#"[{"a":100,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, negative exponent"#,
            selector: #"$[?@.a==1e-2]"#,
            document: #"[{"a":0.01,"d":"e"},{"a":0.02,"d":"f"},{"a":"0.01","d":"g"}]"#,
            results: [#"[{"a":0.01,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, exponent 0"#,
            selector: #"$[?@.a==1e0]"#,
            document: #"[{"a":1,"d":"e"},{"a":2,"d":"f"},{"a":"1","d":"g"}]"#,
            results: [#"[{"a":1,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, exponent -0"#,
            selector: #"$[?@.a==1e-0]"#,
            document: #"[{"a":1,"d":"e"},{"a":2,"d":"f"},{"a":"1","d":"g"}]"#,
            results: [#"[{"a":1,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, exponent +0"#,
            selector: #"$[?@.a==1e+0]"#,
            document: #"[{"a":1,"d":"e"},{"a":2,"d":"f"},{"a":"1","d":"g"}]"#,
            results: [#"[{"a":1,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, exponent leading -0"#,
            selector: #"$[?@.a==1e-02]"#,
            document: #"[{"a":0.01,"d":"e"},{"a":0.02,"d":"f"},{"a":"0.01","d":"g"}]"#,
            results: [#"[{"a":0.01,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, exponent +00"#,
            selector: #"$[?@.a==1e+00]"#,
            document: #"[{"a":1,"d":"e"},{"a":2,"d":"f"},{"a":"1","d":"g"}]"#,
            results: [#"[{"a":1,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, decimal fraction"#,
            selector: #"$[?@.a==1.1]"#,
            document: #"[{"a":1.1,"d":"e"},{"a":1,"d":"f"},{"a":"1.1","d":"g"}]"#,
            results: [#"[{"a":1.1,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, decimal fraction, trailing 0"#,
            selector: #"$[?@.a==1.10]"#,
            document: #"[{"a":1.1,"d":"e"},{"a":1,"d":"f"},{"a":"1.1","d":"g"}]"#,
            results: [#"[{"a":1.1,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, decimal fraction, exponent"#,
            selector: #"$[?@.a==1.1e2]"#,
            document: #"[{"a":110,"d":"e"},{"a":110.1,"d":"f"},{"a":"110","d":"g"}]"#,
            results: [#"[{"a":110,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, decimal fraction, positive exponent"#,
            selector: #"$[?@.a==1.1e+2]"#,
            document: #"[{"a":110,"d":"e"},{"a":110.1,"d":"f"},{"a":"110","d":"g"}]"#,
            results: [#"[{"a":110,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, decimal fraction, negative exponent"#,
            selector: #"$[?@.a==1.1e-2]"#,
            document: #"[{"a":0.011,"d":"e"},{"a":0.012,"d":"f"},{"a":"0.011","d":"g"}]"#,
            results: [#"[{"a":0.011,"d":"e"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, equals number, invalid plus"#,
            selector: #"$[?@.a==+1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid minus space"#,
            selector: #"$[?@.a==- 1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid double minus"#,
            selector: #"$[?@.a==--1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid no int digit"#,
            selector: #"$[?@.a==.1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid minus no int digit"#,
            selector: #"$[?@.a==-.1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid 00"#,
            selector: #"$[?@.a==00]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid leading 0"#,
            selector: #"$[?@.a==01]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid no fractional digit"#,
            selector: #"$[?@.a==1.]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid middle minus"#,
            selector: #"$[?@.a==1.-1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid no fractional digit e"#,
            selector: #"$[?@.a==1.e1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid no e digit"#,
            selector: #"$[?@.a==1e]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid no e digit minus"#,
            selector: #"$[?@.a==1e-]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid double e"#,
            selector: #"$[?@.a==1eE1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid e digit double minus"#,
            selector: #"$[?@.a==1e--1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid e digit plus minus"#,
            selector: #"$[?@.a==1e+-1]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid e decimal"#,
            selector: #"$[?@.a==1e2.3]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals number, invalid multi e"#,
            selector: #"$[?@.a==1e2e3]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, equals, special nothing"#,
            selector: #"$.values[?length(@.a) == value($..c)]"#,
            document: #"{"c":"cd","values":[{"a":"ab"},{"c":"d"},{"a":null}]}"#,
            results: [#"[{"c":"d"},{"a":null}]"#],
            paths: [[#"$['values'][1]"#, #"$['values'][2]"#]]),
        ComplianceCase(
            name: #"filter, equals, empty node list and empty node list"#,
            selector: #"$[?@.a == @.b]"#,
            document: #"[{"a":1},{"b":2},{"c":3}]"#,
            results: [#"[{"c":3}]"#],
            paths: [[#"$[2]"#]]),
        ComplianceCase(
            name: #"filter, equals, empty node list and special nothing"#,
            selector: #"$[?@.a == length(@.b)]"#,
            document: #"[{"a":1},{"b":2},{"c":3}]"#,
            results: [#"[{"b":2},{"c":3}]"#],
            paths: [[#"$[1]"#, #"$[2]"#]]),
        ComplianceCase(
            name: #"filter, object data"#,
            selector: #"$[?@<3]"#,
            document: #"{"a":1,"b":2,"c":3}"#,
            results: [#"[1,2]"#, #"[2,1]"#],
            paths: [[#"$['a']"#, #"$['b']"#], [#"$['b']"#, #"$['a']"#]]),
        ComplianceCase(
            name: #"filter, two consecutive ands"#,
            selector: #"$[?@.a && @.b && @.c]"#,
            document: #"[{"a":1,"b":2},{"a":1,"c":3},{"b":2,"c":3},{"a":1,"b":2,"c":3}]"#,
            results: [#"[{"a":1,"b":2,"c":3}]"#],
            paths: [[#"$[3]"#]]),
        ComplianceCase(
            name: #"filter, two consecutive ors"#,
            selector: #"$[?@.a || @.b || @.c]"#,
            document: #"[{"a":1,"b":2},{"a":1,"c":3},{"b":2,"c":3},{"a":1,"b":2,"c":3}]"#,
            results: [#"[{"a":1,"b":2},{"a":1,"c":3},{"b":2,"c":3},{"a":1,"b":2,"c":3}]"#],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[2]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"filter, multiple consecutive ands"#,
            selector: #"$[?@.a && @.b && @.c && @.d && @.e]"#,
            document:
                #"[{"a":1,"b":2,"c":3,"d":4},{"b":2,"c":3,"d":4,"e":5},{"a":1,"c":3,"e":5},{"a":1,"b":2,"c":3,"d":4,"e":5}]"#,
            results: [#"[{"a":1,"b":2,"c":3,"d":4,"e":5}]"#],
            paths: [[#"$[3]"#]]),
        ComplianceCase(
            name: #"filter, multiple consecutive ors"#,
            selector: #"$[?@.a || @.b || @.c || @.d || @.e]"#,
            document:
                #"[{"a":1,"b":2,"c":3,"d":4},{"b":2,"c":3,"d":4,"e":5},{"a":1,"c":3,"e":5},{"a":1,"b":2,"c":3,"d":4,"e":5}]"#,
            results: [
                #"[{"a":1,"b":2,"c":3,"d":4},{"b":2,"c":3,"d":4,"e":5},{"a":1,"c":3,"e":5},{"a":1,"b":2,"c":3,"d":4,"e":5}]"#
            ],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[2]"#, #"$[3]"#]]),
        ComplianceCase(
            name: #"filter, multiple consecutive ors and ands"#,
            selector: #"$[?@.a && @.b && @.c || @.d || @.e]"#,
            document:
                #"[{"a":1},{"e":5},{"a":1,"b":2},{"d":4,"e":5},{"a":1,"b":2,"c":3},{"c":3,"d":4,"e":5},{"a":1,"c":3,"e":5},{"a":1,"b":2,"c":3,"d":4,"e":5}]"#,
            results: [
                #"[{"e":5},{"d":4,"e":5},{"a":1,"b":2,"c":3},{"c":3,"d":4,"e":5},{"a":1,"c":3,"e":5},{"a":1,"b":2,"c":3,"d":4,"e":5}]"#
            ],
            paths: [[#"$[1]"#, #"$[3]"#, #"$[4]"#, #"$[5]"#, #"$[6]"#, #"$[7]"#]]),
        ComplianceCase(
            name: #"filter, and binds more tightly than or"#,
            selector: #"$[?@.a || @.b && @.c]"#,
            document: #"[{"a":1},{"b":2,"c":3},{"c":3},{"b":2},{"a":1,"b":2,"c":3}]"#,
            results: [#"[{"a":1},{"b":2,"c":3},{"a":1,"b":2,"c":3}]"#],
            paths: [[#"$[0]"#, #"$[1]"#, #"$[4]"#]]),
        ComplianceCase(
            name: #"filter, left to right evaluation"#,
            selector: #"$[?@.a && @.b || @.c]"#,
            document: #"[{"a":1},{"b":2},{"a":1,"b":2},{"a":1,"c":3},{"b":1,"c":3},{"c":3},{"a":1,"b":2,"c":3}]"#,
            results: [#"[{"a":1,"b":2},{"a":1,"c":3},{"b":1,"c":3},{"c":3},{"a":1,"b":2,"c":3}]"#],
            paths: [[#"$[2]"#, #"$[3]"#, #"$[4]"#, #"$[5]"#, #"$[6]"#]]),
        ComplianceCase(
            name: #"filter, group terms, left"#,
            selector: #"$[?(@.a || @.b) && @.c]"#,
            document: #"[{"a":1,"b":2},{"a":1,"c":3},{"b":2,"c":3},{"a":1},{"b":2},{"c":3},{"a":1,"b":2,"c":3}]"#,
            results: [#"[{"a":1,"c":3},{"b":2,"c":3},{"a":1,"b":2,"c":3}]"#],
            paths: [[#"$[1]"#, #"$[2]"#, #"$[6]"#]]),
        ComplianceCase(
            name: #"filter, group terms, right"#,
            selector: #"$[?@.a && (@.b || @.c)]"#,
            document: #"[{"a":1},{"a":1,"b":2},{"a":1,"c":2},{"b":2},{"c":2},{"a":1,"b":2,"c":3}]"#,
            results: [#"[{"a":1,"b":2},{"a":1,"c":2},{"a":1,"b":2,"c":3}]"#],
            paths: [[#"$[1]"#, #"$[2]"#, #"$[5]"#]]),
        ComplianceCase(
            name: #"filter, string literal, single quote in double quotes"#,
            selector: #"$[?@ == "quoted' literal"]"#,
            document: #"["quoted' literal","a","quoted\\' literal"]"#,
            results: [#"["quoted' literal"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, string literal, double quote in single quotes"#,
            selector: #"$[?@ == 'quoted" literal']"#,
            document: #"["quoted\" literal","a","quoted\\\" literal","'quoted\" literal'"]"#,
            results: [#"["quoted\" literal"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, string literal, escaped single quote in single quotes"#,
            selector: #"$[?@ == 'quoted\' literal']"#,
            document: #"["quoted' literal","a","quoted\\' literal","'quoted\" literal'"]"#,
            results: [#"["quoted' literal"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, string literal, escaped double quote in double quotes"#,
            selector: #"$[?@ == "quoted\" literal"]"#,
            document: #"["quoted\" literal","a","quoted\\\" literal","'quoted\" literal'"]"#,
            results: [#"["quoted\" literal"]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, literal true must be compared"#,
            selector: #"$[?true]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, literal false must be compared"#,
            selector: #"$[?false]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, literal string must be compared"#,
            selector: #"$[?'abc']"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, literal int must be compared"#,
            selector: #"$[?2]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, literal float must be compared"#,
            selector: #"$[?2.2]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, literal null must be compared"#,
            selector: #"$[?null]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, and, literals must be compared"#,
            selector: #"$[?true && false]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, or, literals must be compared"#,
            selector: #"$[?true || false]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, and, right hand literal must be compared"#,
            selector: #"$[?true == false && false]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, or, right hand literal must be compared"#,
            selector: #"$[?true == false || false]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, and, left hand literal must be compared"#,
            selector: #"$[?false && true == false]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, or, left hand literal must be compared"#,
            selector: #"$[?false || true == false]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, true, incorrectly capitalized"#,
            selector: #"$[?@==True]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, quoted True, double quotes"#,
            selector: #"$[?@.a=="True"]"#,
            document: #"[{"a":"True"},{"a":true},{"a":"SomethingElse"}]"#,
            results: [#"[{"a":"True"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, quoted True, single quotes"#,
            selector: #"$[?@.a=='True']"#,
            document: #"[{"a":"True"},{"a":true},{"a":"SomethingElse"}]"#,
            results: [#"[{"a":"True"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, false, incorrectly capitalized"#,
            selector: #"$[?@==False]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, quoted False, double quotes"#,
            selector: #"$[?@.a=="False"]"#,
            document: #"[{"a":"False"},{"a":false},{"a":"SomethingElse"}]"#,
            results: [#"[{"a":"False"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, quoted False, single quotes"#,
            selector: #"$[?@.a=='False']"#,
            document: #"[{"a":"False"},{"a":false},{"a":"SomethingElse"}]"#,
            results: [#"[{"a":"False"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, null, incorrectly capitalized"#,
            selector: #"$[?@==Null]"#,
            document: nil, results: nil, paths: nil),
        ComplianceCase(
            name: #"filter, quoted Null, double quotes"#,
            selector: #"$[?@.a=="Null"]"#,
            document: #"[{"a":"Null"},{"a":null},{"a":"SomethingElse"}]"#,
            results: [#"[{"a":"Null"}]"#],
            paths: [[#"$[0]"#]]),
        ComplianceCase(
            name: #"filter, quoted Null, single quotes"#,
            selector: #"$[?@.a=='Null']"#,
            document: #"[{"a":"Null"},{"a":null},{"a":"SomethingElse"}]"#,
            results: [#"[{"a":"Null"}]"#],
            paths: [[#"$[0]"#]]),
    ]
}
