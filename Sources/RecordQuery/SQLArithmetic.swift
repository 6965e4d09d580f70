// Arithmetic and bitwise operators (https://www.sqlite.org/lang_expr.html "Operators"): operands
// are made numeric; two integers give an integer unless it overflows (then a real); / on two
// integers truncates; division or remainder by zero is NULL; % works on the operands cast to
// integers; any NULL operand gives NULL.

enum SQLArithmetic {
    static func apply(_ op: BinaryOperator, _ left: SQLValue, _ right: SQLValue) -> SQLValue {
        let x = SQLNumeric.number(left)
        let y = SQLNumeric.number(right)
        if x.isNull || y.isNull { return .null }
        if op == .remainder { return remainder(x, y) }
        if case .integer(let a) = x, case .integer(let b) = y, let result = integers(op, a, b) {
            return result
        }
        let a = SQLNumeric.double(x)
        let b = SQLNumeric.double(y)
        switch op {
        case .add: return .realOrNull(a + b)
        case .subtract: return .realOrNull(a - b)
        case .multiply: return .realOrNull(a * b)
        case .divide: return b == 0 ? .null : .realOrNull(a / b)
        default: return .null
        }
    }

    /// The integer result, or nil when it overflows (the caller then works in reals).
    private static func integers(_ op: BinaryOperator, _ a: Int64, _ b: Int64) -> SQLValue? {
        let (value, overflow): (Int64, Bool)
        switch op {
        case .add: (value, overflow) = a.addingReportingOverflow(b)
        case .subtract: (value, overflow) = a.subtractingReportingOverflow(b)
        case .multiply: (value, overflow) = a.multipliedReportingOverflow(by: b)
        case .divide:
            if b == 0 { return .null }
            (value, overflow) = a.dividedReportingOverflow(by: b)
        default: return nil
        }
        return overflow ? nil : .integer(value)
    }

    private static func remainder(_ x: SQLValue, _ y: SQLValue) -> SQLValue {
        let a = SQLNumeric.integer(x)
        let b = SQLNumeric.integer(y)
        if b == 0 { return .null }
        let result = b == -1 ? 0 : a % b
        if case .integer = x, case .integer = y { return .integer(result) }
        return .real(Double(result))
    }

    static func bitwise(_ op: BinaryOperator, _ left: SQLValue, _ right: SQLValue) -> SQLValue {
        if left.isNull || right.isNull { return .null }
        let a = SQLNumeric.integer(SQLNumeric.number(left))
        let b = SQLNumeric.integer(SQLNumeric.number(right))
        switch op {
        case .bitAnd: return .integer(a & b)
        case .bitOr: return .integer(a | b)
        case .shiftLeft: return .integer(shift(a, by: b))
        case .shiftRight: return .integer(shift(a, by: b == Int64.min ? Int64.max : -b))
        default: return .null
        }
    }

    /// `a << count`, a negative count shifting right (arithmetic), as SQLite does.
    private static func shift(_ a: Int64, by count: Int64) -> Int64 {
        if count >= 64 { return 0 }
        if count <= -64 { return a < 0 ? -1 : 0 }
        return count >= 0 ? a << count : a >> -count
    }

    static func negate(_ value: SQLValue) -> SQLValue {
        switch SQLNumeric.number(value) {
        case .integer(let a): a == Int64.min ? .real(-Double(a)) : .integer(-a)
        case .real(let a): .real(-a)
        default: .null
        }
    }

    static func bitNot(_ value: SQLValue) -> SQLValue {
        value.isNull ? .null : .integer(~SQLNumeric.integer(SQLNumeric.number(value)))
    }

    /// Whether a value counts as true: NULL is unknown, a number is true when not zero, a text
    /// by its numeric prefix.
    static func truth(_ value: SQLValue) -> Bool? {
        switch SQLNumeric.number(value) {
        case .integer(let a): a != 0
        case .real(let a): a != 0
        default: nil
        }
    }
}
