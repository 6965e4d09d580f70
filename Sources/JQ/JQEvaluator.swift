// Evaluates a syntax tree in continuation style: every filter hands each result to a callback,
// so generators (`range(1e9) | select(false)`) never build their results up. A result may carry
// its path (jq's path expressions, for `path(f)` and assignments); filters that make new values
// refuse to run when a path is asked for, as jq does ("Invalid path expression").

typealias JQPath = [JQValue]
typealias JQEmit = (JQValue, JQPath?) throws -> Void

/// One run's state: the counts its limits bound.
final class JQEvaluator {
    /// The deepest evaluation nesting; each level is a few Swift frames on the run's own stack.
    static let maximumNesting = 6_000
    /// The deepest nesting of calls of user-written functions (recursion).
    static let maximumCallDepth = 1_000
    /// The most characters of a string, or items of an array, one operation may make.
    static let maximumSize = 50_000_000
    /// The deepest nesting a value may reach (as JSON text read may).
    static let maximumValueNesting = JQJSONReader.maximumNesting
    /// The deepest spine an array or object made by the program may have: lower, because the
    /// check walks the spine at every construction.
    static let maximumMadeNesting = 1_000

    let limits: JQLimits
    private(set) var steps = 0
    var nesting = 0
    var callDepth = 0
    private var nextToken = 0

    init(limits: JQLimits) { self.limits = limits }

    /// Counts `count` steps, asking `shouldStop` every 1,024.
    func spend(_ count: Int = 1) throws {
        let before = steps
        steps += count
        if steps > limits.maximumSteps { throw JQLimitError.tooManySteps(limit: limits.maximumSteps) }
        if steps >> 10 != before >> 10, limits.shouldStop?() == true { throw JQLimitError.stopped }
    }

    /// A number unique within the run, naming a label or a `try`.
    func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }

    func checkSize(_ size: Int) throws {
        if size > Self.maximumSize { throw JQLimitError.tooLarge(limit: Self.maximumSize) }
    }

    /// Hands on a value made by a filter that is not a path expression.
    func emitValue(_ value: JQValue, _ path: JQPath?, _ emit: JQEmit) throws {
        if path != nil {
            throw JQFailure(message: "Invalid path expression with result \(JQOperations.truncatedText(value))")
        }
        try emit(value, nil)
    }

    func eval(_ node: JQNode, _ input: JQValue, _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit) throws {
        try spend()
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maximumNesting { throw JQLimitError.tooDeep(limit: Self.maximumNesting) }
        switch node {
        case .identity: try emit(input, path)
        case .recurseAll:
            try recurse(input, path, env, emit) { value, valuePath, env, emit in
                try self.iterate(value, valuePath, optional: true, emit)
            }
        case .index(let target, let key): try evalIndex(target, key, input, path, env, emit)
        case .slice(let target, let lower, let upper): try evalSlice(target, lower, upper, input, path, env, emit)
        case .iterate(let target):
            try eval(target, input, path, env) { value, valuePath in
                try self.iterate(value, valuePath, optional: false, emit)
            }
        case .literal(let value): try emitValue(value, path, emit)
        case .string(let format, let parts): try evalString(format, parts, input, path, env, emit)
        case .format(let name): try emitValue(try JQFormats.apply(name, to: input), path, emit)
        case .array(let inner): try evalArray(inner, input, path, env, emit)
        case .object(let entries): try evalObject(entries, input, path, env, emit)
        case .pipe(let left, let right):
            try eval(left, input, path, env) { value, valuePath in try self.eval(right, value, valuePath, env, emit) }
        case .comma(let left, let right):
            try eval(left, input, path, env, emit)
            try eval(right, input, path, env, emit)
        case .negate(let operand):
            try eval(operand, input, nil, env) { value, _ in
                guard case .number(let number) = value else {
                    throw JQFailure(message: "\(describe(value)) cannot be negated")
                }
                try self.emitValue(.number(-number), path, emit)
            }
        case .binary(let op, let left, let right):
            try eval(right, input, nil, env) { rightValue, _ in
                try self.eval(left, input, nil, env) { leftValue, _ in
                    try self.emitValue(try JQOperations.apply(op, leftValue, rightValue, self), path, emit)
                }
            }
        default: try evalControl(node, input, path, env, emit)
        }
    }

    /// Each item of an array or member of an object; `optional` skips other values silently.
    func iterate(_ value: JQValue, _ path: JQPath?, optional: Bool, _ emit: JQEmit) throws {
        switch value {
        case .array(let items):
            for (offset, item) in items.enumerated() {
                try spend()
                try emit(item, path.map { $0 + [.number(Double(offset))] })
            }
        case .object(let members):
            for (key, member) in members {
                try spend()
                try emit(member, path.map { $0 + [.string(key)] })
            }
        default:
            if optional { return }
            if case .null = value { throw JQFailure(message: "Cannot iterate over null") }
            throw JQFailure(message: "Cannot iterate over \(describe(value))")
        }
    }

    private func evalIndex(
        _ target: JQNode, _ key: JQNode, _ input: JQValue, _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit
    ) throws {
        try eval(target, input, path, env) { value, valuePath in
            try self.eval(key, input, nil, env) { keyValue, _ in
                try emit(try JQOperations.index(value, keyValue), valuePath.map { $0 + [keyValue] })
            }
        }
    }

    private func evalSlice(
        _ target: JQNode, _ lower: JQNode?, _ upper: JQNode?, _ input: JQValue, _ path: JQPath?, _ env: JQEnv,
        _ emit: JQEmit
    ) throws {
        try eval(target, input, path, env) { value, valuePath in
            try self.eval(upper ?? .literal(.null), input, nil, env) { upperValue, _ in
                try self.eval(lower ?? .literal(.null), input, nil, env) { lowerValue, _ in
                    let key = JQValue.object([("start", lowerValue), ("end", upperValue)])
                    try emit(try JQOperations.index(value, key), valuePath.map { $0 + [key] })
                }
            }
        }
    }

    /// `[f]`: every result of `f` in one array.
    private func evalArray(_ inner: JQNode?, _ input: JQValue, _ path: JQPath?, _ env: JQEnv, _ emit: JQEmit) throws {
        var items: [JQValue] = []
        if let inner {
            try eval(inner, input, nil, env) { value, _ in
                items.append(value)
                try self.checkSize(items.count)
            }
        }
        let array = JQValue.array(items)
        try checkNesting(array)
        try emitValue(array, path, emit)
    }

    /// Refuses a made value whose leading spine nests too deeply: a cheap guard against values
    /// built by wrapping in a loop (`[.]`, `{a: .}`), whose release would recurse that deep.
    func checkNesting(_ value: JQValue) throws {
        var depth = 0
        var current = value
        while depth <= Self.maximumMadeNesting {
            switch current {
            case .array(let items):
                guard let next = items.prefix(4).first(where: \.isContainer) ?? items.first else { return }
                current = next
            case .object(let members):
                guard let next = members.prefix(4).first(where: { $0.1.isContainer })?.1 ?? members.first?.1 else {
                    return
                }
                current = next
            default: return
            }
            depth += 1
        }
        throw JQLimitError.tooDeep(limit: Self.maximumMadeNesting)
    }
}

extension JQValue {
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }
}
