// The regular-expression built-ins over JQRegex; `sub` and `gsub` run their replacement filter
// on each match's named captures, giving one result per combination of replacement results.

extension JQBuiltins {
    private static func regexSubject(_ value: JQValue) throws -> String {
        guard case .string(let text) = value else {
            throw JQFailure(message: "\(describe(value)) cannot be matched, as it is not a string")
        }
        return text
    }

    /// Calls `body` with the match objects of the input for each pattern and flags given.
    private static func matching(
        _ extraFlags: String, _ body: @escaping @Sendable (JQEvaluator, JQCallContext, [JQValue], JQEmit) throws -> Void
    ) -> JQNative {
        { run, context, emit in
            let text = try regexSubject(context.input)
            let flagsNode = context.arguments.count > 1 ? context.arguments[1] : JQNode.literal(.null)
            try run.eval(flagsNode, context.input, nil, context.env) { flags, _ in
                try run.values(context, 0) { pattern in
                    var allFlags = flags
                    if !extraFlags.isEmpty {
                        allFlags = .string(extraFlags + ((try? string(flags, "")) ?? ""))
                    }
                    let regex = try JQRegex(pattern, flags: allFlags)
                    try body(run, context, try regex.matches(in: text, run), emit)
                }
            }
        }
    }

    static func captureObject(_ match: JQValue) -> JQValue {
        guard case .array(let captures)? = match.member("captures") else { return .object([]) }
        var members: [(String, JQValue)] = []
        for capture in captures {
            if case .string(let name)? = capture.member("name") { members.append((name, capture.member("string") ?? .null)) }
        }
        return .object(members)
    }

    static func addRegexBuiltins(_ table: inout [String: JQNative]) {
        for arity in [1, 2] {
            table["test/\(arity)"] = matching("") { run, context, found, emit in
                try run.emitValue(.bool(!found.isEmpty), context.path, emit)
            }
            table["match/\(arity)"] = matching("") { run, context, found, emit in
                for match in found { try run.emitValue(match, context.path, emit) }
            }
            table["capture/\(arity)"] = matching("") { run, context, found, emit in
                for match in found { try run.emitValue(captureObject(match), context.path, emit) }
            }
            table["scan/\(arity)"] = matching("g") { run, context, found, emit in
                for match in found {
                    guard case .array(let captures)? = match.member("captures"), !captures.isEmpty else {
                        try run.emitValue(match.member("string") ?? .null, context.path, emit)
                        continue
                    }
                    try run.emitValue(.array(captures.map { $0.member("string") ?? .null }), context.path, emit)
                }
            }
        }
        table["split/2"] = matching("g") { run, context, found, emit in
            let scalars = Array((try regexSubject(context.input)).unicodeScalars)
            var parts: [JQValue] = []
            var start = 0
            for match in found {
                guard case .number(let offset)? = match.member("offset"), case .number(let length)? = match.member("length")
                else { continue }
                parts.append(.string(String(String.UnicodeScalarView(scalars[start..<Int(offset)]))))
                start = Int(offset + length)
            }
            parts.append(.string(String(String.UnicodeScalarView(scalars[min(start, scalars.count)...]))))
            try run.emitValue(.array(parts), context.path, emit)
        }
        table["sub/2"] = substitute(global: false)
        table["sub/3"] = substitute(global: false)
        table["gsub/2"] = substitute(global: true)
        table["gsub/3"] = substitute(global: true)
    }

    private static func substitute(global: Bool) -> JQNative {
        { run, context, emit in
            let text = try regexSubject(context.input)
            let scalars = Array(text.unicodeScalars)
            let flagsNode = context.arguments.count > 2 ? context.arguments[2] : JQNode.literal(.null)
            try run.eval(flagsNode, context.input, nil, context.env) { flags, _ in
                try run.values(context, 0) { pattern in
                    let flagText = (global ? "g" : "") + ((try? string(flags, "")) ?? "")
                    let regex = try JQRegex(pattern, flags: .string(flagText))
                    let found = try regex.matches(in: text, run)
                    // The replacement's results for each match, as strings.
                    let choices: [[String]] = try found.map { match in
                        var results: [String] = []
                        try run.eval(context.arguments[1], captureObject(match), nil, context.env) { value, _ in
                            guard case .string(let replacement) = value else {
                                throw JQFailure(message: "\(describe(.string(""))) and \(describe(value)) cannot be added")
                            }
                            results.append(replacement)
                        }
                        return results
                    }
                    try emitCombinations(run, scalars, found, choices) { try run.emitValue(.string($0), context.path, emit) }
                }
            }
        }
    }

    /// Every way of picking one replacement per match, the first match's choice varying slowest.
    private static func emitCombinations(
        _ run: JQEvaluator, _ scalars: [Unicode.Scalar], _ found: [JQValue], _ choices: [[String]],
        _ emit: (String) throws -> Void
    ) throws {
        if choices.contains(where: \.isEmpty) { return }
        var picks = [Int](repeating: 0, count: choices.count)
        while true {
            try run.spend()
            var out = String.UnicodeScalarView()
            var start = 0
            for (index, match) in found.enumerated() {
                guard case .number(let offset)? = match.member("offset"), case .number(let length)? = match.member("length")
                else { continue }
                out.append(contentsOf: scalars[start..<Int(offset)])
                out.append(contentsOf: choices[index][picks[index]].unicodeScalars)
                start = Int(offset + length)
            }
            out.append(contentsOf: scalars[min(start, scalars.count)...])
            try run.checkSize(out.count)
            try emit(String(out))
            var position = choices.count - 1
            while position >= 0 {
                picks[position] += 1
                if picks[position] < choices[position].count { break }
                picks[position] = 0
                position -= 1
            }
            if position < 0 { return }
        }
    }
}
