// Object construction and string interpolation, both cartesian over their parts' results in
// jq's order (an object's first member varies slowest; a string's first interpolation fastest).

extension JQEvaluator {
    func evalObject(_ entries: [JQObjectEntry], _ input: JQValue, _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit) throws {
        try buildObject(entries[...], [], input, env) { object in
            try self.checkNesting(object)
            try self.emitValue(object, path, emit)
        }
    }

    private func buildObject(
        _ entries: ArraySlice<JQObjectEntry>, _ members: [(String, JQValue)], _ input: JQValue, _ env: JQEnv,
        _ done: (JQValue) throws -> Void
    ) throws {
        guard let entry = entries.first else { return try done(.object(members)) }
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maximumNesting { throw JQLimitError.tooDeep(limit: Self.maximumNesting) }
        try eval(entry.key, input, nil, env) { keyValue, _ in
            guard case .string(let key) = keyValue else {
                throw JQFailure(message: "Cannot use \(describe(keyValue)) as object key")
            }
            let valueNode = entry.value ?? .index(.identity, .literal(keyValue))
            try self.eval(valueNode, input, nil, env) { value, _ in
                var next = members
                if let at = next.firstIndex(where: { $0.0 == key }) {
                    next[at].1 = value
                } else {
                    next.append((key, value))
                }
                try self.buildObject(entries.dropFirst(), next, input, env, done)
            }
        }
    }

    func evalString(
        _ format: String?, _ parts: [JQStringPart], _ input: JQValue, _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit
    ) throws {
        try buildString(parts[...], "", format, input, env) { text in
            try self.emitValue(.string(text), path, emit)
        }
    }

    /// Fills the parts from the last, so the first interpolation's results vary fastest.
    private func buildString(
        _ parts: ArraySlice<JQStringPart>, _ suffix: String, _ format: String?, _ input: JQValue, _ env: JQEnv,
        _ done: (String) throws -> Void
    ) throws {
        guard let part = parts.last else { return try done(suffix) }
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maximumNesting { throw JQLimitError.tooDeep(limit: Self.maximumNesting) }
        switch part {
        case .text(let text):
            try buildString(parts.dropLast(), text + suffix, format, input, env, done)
        case .filter(let node):
            try eval(node, input, nil, env) { value, _ in
                let text: String
                if let format {
                    guard case .string(let formatted) = try JQFormats.apply(format, to: value) else { return }
                    text = formatted
                } else if case .string(let plain) = value {
                    text = plain
                } else {
                    text = value.serialized()
                }
                try self.checkSize(text.utf8.count + suffix.utf8.count)
                try self.buildString(parts.dropLast(), text + suffix, format, input, env, done)
            }
        }
    }
}
