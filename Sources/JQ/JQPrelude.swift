// The built-ins written in jq itself, after the definitions in the jq 1.7 manual and
// src/builtin.jq (facts of the language; written here anew). Parsed once, on first use.

enum JQPrelude {
    static let source = """
        def values: select(. != null);
        def nulls: select(. == null);
        def booleans: select(type == "boolean");
        def numbers: select(type == "number");
        def strings: select(type == "string");
        def arrays: select(type == "array");
        def objects: select(type == "object");
        def iterables: select(type == "array" or type == "object");
        def scalars: select(type != "array" and type != "object");
        def select(f): if f then . else empty end;
        def recurse: recurse(.[]?);
        def map(f): [.[] | f];
        def map_values(f): .[] |= f;
        def to_entries: [keys_unsorted[] as $k | {key: $k, value: .[$k]}];
        def from_entries: reduce .[] as $x ({};
            . + { ($x | if type == "object" then
                    (if has("key") then .key elif has("k") then .k elif has("name") then .name
                     elif has("Name") then .Name elif has("K") then .K elif has("Key") then .Key else null end)
                  else . end
                  | if type == "string" then . elif type == "number" or type == "boolean" then tojson
                    elif type == "null" then "null" else . end):
                  ($x | if type == "object" then
                    (if has("value") then .value elif has("v") then .v elif has("Value") then .Value else null end)
                  else null end) });
        def with_entries(f): to_entries | map(f) | from_entries;
        def add(f): reduce f as $x (null; . + $x);
        def any: reduce .[] as $x (false; . or $x);
        def all: reduce .[] as $x (true; . and $x);
        def isempty(g): first((g | false), true);
        def any(g; cond): isempty(first(g | cond or empty)) | not;
        def all(g; cond): isempty(first(g | cond and empty));
        def any(cond): any(.[]; cond);
        def all(cond): all(.[]; cond);
        def range($x): range(0; $x);
        def in(xs): . as $x | xs | has($x);
        def inside(xs): . as $x | xs | contains($x);
        def combinations: if length == 0 then [] else .[0][] as $x | (.[1:] | combinations) as $w | [$x] + $w end;
        def combinations(n): . as $dot | [range(n)] | map($dot) | combinations;
        def walk(f): def w: if type == "object" then map_values(w) elif type == "array" then map(w) else . end | f; w;
        def first: .[0];
        def last: .[-1];
        def nth($n): .[$n];
        def last(f): reduce f as $x (null; $x);
        def nth($n; f): if $n < 0 then error("Out of bounds negative array index") else last(limit($n + 1; f)) end;
        def index($i): indices($i) | .[0];
        def rindex($i): indices($i) | .[-1:][0];
        def paths: path(..) | select(length > 0);
        def paths(node_filter): . as $dot | paths | select(. as $p | $dot | getpath($p) | node_filter);
        def leaf_paths: paths(scalars);
        def del(f): delpaths([path(f)]);
        def pick(pathexps): . as $top | reduce path(pathexps) as $p (null; setpath($p; $top | getpath($p)));
        def transpose: if . == [] then [] else . as $in | (map(length) | max) as $max
            | [range(0; $max) as $j | [range(0; $in | length) as $i | $in[$i][$j]]] end;
        def finites: select(isinfinite or isnan | not);
        def normals: select(isnormal);
        def todate: strftime("%Y-%m-%dT%H:%M:%SZ");
        def todateiso8601: todate;
        def dateadd(u; n): . + n;
        def date: todate;
        def fromdateiso8601: strptime("%Y-%m-%dT%H:%M:%SZ") | mktime;
        def fromdate: fromdateiso8601;
        def splits($re): splits($re; null);
        def splits($re; flags): split($re; flags) | .[];
        def tostream: path(def r: (.[]? | r), .; r) as $p | getpath($p) | reduce path(.[]?) as $q ([$p, .]; [$p + $q]);
        def fromstream(f): { x: null, e: false } as $init
            | foreach f as $i ($init;
                if .e then $init else . end
                | if $i | length == 2
                  then setpath(["e"]; $i[0] | length == 0) | setpath(["x"] + $i[0]; $i[1])
                  else setpath(["e"]; $i[0] | length == 1) end;
                if .e then .x else empty end);
        def truncate_stream(stream): . as $n | null | stream | . as $input
            | if (.[0] | length) > $n then setpath([0]; .[0][$n:]) else empty end;
        def IN(s): any(s == .; .);
        def IN(src; s): any(src == s; .);
        def INDEX(stream; idx_expr): reduce stream as $row ({}; .[$row | idx_expr | tostring] |= $row);
        def INDEX(idx_expr): INDEX(.[]; idx_expr);
        """

    /// The prelude's functions by `name/arity`, or why its text was rejected (a bug).
    static let functions: Result<[String: JQFunction], Error> = Result {
        var scanner = JQScanner(source, maximumNesting: JQParser.maximumNesting)
        let tokens = try scanner.scanAll()
        var parser = JQParser(tokens: tokens, scope: JQScope(functions: [], variables: [], labels: [], checksNames: false))
        var table: [String: JQFunction] = [:]
        while parser.isKeyword("def") {
            let function = try parser.parseDefinition()
            table[function.key] = function
        }
        return table
    }
}
