// Calls: a filter argument runs in its caller's scope (a closure); a `$name` parameter binds
// each result of its argument, as `def f($a): …` means `def f(a): a as $a | …` in jq. Native
// built-ins come last, after the program's and the prelude's functions.

/// What a native built-in receives.
struct JQCallContext {
    let input: JQValue
    let path: JQPath?
    let arguments: [JQNode]
    let env: JQEnv
}

typealias JQNative = @Sendable (JQEvaluator, JQCallContext, JQEmit) throws -> Void

extension JQEvaluator {
    func evalCall(_ call: JQCall, _ input: JQValue, _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit) throws {
        switch env.callee(call.key) {
        case .closure(let node, let closureEnv)?:
            try eval(node, input, path, closureEnv, emit)
        case .function(let function, let definitionEnv)?:
            try bindParameters(function.parameters[...], call.arguments[...], input, env, definitionEnv) { bodyEnv in
                callDepth += 1
                defer { callDepth -= 1 }
                if callDepth > Self.maximumCallDepth { throw JQLimitError.tooDeep(limit: Self.maximumCallDepth) }
                try eval(function.body, input, path, bodyEnv) { value, valuePath in
                    // The rest of the pipeline is not inside the call: only live calls count.
                    self.callDepth -= 1
                    defer { self.callDepth += 1 }
                    try emit(value, valuePath)
                }
            }
        case nil:
            guard let native = JQBuiltins.natives[call.key] else {
                throw JQFailure(message: "\(call.key) is not defined")
            }
            try native(self, JQCallContext(input: input, path: path, arguments: call.arguments, env: env), emit)
        }
    }

    private func bindParameters(
        _ parameters: ArraySlice<String>, _ arguments: ArraySlice<JQNode>, _ input: JQValue, _ callerEnv: JQEnv,
        _ scope: JQEnv, _ body: (JQEnv) throws -> Void
    ) throws {
        guard let parameter = parameters.first, let argument = arguments.first else { return try body(scope) }
        guard parameter.hasPrefix("$") else {
            let bound = JQEnv(.closure(parameter, argument, callerEnv), parent: scope)
            return try bindParameters(parameters.dropFirst(), arguments.dropFirst(), input, callerEnv, bound, body)
        }
        let name = String(parameter.dropFirst())
        try eval(argument, input, nil, callerEnv) { value, _ in
            let bound = JQEnv(
                .variable(name, value), parent: JQEnv(.closure(name, .literal(value), callerEnv), parent: scope))
            try self.bindParameters(parameters.dropFirst(), arguments.dropFirst(), input, callerEnv, bound, body)
        }
    }

    /// Each result of argument `index` of a native call, as a value.
    func values(_ context: JQCallContext, _ index: Int, _ body: (JQValue) throws -> Void) throws {
        try eval(context.arguments[index], context.input, nil, context.env) { value, _ in try body(value) }
    }

    /// `f`, then `f` of each result, and so on, depth first (`recurse(f)`, `..`), with an
    /// explicit stack so deep documents need no deep recursion.
    func recurse(
        _ input: JQValue, _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit,
        children: (JQValue, JQPath?, JQEnv, JQEmit) throws -> Void
    ) throws {
        var pending: [(JQValue, JQPath?)] = [(input, path)]
        while let (value, valuePath) = pending.popLast() {
            try emit(value, valuePath)
            var found: [(JQValue, JQPath?)] = []
            try children(value, valuePath, env) { child, childPath in
                try self.spend()
                found.append((child, childPath))
            }
            pending.append(contentsOf: found.reversed())
        }
    }
}
