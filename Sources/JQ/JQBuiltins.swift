// The native built-ins (jq 1.7 manual, "Builtin operators and functions"); the rest are written
// in jq in JQPrelude. This file holds the table and the generators and path-aware built-ins.

enum JQBuiltins {
    /// Every native built-in by `name/arity`.
    static let natives: [String: JQNative] = {
        var table: [String: JQNative] = [:]
        addGenerators(&table)
        addValueBuiltins(&table)
        addCollectionBuiltins(&table)
        addStringBuiltins(&table)
        addRegexBuiltins(&table)
        addDateBuiltins(&table)
        addMathBuiltins(&table)
        return table
    }()

    /// A built-in of the input alone.
    static func simple(_ body: @escaping @Sendable (JQValue) throws -> JQValue) -> JQNative {
        { run, context, emit in try run.emitValue(try body(context.input), context.path, emit) }
    }

    /// A built-in of the input and each value of one argument.
    static func unary(_ body: @escaping @Sendable (JQValue, JQValue) throws -> JQValue) -> JQNative {
        { run, context, emit in
            try run.values(context, 0) { argument in
                try run.emitValue(try body(context.input, argument), context.path, emit)
            }
        }
    }

    /// A built-in of the input and two arguments; the last argument's values vary slowest, as in jq.
    static func binary(_ body: @escaping @Sendable (JQValue, JQValue, JQValue) throws -> JQValue) -> JQNative {
        { run, context, emit in
            try run.values(context, 1) { second in
                try run.values(context, 0) { first in
                    try run.emitValue(try body(context.input, first, second), context.path, emit)
                }
            }
        }
    }

    /// A task of `until`, `while` and `recurse`: hand on a value, or visit it.
    private enum Task {
        case emit(JQValue, JQPath?)
        case visit(JQValue, JQPath?)
    }

    /// Runs `visit` over an explicit stack of tasks, so long iterations need no deep recursion.
    private static func iterate(
        _ run: JQEvaluator, _ context: JQCallContext, _ emit: JQEmit,
        visit: (JQValue, JQPath?, inout [Task]) throws -> Void
    ) throws {
        var tasks: [Task] = [.visit(context.input, context.path)]
        while let task = tasks.popLast() {
            try run.spend()
            switch task {
            case .emit(let value, let path): try emit(value, path)
            case .visit(let value, let path):
                var found: [Task] = []
                try visit(value, path, &found)
                tasks.append(contentsOf: found.reversed())
            }
        }
    }

    private static func addGenerators(_ table: inout [String: JQNative]) {
        table["empty/0"] = { _, _, _ in }
        table["error/0"] = { _, context, _ in throw JQFailure(value: context.input) }
        table["error/1"] = { run, context, _ in try run.values(context, 0) { throw JQFailure(value: $0) } }
        table["path/1"] = { run, context, emit in
            try run.eval(context.arguments[0], context.input, [], context.env) { _, path in
                try run.emitValue(.array(path ?? []), context.path, emit)
            }
        }
        table["getpath/1"] = { run, context, emit in
            try run.values(context, 0) { pathValue in
                let keys = try JQPaths.pathArray(pathValue)
                try emit(try JQPaths.get(context.input, keys), context.path.map { $0 + keys })
            }
        }
        table["recurse/1"] = { run, context, emit in
            try run.recurse(context.input, context.path, context.env, emit) { value, path, _, found in
                try run.eval(context.arguments[0], value, path, context.env, found)
            }
        }
        table["repeat/1"] = table["recurse/1"]
        table["recurse/2"] = { run, context, emit in
            try run.recurse(context.input, context.path, context.env, emit) { value, path, _, found in
                try run.eval(context.arguments[0], value, path, context.env) { child, childPath in
                    try run.eval(context.arguments[1], child, nil, context.env) { keep, _ in
                        if keep.isTruthy { try found(child, childPath) }
                    }
                }
            }
        }
        table["until/2"] = { run, context, emit in
            try iterate(run, context, emit) { value, path, found in
                try run.eval(context.arguments[0], value, nil, context.env) { condition, _ in
                    if condition.isTruthy { return found.append(.emit(value, path)) }
                    try run.eval(context.arguments[1], value, path, context.env) { found.append(.visit($0, $1)) }
                }
            }
        }
        table["while/2"] = { run, context, emit in
            try iterate(run, context, emit) { value, path, found in
                try run.eval(context.arguments[0], value, nil, context.env) { condition, _ in
                    guard condition.isTruthy else { return }
                    found.append(.emit(value, path))
                    try run.eval(context.arguments[1], value, path, context.env) { found.append(.visit($0, $1)) }
                }
            }
        }
        addLoops(&table)
    }

    /// `range`, `limit` and `first`, which count or stop their generators.
    private static func addLoops(_ table: inout [String: JQNative]) {
        table["range/2"] = { run, context, emit in
            try run.values(context, 0) { from in
                try run.values(context, 1) { upto in
                    try countRange(run, from, upto, .number(1), context.path, emit)
                }
            }
        }
        table["range/3"] = { run, context, emit in
            try run.values(context, 0) { from in
                try run.values(context, 1) { upto in
                    try run.values(context, 2) { step in try countRange(run, from, upto, step, context.path, emit) }
                }
            }
        }
        table["limit/2"] = { run, context, emit in
            try run.values(context, 0) { limit in
                guard case .number(let count) = limit else { throw JQFailure(message: "Invalid limit: must be a number") }
                guard count > 0 else {
                    if count < 0 { try run.eval(context.arguments[1], context.input, context.path, context.env, emit) }
                    return
                }
                var given = 0.0
                try firstResults(run, context.arguments[1], context) { value, path in
                    given += 1
                    try emit(value, path)
                    return given < count
                }
            }
        }
        table["first/1"] = { run, context, emit in
            try firstResults(run, context.arguments[0], context) { value, path in
                try emit(value, path)
                return false
            }
        }
        table["input/0"] = { _, _, _ in throw JQFailure(message: "No more inputs") }
        table["inputs/0"] = { _, _, _ in }
        table["debug/0"] = { _, context, emit in try emit(context.input, context.path) }
        table["stderr/0"] = table["debug/0"]
        table["debug/1"] = table["debug/0"]
        table["env/0"] = simple { _ in .object([]) }
        table["input_filename/0"] = simple { _ in .null }
        table["halt_error/0"] = table["error/0"]
        table["halt_error/1"] = { _, context, _ in throw JQFailure(value: context.input) }
    }

    /// Hands on results of `node` while `body` says to go on.
    private static func firstResults(
        _ run: JQEvaluator, _ node: JQNode, _ context: JQCallContext, _ body: (JQValue, JQPath?) throws -> Bool
    ) throws {
        let token = run.makeToken()
        do {
            try run.eval(node, context.input, context.path, context.env) { value, path in
                if try !body(value, path) { throw JQBreak(label: token) }
            }
        } catch let signal as JQBreak where signal.label == token {}
    }

    private static func countRange(
        _ run: JQEvaluator, _ from: JQValue, _ upto: JQValue, _ step: JQValue, _ path: JQPath?, _ emit: JQEmit
    ) throws {
        guard case .number(var current) = from, case .number(let end) = upto, case .number(let by) = step else {
            throw JQFailure(message: "Range bounds must be numeric")
        }
        while by > 0 ? current < end : (by < 0 ? current > end : false) {
            try run.spend()
            try run.emitValue(.number(current), path, emit)
            current += by
        }
    }
}
