import AppleFormats

/// An archived `NSPredicate` (Filter Finder Items) as readable text, decoded by hand: Foundation
/// on Linux cannot unarchive predicates, and its operator numbers differ from Apple's.
enum PredicateText {
    /// Apple's `NSPredicateOperatorType` numbers.
    static let operators: [Int64: String] = [
        0: "<", 1: "<=", 2: ">", 3: ">=", 4: "==", 5: "!=", 6: "MATCHES", 7: "LIKE", 8: "BEGINSWITH", 9: "ENDSWITH",
        10: "IN", 99: "CONTAINS", 100: "BETWEEN",
    ]

    static func describe(_ value: ArchivedValue, depth: Int = 0) -> String {
        guard depth < 32, let object = value.object else { return value.string ?? value.integer.map(String.init) ?? "?" }
        if let parts = object["NSSubpredicates"]?.elements {
            let joiner: String
            switch object["NSCompoundPredicateType"]?.integer {
            case 0?: return "NOT (" + parts.map { describe($0, depth: depth + 1) }.joined(separator: ", ") + ")"
            case 2?: joiner = " OR "
            default: joiner = " AND "
            }
            return parts.map { describe($0, depth: depth + 1) }.joined(separator: joiner)
        }
        if let left = object["NSLeftExpression"], let right = object["NSRightExpression"] {
            let operation = object["NSPredicateOperator"]
            let code = operation?["NSOperatorType"]?.integer ?? -1
            let options = operation?["NSOptions"]?.integer ?? 0
            let flags = options & 3 == 3 ? "[cd]" : options & 1 == 1 ? "[c]" : options & 2 == 2 ? "[d]" : ""
            return expression(left, depth: depth) + " " + (operators[code] ?? "op\(code)") + flags + " "
                + expression(right, depth: depth)
        }
        return object.className
    }

    static func expression(_ value: ArchivedValue, depth: Int) -> String {
        guard let object = value.object else { return value.string ?? "?" }
        if let path = object["NSKeyPath"]?.string { return path }
        if object["NSSelectorName"]?.string == "valueForKey:",
            let key = object["NSArguments"]?.elements?.first.map({ expression($0, depth: depth + 1) })
        {
            return key.replacingOccurrences(of: "\"", with: "")
        }
        if let operand = object["NSOperand"], let function = object["NSSelectorName"]?.string ?? object["NSFunctionName"]?.string
        {
            return function + "(" + expression(operand, depth: depth + 1) + ")"
        }
        if let constant = object["NSConstantValue"] {
            if let text = constant.string { return "\"" + text + "\"" }
            if let number = constant.integer { return String(number) }
            if case .value(let plist) = constant, let double = plist.double { return String(double) }
            return constant.object.map { $0["NS.intval"]?.integer.map(String.init) ?? $0.className } ?? "?"
        }
        if let name = object["NSVariable"]?.string { return "$" + name }
        return object.className
    }
}
