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
        /// The sum of the answers so far (an answer that cannot be added to it is left out), nil before the first.
        var total: Value?
        /// How many answers there have been.
        var count = 0
    }

    /// The words that read the running total, which later totals do not add in again.
    private static let totalWords: Set<String> = ["total", "sum", "average", "mean"]

    func evaluate(_ text: String) -> [SheetLine] {
        var state = State()
        let evaluator = Evaluator(options: calculator.options, variables: [:])
        var lines: [SheetLine] = []
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for row in rows {
            // `a = 4 kg; b = 2; a * b^2`: semicolons separate statements on one line.
            var last: SheetLine?
            var lastValue: Value?
            for statement in row.split(separator: ";").map(String.init) {
                let (line, value) = self.line(statement, state: &state, evaluator: evaluator)
                last = line
                lastValue = value
            }
            let outcome = last ?? SheetLine(source: row, result: nil, error: nil)
            lines.append(SheetLine(source: row, result: outcome.result, error: outcome.error))
            if outcome.result != nil, let value = lastValue {
                state.scope["line\(lines.count)"] = value
            }
        }
        return lines
    }

    /// One statement: its line and, when it has an answer, the value later lines see.
    private func line(_ source: String, state: inout State, evaluator: Evaluator) -> (SheetLine, Value?) {
        let trimmed = Sheet.trim(source)
        if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") {
            return (SheetLine(source: source, result: nil, error: nil), nil)
        }
        var body = trimmed
        var name: String?
        if let eq = assignment(trimmed) {
            name = eq.name
            body = eq.value
        }
        state.scope["total"] = state.total
        state.scope["sum"] = state.total
        state.scope["average"] = state.total.flatMap { try? evaluator.scale($0, by: 1 / Decimal(state.count)) }
        state.scope["mean"] = state.scope["average"]
        do {
            let (value, result) = try calculator.run(body, scope: state.scope, lenient: true, names: state.names)
            if let name {
                state.scope[name] = value.plain
                state.names.insert(name)
            }
            // Totals and averages are not themselves summed by later totals.
            if !Sheet.totalWords.contains(Sheet.trim(body).lowercased()) {
                add(value.plain, to: &state, evaluator: evaluator)
            }
            return (SheetLine(source: source, result: result, error: nil), value.plain)
        } catch {
            // A line of nothing but words is a comment, not a failure.
            let calcError = CalcError.wrap(error)
            if calcError == CalcError.empty { return (SheetLine(source: source, result: nil, error: nil), nil) }
            return (SheetLine(source: source, result: nil, error: calcError), nil)
        }
    }

    /// Adds an answer to the running total; one that cannot be added (a date to money) is left out of it.
    private func add(_ answer: Value, to state: inout State, evaluator: Evaluator) {
        state.count += 1
        guard let total = state.total else {
            // From the first answer on, `total`, `sum`, `average` and `mean` are names lines can use.
            state.total = answer
            for word in Sheet.totalWords { state.names.insert(word) }
            return
        }
        if let sum = try? evaluator.add(total, answer) { state.total = sum }
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
        var name = Sheet.trim(String(line[..<eq])).lowercased()
        if name.hasPrefix("let ") { name = Sheet.trim(String(name.dropFirst(4))) }
        guard !name.isEmpty, name.first?.isLetter == true,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" })
        else { return nil }
        return (name, String(line[line.index(after: eq)...]))
    }
}
