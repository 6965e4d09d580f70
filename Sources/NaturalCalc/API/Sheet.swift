import Foundation

/// A notepad evaluation: each line sees the variables, line answers and totals above it.
///
/// Linear in the sheet: the running total is kept as lines are answered (not summed again per line),
/// and variable names are indexed once as they are assigned (not gathered from the scope per line).
struct Sheet {
    let calculator: Calculator

    /// What the lines above have left: variables, `lineN` answers, the running total.
    private struct State {
        var scope: [String: Value] = [:]
        var names = VariableNames()
        /// The sum of the answers since the last `#` heading (an answer that cannot be added to it
        /// is left out), nil before the first.
        var total: Value?
        /// How many answers `total` holds.
        var count = 0
        /// The sum of the answers since the last subtotal line or heading, nil before the first.
        var subtotal: Value?
        /// The answers of the lines tagged `#name`, by name (lower-cased).
        var tags: [String: [Value]] = [:]
    }

    /// The words that read the running total. A line that uses one of them (`total`,
    /// `income - total - savings`) is not added to later totals.
    private static let totalWords: Set<String> = ["total", "sum", "average", "mean", "subtotal"]

    /// Whether `body` reads the running total: one of `totalWords` as a word, not the statistic
    /// phrase `sum of 3, 4 and 5`.
    static func usesTotal(_ body: String) -> Bool {
        let words = body.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        for (i, word) in words.enumerated() where totalWords.contains(String(word)) {
            if i + 1 < words.count, words[i + 1] == "of" { continue }
            return true
        }
        return false
    }

    /// The lines so far; `append` adds one.
    private var state = State()
    private var answered = 0
    private let evaluator: Evaluator

    init(calculator: Calculator) {
        self.calculator = calculator
        evaluator = Evaluator(options: calculator.options, variables: [:])
    }

    func evaluate(_ text: String) -> [SheetLine] {
        var sheet = Sheet(calculator: calculator)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { sheet.append(String($0)) }
    }

    /// Evaluates the next line: it sees the variables, `lineN` answers, `ans` (the last answer)
    /// and totals of the lines before it.
    mutating func append(_ row: String) -> SheetLine {
        answered += 1
        // `a = 4 kg; b = 2; a * b^2`: semicolons separate statements on one line.
        var last: SheetLine?
        var lastValue: Value?
        for statement in row.split(separator: ";").map(String.init) {
            let (line, value) = self.line(statement, state: &state, evaluator: evaluator)
            last = line
            lastValue = value
        }
        let outcome = last ?? SheetLine(source: row, result: nil, error: nil)
        if outcome.result != nil, let value = lastValue {
            state.scope["line\(answered)"] = value
            for word in Sheet.lastAnswerWords {
                state.scope[word] = value
                state.names.insert(word)
            }
        }
        return SheetLine(source: row, result: outcome.result, error: outcome.error)
    }

    /// The names of the previous answer: `ans * 2` (fend, numbat, insect), `prev * 2` (Numi).
    static let lastAnswerWords = ["ans", "prev"]

    /// One statement: its line and, when it has an answer, the value later lines see.
    private func line(_ source: String, state: inout State, evaluator: Evaluator) -> (SheetLine, Value?) {
        let trimmed = Sheet.trim(source)
        if trimmed.hasPrefix("#"), Sheet.tagQuery(trimmed) == nil {
            // A heading starts a new section: totals and subtotals sum back to it (Soulver's rule).
            state.total = nil
            state.count = 0
            state.subtotal = nil
            return (SheetLine(source: source, result: nil, error: nil), nil)
        }
        if trimmed.isEmpty || trimmed.hasPrefix("//") {
            return (SheetLine(source: source, result: nil, error: nil), nil)
        }
        var body = trimmed
        var name: String?
        if let eq = assignment(trimmed) {
            name = eq.name
            body = eq.value
        }
        if let (statistic, tag) = Sheet.tagQuery(body) {
            do {
                let value = try Sheet.tagStatistic(statistic, of: state.tags[tag] ?? [], tag: tag, evaluator: evaluator)
                if let name {
                    state.scope[name] = value
                    state.names.insert(name)
                }
                let result = try AnswerFormatter(options: calculator.options, siThreshold: nil).result(value)
                return (SheetLine(source: source, result: result, error: nil), value)
            } catch {
                return (SheetLine(source: source, result: nil, error: CalcError.wrap(error)), nil)
            }
        }
        let (untagged, tags) = Sheet.splitTags(body)
        body = untagged
        state.scope["total"] = state.total
        state.scope["sum"] = state.total
        state.scope["average"] = state.total.flatMap { try? evaluator.scale($0, by: 1 / Decimal(state.count)) }
        state.scope["mean"] = state.scope["average"]
        state.scope["subtotal"] = state.subtotal
        do {
            let (value, result) = try calculator.run(
                body, scope: state.scope, lenient: calculator.options.lenient, names: state.names)
            if let name {
                state.scope[name] = value.plain
                state.names.insert(name)
            }
            for tag in tags { state.tags[tag, default: []].append(value.plain) }
            // Lines that use the totals are not themselves summed by later totals.
            if !Sheet.usesTotal(body) {
                add(value.plain, to: &state, evaluator: evaluator)
            } else if Sheet.trim(body).lowercased() == "subtotal" {
                state.subtotal = nil  // the next subtotal sums back to this line
            }
            return (SheetLine(source: source, result: result, error: nil), value.plain)
        } catch {
            // A line of nothing but words is a comment, not a failure.
            let calcError = CalcError.wrap(error)
            if calcError.isNothingToCalculate { return (SheetLine(source: source, result: nil, error: nil), nil) }
            return (SheetLine(source: source, result: nil, error: calcError), nil)
        }
    }

    /// Adds an answer to the running total and subtotal; one that cannot be added (a date to
    /// money) is left out of them.
    private func add(_ answer: Value, to state: inout State, evaluator: Evaluator) {
        state.count += 1
        // From the first answer on, `total`, `sum`, `average`, `mean` and `subtotal` are names lines can use.
        for word in Sheet.totalWords { state.names.insert(word) }
        state.total = sum(state.total, answer, evaluator: evaluator)
        state.subtotal = sum(state.subtotal, answer, evaluator: evaluator)
    }

    /// `running + answer`. Money in another currency is converted to the running total's
    /// currency (the sheet's first), so one `£` line does not turn a `$` budget's total into pounds.
    private func sum(_ running: Value?, _ answer: Value, evaluator: Evaluator) -> Value? {
        guard let running else { return answer }
        if case .quantity(let a, let ua) = running, ua.currency != nil, case .quantity(let b, let ub) = answer,
            ub.currency != nil, ua != ub, let converted = try? evaluator.convertAmount(b, from: ub, to: ua)
        {
            return .quantity(a + converted, ua)
        }
        return (try? evaluator.add(running, answer)) ?? running
    }

    /// Trims spaces and tabs without a trip through NSString.
    static func trim(_ s: String) -> String {
        var sub = Substring(s)
        while let f = sub.first, f == " " || f == "\t" || f == "\r" { sub.removeFirst() }
        while let l = sub.last, l == " " || l == "\t" || l == "\r" { sub.removeLast() }
        return String(sub)
    }

    /// `rent = $1,200`, `let price = 100 $`: a name of words before a single `=`.
    private func assignment(_ line: String) -> (name: String, value: String)? {
        guard let eq = line.firstIndex(of: "="), !line[line.index(after: eq)...].hasPrefix("="),
            eq > line.startIndex, line[line.index(before: eq)] != "!"
        else { return nil }
        // `x += 2`, `budget -= $40`: the variable updated by the value.
        let before = line[line.index(before: eq)]
        if before == "+" || before == "-" {
            let name = Sheet.trim(String(line[..<line.index(before: eq)])).lowercased()
            guard !name.isEmpty, name.first?.isLetter == true,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" })
            else { return nil }
            return (name, "\(name) \(before) (\(line[line.index(after: eq)...]))")
        }
        var name = Sheet.trim(String(line[..<eq])).lowercased()
        if name.hasPrefix("let ") { name = Sheet.trim(String(name.dropFirst(4))) }
        guard !name.isEmpty, name.first?.isLetter == true,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" })
        else { return nil }
        return (name, String(line[line.index(after: eq)...]))
    }
}
