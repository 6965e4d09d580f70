// IN, BETWEEN, LIKE, GLOB, CASE and CAST (lang_expr.html). The values of an IN list have no
// affinity ("a IN (x, y)" is "a = +x OR a = +y", datatype3.html section 4.2).

extension SQLEvaluator {
    func inList(_ operand: SQLNode, _ list: [SQLNode], negated: Bool) throws -> SQLValue {
        if list.isEmpty { return .bool(negated) }
        let value = try evaluate(operand)
        if value.isNull { return .null }
        var sawNull = false
        for item in list {
            let candidate = try evaluate(item)
            if candidate.isNull {
                sawNull = true
                continue
            }
            let (a, b) = SQLOrdering.applyAffinities(value, operand.affinity, candidate, .none)
            let collation = operand.explicitCollation ?? item.explicitCollation ?? .binary
            if SQLOrdering.compare(a, b, collation) == 0 { return .bool(!negated) }
        }
        return sawNull ? .null : .bool(negated)
    }

    func between(_ operand: SQLNode, _ low: SQLNode, _ high: SQLNode, negated: Bool) throws -> SQLValue {
        let value = try evaluate(operand)
        let (a, lowValue, lowCollation) = prepare(value, operand, try evaluate(low), low)
        let (b, highValue, highCollation) = prepare(value, operand, try evaluate(high), high)
        let aboveLow = a.isNull || lowValue.isNull ? nil : SQLOrdering.compare(a, lowValue, lowCollation) >= 0
        let belowHigh = b.isNull || highValue.isNull ? nil : SQLOrdering.compare(b, highValue, highCollation) <= 0
        let inside: Bool?
        if aboveLow == false || belowHigh == false {
            inside = false
        } else if aboveLow == nil || belowHigh == nil {
            inside = nil
        } else {
            inside = true
        }
        return inside.map { .bool($0 != negated) } ?? .null
    }

    func like(_ operand: SQLNode, _ pattern: SQLNode, _ escape: SQLNode?, negated: Bool) throws -> SQLValue {
        let value = try evaluate(operand)
        let patternValue = try evaluate(pattern)
        let escapeValue = try escape.map { try evaluate($0) }
        return try likeValues(value, patternValue, escapeValue, negated: negated)
    }

    func likeValues(_ value: SQLValue, _ pattern: SQLValue, _ escape: SQLValue?, negated: Bool) throws -> SQLValue {
        guard let text = value.text, let patternText = pattern.text else { return .null }
        var escapeScalar: Unicode.Scalar?
        if let escape {
            guard let escapeText = escape.text else { return .null }
            let scalars = Array(escapeText.unicodeScalars)
            guard scalars.count == 1 else { throw SQLRuntimeError("ESCAPE expression must be a single character") }
            escapeScalar = scalars[0]
        }
        let matcher = SQLPattern(like: patternText, escape: escapeScalar)
        return .bool(try matcher.matches(text, budget: budget) != negated)
    }

    func glob(_ operand: SQLNode, _ pattern: SQLNode, negated: Bool) throws -> SQLValue {
        let value = try evaluate(operand)
        let patternValue = try evaluate(pattern)
        guard let text = value.text, let patternText = patternValue.text else { return .null }
        return .bool(try SQLPattern(glob: patternText).matches(text, budget: budget) != negated)
    }

    func caseWhen(_ base: SQLNode?, _ branches: [WhenBranch], _ otherwise: SQLNode?) throws -> SQLValue {
        if let base {
            let value = try evaluate(base)
            for branch in branches {
                let (a, b, collation) = prepare(value, base, try evaluate(branch.condition), branch.condition)
                if !a.isNull, !b.isNull, SQLOrdering.compare(a, b, collation) == 0 { return try evaluate(branch.result) }
            }
        } else {
            for branch in branches where SQLArithmetic.truth(try evaluate(branch.condition)) == true {
                return try evaluate(branch.result)
            }
        }
        return try otherwise.map { try evaluate($0) } ?? .null
    }

    func cast(_ value: SQLValue, _ affinity: Affinity) throws -> SQLValue {
        if value.isNull { return .null }
        switch affinity {
        case .integer: return .integer(SQLNumeric.integer(value))
        case .real: return SQLNumeric.real(value)
        case .numeric: return SQLNumeric.castNumeric(value)
        case .text, .none: return .text(value.text ?? "")
        }
    }
}
