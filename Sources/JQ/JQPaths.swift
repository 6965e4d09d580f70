// getpath, setpath and delpaths over path arrays (jq 1.7 manual, "Paths"), and the assignment
// operators built on them ("Assignment"): `lhs = rhs` sets every path of `lhs` to each result of
// `rhs`; `lhs |= f` replaces each by the first result of `f`, deleting those where `f` is empty
// (as jq 1.7.1 does, after the walk); `lhs op= rhs` is `rhs as $v | lhs |= . op $v`.

enum JQPaths {
    static func pathArray(_ value: JQValue) throws -> [JQValue] {
        guard case .array(let keys) = value else { throw JQFailure(message: "Path must be specified as an array") }
        if keys.count > JQEvaluator.maximumValueNesting {
            throw JQLimitError.tooDeep(limit: JQEvaluator.maximumValueNesting)
        }
        return keys
    }

    static func get(_ root: JQValue, _ path: [JQValue]) throws -> JQValue {
        var current = root
        for key in path {
            if case .null = current { return .null }
            current = try JQOperations.index(current, key)
        }
        return current
    }

    static func set(_ root: JQValue, _ path: ArraySlice<JQValue>, _ value: JQValue) throws -> JQValue {
        guard let key = path.first else { return value }
        switch (root, key) {
        case (.object(var members), .string(let name)):
            let at = members.firstIndex { $0.0 == name }
            let child = try set(at.map { members[$0].1 } ?? .null, path.dropFirst(), value)
            if let at { members[at].1 = child } else { members.append((name, child)) }
            return .object(members)
        case (.null, .string(let name)):
            return .object([(name, try set(.null, path.dropFirst(), value))])
        case (.array, .number(let number)), (.null, .number(let number)):
            var items: [JQValue] = []
            if case .array(let existing) = root { items = existing }
            guard number.isFinite else { throw JQFailure(message: "Out of bounds array index") }
            var offset = Int(max(min(number.rounded(.down), 1e15), -1e15))
            if offset < 0 { offset += items.count }
            if offset < 0 { throw JQFailure(message: "Out of bounds negative array index") }
            if offset >= JQEvaluator.maximumSize { throw JQLimitError.tooLarge(limit: JQEvaluator.maximumSize) }
            if offset >= items.count { items += Array(repeating: .null, count: offset - items.count + 1) }
            items[offset] = try set(items[offset], path.dropFirst(), value)
            return .array(items)
        case (.array, .object), (.null, .object):
            var items: [JQValue] = []
            if case .array(let existing) = root { items = existing }
            let bounds = try JQOperations.sliceBounds(key, count: items.count)
            let replaced = try set(.array(Array(items[bounds])), path.dropFirst(), value)
            guard case .array(let replacement) = replaced else {
                throw JQFailure(message: "A slice of an array can only be assigned another array")
            }
            items.replaceSubrange(bounds, with: replacement)
            return .array(items)
        case (.string, .object):
            throw JQFailure(message: "Cannot update field at object index of string")
        default:
            throw JQOperations.indexFailure(root, key)
        }
    }

    /// Deletes every path, the last first so earlier deletions do not move later ones.
    static func delete(_ root: JQValue, _ paths: [JQValue]) throws -> JQValue {
        var result = root
        for path in JQOrder.sorted(paths).reversed() {
            guard case .array(let keys) = path else {
                throw JQFailure(message: "Path must be specified as array, not \(path.typeName)")
            }
            result = try delete(result, keys[...])
        }
        return result
    }

    private static func delete(_ root: JQValue, _ path: ArraySlice<JQValue>) throws -> JQValue {
        guard let key = path.first else { return .null }
        if case .null = root { return .null }
        if path.count > 1 {
            let child = try JQOperations.index(root, key)
            if case .null = child { return root }
            return try set(root, path.prefix(1), try delete(child, path.dropFirst()))
        }
        switch (root, key) {
        case (.object(let members), .string(let name)):
            return .object(members.filter { $0.0 != name })
        case (.array(var items), .number(let number)):
            guard let offset = JQOperations.arrayOffset(number, count: items.count) else { return root }
            items.remove(at: offset)
            return .array(items)
        case (.array(var items), .object):
            items.removeSubrange(try JQOperations.sliceBounds(key, count: items.count))
            return .array(items)
        case (.object, _), (.array, _):
            throw JQFailure(message: "Cannot delete field at index of \(root.typeName)")
        default:
            throw JQFailure(message: "Cannot delete fields from \(root.typeName)")
        }
    }
}

extension JQEvaluator {
    /// The paths of `target`'s results over `input`.
    func paths(of target: JQNode, _ input: JQValue, _ env: JQEnv) throws -> [[JQValue]] {
        var found: [[JQValue]] = []
        try eval(target, input, [], env) { _, path in found.append(path ?? []) }
        return found
    }

    func evalAssignment(
        _ kind: JQAssignment, _ target: JQNode, _ source: JQNode, _ input: JQValue, _ path: JQPath?, _ env: JQEnv,
        _ emit: JQEmit
    ) throws {
        if case .update = kind { return try emitValue(try update(target, source, input, env), path, emit) }
        try eval(source, input, nil, env) { value, _ in
            var result = input
            for targetPath in try self.paths(of: target, input, env) {
                try self.spend()
                var replacement = value
                switch kind {
                case .arithmetic(let op):
                    replacement = try JQOperations.apply(op, try JQPaths.get(result, targetPath), value, self)
                case .alternative:
                    let old = try JQPaths.get(result, targetPath)
                    if old.isTruthy { replacement = old }
                default: break
                }
                result = try JQPaths.set(result, targetPath[...], replacement)
            }
            try self.emitValue(result, path, emit)
        }
    }

    private func update(_ target: JQNode, _ filter: JQNode, _ input: JQValue, _ env: JQEnv) throws -> JQValue {
        var result = input
        var deleted: [JQValue] = []
        for targetPath in try paths(of: target, input, env) {
            let old = try JQPaths.get(result, targetPath)
            var replacement: JQValue?
            let token = makeToken()
            do {
                try eval(filter, old, nil, env) { value, _ in
                    replacement = value
                    throw JQBreak(label: token)
                }
            } catch let signal as JQBreak where signal.label == token {}
            if let replacement {
                result = try JQPaths.set(result, targetPath[...], replacement)
            } else {
                deleted.append(.array(targetPath))
            }
        }
        return deleted.isEmpty ? result : try JQPaths.delete(result, deleted)
    }
}
