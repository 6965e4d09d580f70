// Control flow (jq 1.7 manual, "Conditionals and Comparisons", "Alternative operator",
// "try-catch", "Breaking out of control structures", "Reduce", "foreach", "Variables",
// "Destructuring"). `try` catches only errors raised inside its body: an error raised by
// whatever consumes the body's results passes by (JQPassingFailure names its owner).

extension JQEvaluator {
    func evalControl(_ node: JQNode, _ input: JQValue, _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit) throws {
        switch node {
        case .and(let left, let right), .or(let left, let right):
            var isAnd = false
            if case .and = node { isAnd = true }
            try eval(left, input, nil, env) { leftValue, _ in
                if leftValue.isTruthy != isAnd { return try self.emitValue(.bool(!isAnd), path, emit) }
                try self.eval(right, input, nil, env) { rightValue, _ in
                    try self.emitValue(.bool(rightValue.isTruthy), path, emit)
                }
            }
        case .alternative(let left, let right):
            var found = false
            try catchFailures(left, input, path, env) { value, valuePath in
                guard value.isTruthy else { return }
                found = true
                try emit(value, valuePath)
            } onFailure: { _ in
            }
            if !found { try eval(right, input, path, env, emit) }
        case .assign(let kind, let target, let source): try evalAssignment(kind, target, source, input, path, env, emit)
        case .ifThen(let conditions, let otherwise): try evalIf(conditions[...], otherwise, input, path, env, emit)
        case .tryCatch(let body, let handler):
            try catchFailures(body, input, path, env, emit) { failure in
                guard let handler else { return }
                // `error(null)` caught gives null (jq 1.7.1); the handler's results go on as values.
                try self.eval(handler, failure.value, nil, env) { value, _ in try self.emitValue(value, path, emit) }
            }
        case .reduce(let source, let pattern, let initial, let update):
            try evalReduce(source, pattern, initial, update, input, path, env, emit)
        case .foreach(let source, let pattern, let initial, let update, let extract):
            try evalForeach(source, pattern, initial, update, extract, input, path, env, emit)
        case .define(let function, let rest):
            try eval(rest, input, path, JQEnv(.function(function), parent: env), emit)
        case .call(let call): try evalCall(call, input, path, env, emit)
        case .variable(let name):
            try emitValue(env.variable(name) ?? .object([]), path, emit)
        case .bind(let source, let pattern, let body):
            try eval(source, input, nil, env) { value, _ in
                try self.bind(pattern, value, input, env) { bound in try self.eval(body, input, path, bound, emit) }
            }
        case .label(let name, let body):
            let token = makeToken()
            do {
                try eval(body, input, path, JQEnv(.label(name, token), parent: env), emit)
            } catch let signal as JQBreak where signal.label == token {}
        case .breakLabel(let name):
            throw JQBreak(label: env.label(name) ?? -1)
        default:
            throw JQFailure(message: "unsupported filter")
        }
    }

    /// Runs `body`, giving its failures (not those of `emit`) to `onFailure`.
    func catchFailures(
        _ body: JQNode, _ input: JQValue, _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit,
        onFailure: (JQFailure) throws -> Void
    ) throws {
        let owner = makeToken()
        do {
            try eval(body, input, path, env) { value, valuePath in
                do {
                    try emit(value, valuePath)
                } catch let failure as JQFailure {
                    throw JQPassingFailure(failure: failure, owner: owner)
                }
            }
        } catch let failure as JQFailure {
            try onFailure(failure)
        } catch let passing as JQPassingFailure where passing.owner == owner {
            throw passing.failure
        }
    }

    private func evalIf(
        _ conditions: ArraySlice<JQCondition>, _ otherwise: JQNode?, _ input: JQValue, _ path: JQPath?, _ env: JQEnv,
        _ emit: JQEmit
    ) throws {
        guard let first = conditions.first else {
            return try eval(otherwise ?? .identity, input, path, env, emit)
        }
        try eval(first.condition, input, nil, env) { condition, _ in
            if condition.isTruthy {
                try self.eval(first.body, input, path, env, emit)
            } else {
                try self.evalIf(conditions.dropFirst(), otherwise, input, path, env, emit)
            }
        }
    }

    private func evalReduce(
        _ source: JQNode, _ pattern: JQPattern, _ initial: JQNode, _ update: JQNode, _ input: JQValue,
        _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit
    ) throws {
        try eval(initial, input, path, env) { start, startPath in
            var state: (JQValue, JQPath?)? = (start, startPath)
            try self.eval(source, input, nil, env) { item, _ in
                try self.bind(pattern, item, input, env) { bound in
                    let (current, currentPath) = state ?? (.null, path.map { _ in [] })
                    state = nil
                    try self.eval(update, current, currentPath, bound) { next, nextPath in state = (next, nextPath) }
                }
            }
            let (result, resultPath) = state ?? (.null, nil)
            if path != nil, state == nil { return try self.emitValue(.null, path, emit) }
            try emit(result, resultPath)
        }
    }

    private func evalForeach(
        _ source: JQNode, _ pattern: JQPattern, _ initial: JQNode, _ update: JQNode, _ extract: JQNode?,
        _ input: JQValue, _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit
    ) throws {
        try eval(initial, input, path, env) { start, startPath in
            var state: (JQValue, JQPath?) = (start, startPath)
            try self.eval(source, input, nil, env) { item, _ in
                try self.bind(pattern, item, input, env) { bound in
                    let (current, currentPath) = state
                    try self.eval(update, current, currentPath, bound) { next, nextPath in
                        state = (next, nextPath)
                        if let extract {
                            try self.eval(extract, next, nextPath, bound, emit)
                        } else {
                            try emit(next, nextPath)
                        }
                    }
                }
            }
        }
    }

    /// Binds a pattern's variables to the parts of `value`; an object pattern with keys of
    /// several results binds once per key.
    func bind(_ pattern: JQPattern, _ value: JQValue, _ input: JQValue, _ env: JQEnv, _ body: (JQEnv) throws -> Void)
        throws
    {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maximumNesting { throw JQLimitError.tooDeep(limit: Self.maximumNesting) }
        switch pattern {
        case .variable(let name):
            try body(JQEnv(.variable(name, value), parent: env))
        case .array(let items):
            try bindAll(
                items.enumerated().map { (JQNode.literal(.number(Double($0.offset))), nil, $0.element) }[...],
                value, input, env, body)
        case .object(let entries):
            try bindAll(entries.map { ($0.key, $0.variable, $0.pattern) }[...], value, input, env, body)
        }
    }

    private func bindAll(
        _ parts: ArraySlice<(JQNode, String?, JQPattern?)>, _ value: JQValue, _ input: JQValue, _ env: JQEnv,
        _ body: (JQEnv) throws -> Void
    ) throws {
        guard let (keyNode, variable, pattern) = parts.first else { return try body(env) }
        try eval(keyNode, input, nil, env) { key, _ in
            if case .object = value, !(key.isString) {
                throw JQFailure(message: "Cannot index object with \(key.typeName)")
            }
            let member = try JQOperations.index(value, key)
            var scope = env
            if let variable { scope = JQEnv(.variable(variable, member), parent: scope) }
            if let pattern {
                try self.bind(pattern, member, input, scope) { bound in
                    try self.bindAll(parts.dropFirst(), value, input, bound, body)
                }
            } else {
                try self.bindAll(parts.dropFirst(), value, input, scope, body)
            }
        }
    }
}

extension JQValue {
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}
