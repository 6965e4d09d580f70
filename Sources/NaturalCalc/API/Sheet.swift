import Foundation

/// A notepad evaluation: each line sees the variables, line answers and totals above it.
struct Sheet {
    let calculator: Calculator

    func evaluate(_ text: String) -> [SheetLine] {
        var scope: [String: Value] = [:]
        var answers: [Value] = []
        var lines: [SheetLine] = []
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for row in rows {
            // `a = 4 kg; b = 2; a * b^2`: semicolons separate statements on one line.
            var last: SheetLine?
            for statement in row.split(separator: ";").map(String.init) {
                last = line(statement, scope: &scope, answers: &answers)
            }
            let outcome = last ?? SheetLine(source: row, result: nil, error: nil)
            lines.append(SheetLine(source: row, result: outcome.result, error: outcome.error))
            if let value = outcome.result.flatMap({ _ in scope["\u{2}last"] }) {
                scope["line\(lines.count)"] = value
            }
        }
        return lines
    }

    private func line(_ source: String, scope: inout [String: Value], answers: inout [Value]) -> SheetLine {
        let trimmed = Sheet.trim(source)
        scope["\u{2}last"] = nil
        if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") {
            return SheetLine(source: source, result: nil, error: nil)
        }
        var body = trimmed
        var name: String?
        if let eq = assignment(trimmed) {
            name = eq.name
            body = eq.value
        }
        scope["total"] = total(answers)
        scope["sum"] = scope["total"]
        scope["average"] = answers.isEmpty ? nil : (try? average(answers))
        scope["mean"] = scope["average"]
        do {
            let (value, result) = try calculator.run(body, scope: scope, lenient: true)
            if let name { scope[name] = value.plain }
            // Totals and averages are not themselves summed by later totals.
            if !["total", "sum", "average", "mean"].contains(Sheet.trim(body).lowercased()) {
                answers.append(value.plain)
            }
            scope["\u{2}last"] = value.plain
            return SheetLine(source: source, result: result, error: nil)
        } catch {
            // A line of nothing but words is a comment, not a failure.
            let calcError = CalcError.wrap(error)
            if calcError == CalcError.empty { return SheetLine(source: source, result: nil, error: nil) }
            return SheetLine(source: source, result: nil, error: calcError)
        }
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

    private func total(_ answers: [Value]) -> Value? {
        guard var acc = answers.first else { return nil }
        let evaluator = Evaluator(options: calculator.options, variables: [:])
        for v in answers.dropFirst() {
            guard let next = try? evaluator.add(acc, v) else { continue }
            acc = next
        }
        return acc
    }

    private func average(_ answers: [Value]) throws -> Value {
        guard let t = total(answers) else { throw CalcError.empty }
        return try Evaluator(options: calculator.options, variables: [:]).scale(t, by: 1 / Decimal(answers.count))
    }
}
