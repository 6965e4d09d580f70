// Built-ins over arrays: sorting (stable, in jq's order), grouping, extremes, flattening,
// `add`, `join`, `indices`.

extension JQBuiltins {
    static func array(_ value: JQValue, _ what: String) throws -> [JQValue] {
        guard case .array(let items) = value else { throw JQFailure(message: "\(describe(value)) \(what)") }
        return items
    }

    /// Each item with `[f]` of it as its sort key.
    private static func keyed(_ run: JQEvaluator, _ context: JQCallContext) throws -> [(JQValue, JQValue)] {
        let items = try array(context.input, "cannot be sorted, as it is not an array")
        return try items.map { item in
            var keys: [JQValue] = []
            try run.eval(context.arguments[0], item, nil, context.env) { key, _ in keys.append(key) }
            return (JQValue.array(keys), item)
        }
    }

    private static func byKey(_ body: @escaping @Sendable ([(JQValue, JQValue)]) throws -> JQValue) -> JQNative {
        { run, context, emit in
            let pairs = try keyed(run, context)
            try run.spend(pairs.count)
            try run.emitValue(try body(pairs), context.path, emit)
        }
    }

    private static func groups(_ pairs: [(JQValue, JQValue)]) -> [[(JQValue, JQValue)]] {
        var result: [[(JQValue, JQValue)]] = []
        for pair in JQOrder.sortedStably(pairs) {
            if let last = result.last?.last, last.0 == pair.0 {
                result[result.count - 1].append(pair)
            } else {
                result.append([pair])
            }
        }
        return result
    }

    static func addCollectionBuiltins(_ table: inout [String: JQNative]) {
        table["sort/0"] = simple { .array(JQOrder.sorted(try array($0, "cannot be sorted, as it is not an array"))) }
        table["sort_by/1"] = byKey { .array(JQOrder.sortedStably($0).map { $0.1 }) }
        table["group_by/1"] = byKey { .array(groups($0).map { .array($0.map { $0.1 }) }) }
        table["unique_by/1"] = byKey { .array(groups($0).compactMap { $0.first?.1 }) }
        table["unique/0"] = simple { value in
            let items = try array(value, "cannot be sorted, as it is not an array")
            return .array(groups(items.map { ($0, $0) }).compactMap { $0.first?.1 })
        }
        table["min/0"] = simple { extreme(try array($0, "cannot be sorted, as it is not an array").map { ($0, $0) }, max: false) }
        table["max/0"] = simple { extreme(try array($0, "cannot be sorted, as it is not an array").map { ($0, $0) }, max: true) }
        table["min_by/1"] = byKey { extreme($0, max: false) }
        table["max_by/1"] = byKey { extreme($0, max: true) }
        table["reverse/0"] = simple { value in
            switch value {
            case .array(let items): return .array(items.reversed())
            case .string(let text): return .string(String(String.UnicodeScalarView(text.unicodeScalars.reversed())))
            case .null: return .array([])
            default: throw JQFailure(message: "Cannot reverse \(describe(value))")
            }
        }
        table["flatten/0"] = simple { try flatten($0, depth: 1e9) }
        table["flatten/1"] = unary { value, depth in
            let levels = try number(depth)
            if levels < 0 { throw JQFailure(message: "flatten depth must not be negative") }
            return try flatten(value, depth: levels)
        }
        table["add/0"] = { run, context, emit in
            var total = JQValue.null
            try run.iterate(context.input, nil, optional: false) { item, _ in
                total = try JQOperations.add(total, item, run)
            }
            try run.emitValue(total, context.path, emit)
        }
        table["join/1"] = { run, context, emit in
            try run.values(context, 0) { separator in
                let items = try array(context.input, "cannot be joined, as it is not an array")
                var joined: JQValue = items.isEmpty ? .string("") : .null
                for (offset, item) in items.enumerated() {
                    let piece: JQValue
                    switch item {
                    case .null: piece = .string("")
                    case .bool, .number: piece = .string(item.serialized())
                    default: piece = item
                    }
                    let prefix = offset == 0 ? JQValue.string("") : try JQOperations.add(joined, separator, run)
                    joined = try JQOperations.add(prefix, piece, run)
                }
                try run.emitValue(joined, context.path, emit)
            }
        }
        table["indices/1"] = unary(indices)
    }

    private static func extreme(_ pairs: [(JQValue, JQValue)], max: Bool) -> JQValue {
        guard var best = pairs.first else { return .null }
        for pair in pairs.dropFirst() {
            let order = JQOrder.compare(pair.0, best.0)
            if max ? order >= 0 : order < 0 { best = pair }
        }
        return best.1
    }

    private static func flatten(_ value: JQValue, depth: Double) throws -> JQValue {
        let items = try array(value, "cannot be flattened, as it is not an array")
        var result: [JQValue] = []
        var pending: [(JQValue, Double)] = items.reversed().map { ($0, depth) }
        while let (item, levels) = pending.popLast() {
            if case .array(let inner) = item, levels > 0 {
                pending.append(contentsOf: inner.reversed().map { ($0, levels - 1) })
            } else {
                result.append(item)
            }
        }
        return .array(result)
    }

    static func indices(_ value: JQValue, _ sought: JQValue) throws -> JQValue {
        switch (value, sought) {
        case (.null, _), (_, .null): return .null
        case (.string(let text), .string(let part)):
            let haystack = Array(text.unicodeScalars)
            let needle = Array(part.unicodeScalars)
            guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty ? .null : .array([]) }
            var found: [JQValue] = []
            for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
                found.append(.number(Double(start)))
            }
            return .array(found)
        case (.array(let items), .array(let part)):
            return JQOperations.indices(of: part, in: items)
        case (.array(let items), _):
            return JQOperations.indices(of: [sought], in: items)
        default:
            return try JQOperations.index(value, sought)
        }
    }
}
