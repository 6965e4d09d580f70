import Foundation

// A parsed jq program and its runs. A run happens on a thread of its own with a large stack:
// evaluation recurses as deep as the program and its data nest (bounded by
// JQEvaluator.maximumNesting), whatever the stack of the caller's thread.

/// A jq program (jq 1.7 manual), parsed once and run on any number of inputs.
public struct JQProgram: Sendable {
    /// The longest program text accepted, in Unicode scalars.
    public static let maximumLength = 65_536

    let root: JQNode

    /// Parses `source`; throws `JQSyntaxError` naming the problem and its column.
    public init(_ source: String) throws {
        if source.unicodeScalars.count > Self.maximumLength {
            throw JQSyntaxError(message: "the program is longer than \(Self.maximumLength) characters", column: 1)
        }
        let library = try JQPrelude.functions.get()
        var scanner = JQScanner(source, maximumNesting: JQParser.maximumNesting)
        let tokens = try scanner.scanAll()
        let scope = JQScope(functions: Set(library.keys), variables: [], labels: [])
        var parser = JQParser(tokens: tokens, scope: scope)
        root = try parser.parseProgram()
    }

    /// Every result of the program on `input`. Throws `JQRuntimeError` for an uncaught error,
    /// `JQLimitError` when a limit stops it.
    public func run(_ input: JQValue, limits: JQLimits = .init()) throws -> [JQValue] {
        let job = JQRunJob(root: root, input: input, limits: limits)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            job.perform()
            done.signal()
        }
        thread.stackSize = 512 << 20
        thread.start()
        done.wait()
        return try job.result.get()
    }
}

/// One run's inputs and result, handed between the caller's thread and the run's thread, which
/// never use it at the same time (the caller waits).
final class JQRunJob: @unchecked Sendable {
    let root: JQNode
    let input: JQValue
    let limits: JQLimits
    var result: Result<[JQValue], Error> = .success([])

    init(root: JQNode, input: JQValue, limits: JQLimits) {
        self.root = root
        self.input = input
        self.limits = limits
    }

    func perform() {
        result = Result { try evaluate() }
    }

    private func evaluate() throws -> [JQValue] {
        let evaluator = JQEvaluator(limits: limits)
        let library = try JQPrelude.functions.get()
        let env = JQEnv(.library(library), parent: JQEnv(.root, parent: nil))
        var outputs: [JQValue] = []
        do {
            try evaluator.eval(root, input, nil, env) { value, _ in
                if outputs.count >= self.limits.maximumOutputs {
                    throw JQLimitError.tooManyOutputs(limit: self.limits.maximumOutputs)
                }
                try Self.checkDepth(value)
                outputs.append(value)
            }
        } catch let failure as JQFailure {
            throw JQRuntimeError(value: failure.value)
        } catch let passing as JQPassingFailure {
            throw JQRuntimeError(value: passing.failure.value)
        } catch is JQBreak {
            throw JQRuntimeError(value: .string("break"))
        }
        return outputs
    }

    /// Refuses a result nested deeper than the caller's thread could release: measured and, if
    /// too deep, taken apart here without recursion.
    private static func checkDepth(_ value: JQValue) throws {
        var pending: [(JQValue, Int)] = [(value, 0)]
        var tooDeep = false
        while let (current, depth) = pending.popLast() {
            if depth > JQEvaluator.maximumValueNesting { tooDeep = true }
            switch current {
            case .array(let items): pending.append(contentsOf: items.map { ($0, depth + 1) })
            case .object(let members): pending.append(contentsOf: members.map { ($0.1, depth + 1) })
            default: break
            }
        }
        if tooDeep { throw JQLimitError.tooDeep(limit: JQEvaluator.maximumValueNesting) }
    }
}
