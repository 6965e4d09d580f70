import Foundation

/// Evaluates Soulver-style natural-language expressions and sheets.
public struct Calculator: Sendable {
    /// The options every evaluation uses.
    public let options: CalcOptions

    /// Makes a calculator with the given options.
    public init(options: CalcOptions = .init()) {
        self.options = options
    }

    /// Evaluates one expression; unknown words are comments unless `options.strict` is set.
    public func evaluate(_ expression: String) throws(CalcError) -> CalcResult {
        try evaluate(expression, variables: [String: CalcValue]())
    }

    /// Evaluates one expression with named values (names may have spaces: `monthly rent`).
    public func evaluate(_ expression: String, variables: [String: CalcValue]) throws(CalcError) -> CalcResult {
        do {
            var scope: [String: Value] = [:]
            for (name, value) in variables { scope[name.lowercased()] = try Value(value) }
            return try run(expression, scope: scope, lenient: options.lenient).result
        } catch {
            throw CalcError.wrap(error)
        }
    }

    /// Evaluates each line of a sheet: variables, `lineN` references, totals, comments.
    public func evaluateSheet(_ text: String) -> [SheetLine] {
        Sheet(calculator: self).evaluate(text)
    }

    /// The shared path: lex, normalise, parse, evaluate, format.
    /// `names` indexes the variables of `scope` when the caller keeps one (a sheet); otherwise it is built here.
    func run(
        _ expression: String, scope: [String: Value], lenient: Bool, names: VariableNames? = nil
    ) throws -> (value: Value, result: CalcResult) {
        guard expression.count <= options.budget.maxInputLength else {
            throw CalcError(.inputTooLong(limit: options.budget.maxInputLength))
        }
        if let places = options.decimalPlaces, places > CalcOptions.maxDecimalPlaces {
            throw CalcError(.tooManyPlaces(String(places)))
        }
        let raw = try Lexer.tokenize(expression, decimalComma: options.decimalSeparator == ",")
        let normalizer = Normalizer(rates: options.rates, variables: names ?? VariableNames(scope.keys), lenient: lenient)
        let (tokens, ignored) = normalizer.normalizeTracking(raw)
        if !lenient, let unknown = normalizer.firstUnknown(tokens) {
            throw CalcError.unknown(unknown.text, column: unknown.column)
        }
        try UnknownUnits.check(raw: raw, ignored: ignored, rates: options.rates)
        // A line whose words were all comments, or that keeps nothing a value comes from, has no answer.
        guard ignored.isEmpty || tokens.contains(where: Normalizer.carriesValue) else {
            throw CalcError(.onlyComments(ignored.map(\.text)))
        }
        guard !tokens.isEmpty else { throw CalcError.empty }
        var parser = Parser(tokens, rates: options.rates)
        parser.lenient = lenient
        parser.ignored = ignored
        let expr = try parser.parseAll()
        let longLiteral = parser.sawExactInteger
        let evaluator = Evaluator(options: options, variables: scope)
        var value = try evaluator.eval(expr)
        if options.automaticConversion, case .quantity(_, let u) = value, let unit = u.single, unit.dimension == .temperature1 {
            if case .convert = expr {
            } else {
                let other = unit == UnitTable.celsius ? UnitTable.fahrenheit : UnitTable.celsius
                value = try evaluator.convert(value, to: .unit(UnitExpr(other)))
            }
        }
        value = try evaluator.simplified(value, expr: expr)
        // Decimal overflow and underflow give NaN; never show that as an answer.
        if value.isNaN { throw CalcError.outOfRange }
        let formatter = AnswerFormatter(
            options: options, siThreshold: evaluator.sawScale ? 1000 : (evaluator.sawBase ? 1_000_000 : nil))
        var result = try formatter.result(value)
        if let exact = exactDigits(of: expr, value: value, shown: result.text, longLiteral: longLiteral) {
            result = CalcResult(value: result.value, text: exact)
        }
        result.ignoredWords = parser.ignored.sorted { $0.column < $1.column }.map {
            IgnoredWord(word: $0.text, column: $0.column)
        }
        return (value, result)
    }

    /// All the digits of a whole-number answer that Decimal would show in exponent form
    /// (`2^100`, `100!`), or that came from a literal longer than Decimal keeps, when the
    /// expression is whole-number arithmetic only (`ExactInteger`).
    private func exactDigits(of expr: Expr, value: Value, shown: String, longLiteral: Bool) -> String? {
        guard case .number(let n) = value, shown.contains("e+") || longLiteral, abs(n) >= 1 || longLiteral,
            let exact = ExactInteger.evaluate(expr, budget: options.budget)
        else { return nil }
        return exact.digits(separator: options.plain ? nil : (options.decimalSeparator == "," ? "." : ","))
    }
}

extension Value {
    /// Brings a caller's typed value into the evaluator.
    init(_ v: CalcValue) throws {
        switch v {
        case .number(let n): self = .number(n)
        case .percentage(let p): self = .percent(p)
        case .money(let n, let code): self = .quantity(n, UnitExpr(.money(code.uppercased())))
        case .duration(let s): self = .duration([DurationPart(amount: s, unit: UnitTable.second)])
        case .date(let d): self = .date(d, hasTime: true)
        case .multiplier(let m): self = .multiplier(m)
        case .boolean(let b): self = .bool(b)
        case .complex(let re, let im): self = im == 0 ? .number(re) : .complex(re, im)
        case .text(let t): self = .text(t)
        case .timeOfDay(let h, let m, let s): self = .time(h * 3600 + m * 60 + s, nil)
        case .quantity(let n, let unit):
            guard let u = UnitTable.lookup(unit, rates: .builtIn) else { throw CalcError(.unknownUnit(unit), token: unit) }
            self = .quantity(n, UnitExpr(u))
        }
    }
}
