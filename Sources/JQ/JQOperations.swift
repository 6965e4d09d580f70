// Indexing, slicing and the arithmetic and comparison operators with jq's type rules (jq 1.7
// manual, "Basic filters" and "Builtin operators and functions"): `null` is the identity of `+`,
// objects merge (`*` deeply), strings repeat, split and concatenate, arrays concatenate and
// subtract; messages are jq's ("number (1) and string ("a") cannot be added").

enum JQOperations {
    static func truncatedText(_ value: JQValue) -> String {
        let text = value.serialized()
        guard text.unicodeScalars.count > 11 else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(10))) + "..."
    }

    static func indexFailure(_ target: JQValue, _ key: JQValue) -> JQFailure {
        if case .string(let name) = key { return JQFailure(message: "Cannot index \(target.typeName) with \"\(name)\"") }
        return JQFailure(message: "Cannot index \(target.typeName) with \(key.typeName)")
    }

    /// `target[key]`: a member, an item (negative counts from the end), a slice (`{start, end}`
    /// keys, as paths write them), or the indices of a sub-array.
    static func index(_ target: JQValue, _ key: JQValue) throws -> JQValue {
        switch (target, key) {
        case (.object(let members), .string(let name)):
            return members.first { $0.0 == name }?.1 ?? .null
        case (.array(let items), .number(let number)):
            guard let offset = arrayOffset(number, count: items.count) else { return .null }
            return items[offset]
        case (.null, .string), (.null, .number), (.null, .null):
            return .null
        case (.array(let items), .array(let sought)):
            return indices(of: sought, in: items)
        case (.array, .object), (.string, .object), (.null, .object):
            return try slice(target, key)
        default:
            throw indexFailure(target, key)
        }
    }

    static func arrayOffset(_ number: Double, count: Int) -> Int? {
        guard number.isFinite, number == number.rounded() else { return nil }
        var offset = Int(max(min(number.rounded(.down), 1e15), -1e15))
        if offset < 0 { offset += count }
        return offset >= 0 && offset < count ? offset : nil
    }

    static func indices(of sought: [JQValue], in items: [JQValue]) -> JQValue {
        guard !sought.isEmpty, sought.count <= items.count else { return .null }
        var found: [JQValue] = []
        for start in 0...(items.count - sought.count) where Array(items[start..<start + sought.count]) == sought {
            found.append(.number(Double(start)))
        }
        return .array(found)
    }

    /// The bounds of a slice of `count` items: floor of the start, ceiling of the end, negative
    /// from the end, clamped.
    static func sliceBounds(_ key: JQValue, count: Int) throws -> Range<Int> {
        func bound(_ value: JQValue?, _ otherwise: Int, roundingUp: Bool) throws -> Int {
            switch value ?? .null {
            case .null: return otherwise
            case .number(let number):
                let rounded = roundingUp ? number.rounded(.up) : number.rounded(.down)
                var offset = rounded.isNaN ? 0 : Int(max(min(rounded, 1e15), -1e15))
                if offset < 0 { offset += count }
                return min(max(offset, 0), count)
            default:
                throw JQFailure(message: "Start and end indices of an array slice must be numbers")
            }
        }
        let start = try bound(key.member("start"), 0, roundingUp: false)
        let end = try bound(key.member("end"), count, roundingUp: true)
        return start..<max(start, end)
    }

    static func slice(_ target: JQValue, _ key: JQValue) throws -> JQValue {
        switch target {
        case .null: return .null
        case .array(let items):
            return .array(Array(items[try sliceBounds(key, count: items.count)]))
        case .string(let text):
            let scalars = Array(text.unicodeScalars)
            return .string(String(String.UnicodeScalarView(scalars[try sliceBounds(key, count: scalars.count)])))
        default:
            throw JQFailure(message: "Cannot index \(target.typeName) with object")
        }
    }

    static func apply(_ op: JQBinaryOperator, _ left: JQValue, _ right: JQValue, _ run: JQEvaluator) throws -> JQValue {
        let order = { JQOrder.compare(left, right) }
        switch op {
        case .add: return try add(left, right, run)
        case .subtract: return try subtract(left, right)
        case .multiply: return try multiply(left, right, run)
        case .divide: return try divide(left, right, run)
        case .modulo: return try modulo(left, right)
        case .equal: return .bool(order() == 0)
        case .notEqual: return .bool(order() != 0)
        case .less: return .bool(order() < 0)
        case .lessOrEqual: return .bool(order() <= 0)
        case .greater: return .bool(order() > 0)
        case .greaterOrEqual: return .bool(order() >= 0)
        }
    }

    private static func failure(_ left: JQValue, _ right: JQValue, _ verb: String) -> JQFailure {
        JQFailure(message: "\(describe(left)) and \(describe(right)) cannot be \(verb)")
    }

    static func add(_ left: JQValue, _ right: JQValue, _ run: JQEvaluator) throws -> JQValue {
        switch (left, right) {
        case (.null, _): return right
        case (_, .null): return left
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.string(let a), .string(let b)):
            try run.checkSize(a.utf8.count + b.utf8.count)
            return .string(a + b)
        case (.array(let a), .array(let b)):
            try run.checkSize(a.count + b.count)
            return .array(a + b)
        case (.object(let a), .object(let b)):
            var members = a
            for (key, value) in b {
                if let at = members.firstIndex(where: { $0.0 == key }) {
                    members[at].1 = value
                } else {
                    members.append((key, value))
                }
            }
            return .object(members)
        default: throw failure(left, right, "added")
        }
    }

    private static func subtract(_ left: JQValue, _ right: JQValue) throws -> JQValue {
        switch (left, right) {
        case (.number(let a), .number(let b)): return .number(a - b)
        case (.array(let a), .array(let b)): return .array(a.filter { item in !b.contains(item) })
        default: throw failure(left, right, "subtracted")
        }
    }

    private static func multiply(_ left: JQValue, _ right: JQValue, _ run: JQEvaluator) throws -> JQValue {
        switch (left, right) {
        case (.number(let a), .number(let b)): return .number(a * b)
        case (.string(let text), .number(let count)), (.number(let count), .string(let text)):
            guard count > 0 else { return .null }
            let times = count < 1 ? 1 : Int(min(count, 1e15))
            try run.checkSize(text.utf8.count * times)
            try run.spend(times / 64)
            return .string(String(repeating: text, count: times))
        case (.object, .object): return try deepMerge(left, right, run, depth: 0)
        default: throw failure(left, right, "multiplied")
        }
    }

    private static func deepMerge(_ left: JQValue, _ right: JQValue, _ run: JQEvaluator, depth: Int) throws -> JQValue {
        guard case .object(var members) = left, case .object(let others) = right else { return right }
        if depth > JQEvaluator.maximumValueNesting { throw JQLimitError.tooDeep(limit: JQEvaluator.maximumValueNesting) }
        for (key, value) in others {
            try run.spend()
            if let at = members.firstIndex(where: { $0.0 == key }) {
                members[at].1 = try deepMerge(members[at].1, value, run, depth: depth + 1)
            } else {
                members.append((key, value))
            }
        }
        return .object(members)
    }

    private static func divide(_ left: JQValue, _ right: JQValue, _ run: JQEvaluator) throws -> JQValue {
        switch (left, right) {
        case (.number(let a), .number(let b)):
            if b == 0 { throw failure(left, right, "divided because the divisor is zero") }
            return .number(a / b)
        case (.string(let text), .string(let separator)):
            return .array(JQStrings.split(text, by: separator).map(JQValue.string))
        default: throw failure(left, right, "divided")
        }
    }

    private static func modulo(_ left: JQValue, _ right: JQValue) throws -> JQValue {
        guard case .number(let a) = left, case .number(let b) = right else { throw failure(left, right, "divided") }
        func integer(_ number: Double) -> Int64 {
            number.isNaN ? 0 : Int64(max(min(number, 9.2e18), -9.2e18))
        }
        let divisor = integer(b)
        if divisor == 0 { throw failure(left, right, "divided because the divisor is zero") }
        if divisor == -1 { return .number(0) }
        return .number(Double(integer(a) % divisor))
    }
}
