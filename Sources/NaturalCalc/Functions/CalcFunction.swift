import Foundation

/// One built-in function of the calculator: the names it answers to, how many values it takes,
/// what kind of values, and how it evaluates. The families (`Functions+….swift`, one file each)
/// list these; `FunctionTable` gathers them, and the parser's word list and the arity errors
/// derive from it, so adding a function is one entry in one family.
struct CalcFunction: Sendable {
    /// How many values a function takes.
    enum Arity: Sendable, Equatable {
        case exactly(Int)
        case between(Int, Int)
        case atLeast(Int)

        func accepts(_ count: Int) -> Bool {
            switch self {
            case .exactly(let n): count == n
            case .between(let low, let high): count >= low && count <= high
            case .atLeast(let n): count >= n
            }
        }
    }

    /// What the values may be, which decides what the table does before the evaluation.
    enum Arguments: Sendable, Equatable {
        /// Numbers, so one complex number goes to the complex form (`sqrt(-4)`, `sin(i)`) or is refused.
        case real
        /// Anything: lists, texts, dice, function names; the evaluation checks them.
        case any
        /// Values, or one list of them spread out (`sum([1, 2])` is `sum(1, 2)`).
        case spread
    }

    /// How the function evaluates: the evaluator, the name it was called by, the values.
    typealias Evaluation = @Sendable (Evaluator, String, [Value]) throws -> Value

    let names: [String]
    let arity: Arity
    let arguments: Arguments
    /// The values in words for the arity error, when the count alone says too little
    /// (`a date and a duration`).
    let described: String?
    /// False for names only the parser writes (`dice` for `2d6`): they are not words a user calls.
    let isWord: Bool
    let evaluate: Evaluation

    init(
        _ names: [String], _ arity: Arity, _ arguments: Arguments = .real, described: String? = nil, isWord: Bool = true,
        evaluate: @escaping Evaluation
    ) {
        self.names = names
        self.arity = arity
        self.arguments = arguments
        self.described = described
        self.isWord = isWord
        self.evaluate = evaluate
    }
}
