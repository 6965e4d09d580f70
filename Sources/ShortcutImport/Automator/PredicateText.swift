import AppleFormats

/// An archived `NSPredicate` (Filter Finder Items) as readable text, decoded by hand: Foundation
/// on Linux cannot unarchive predicates, and its operator numbers differ from Apple's.
///
/// An archive may refer to the same subpredicate many times (shared references), so the text
/// of a small archive can be exponentially long: rendering visits at most `partLimit` parts
/// (predicates and expressions) and writes "…" past it; `fits` says whether a predicate stays
/// within the limit, and the importer refuses one that does not (`ImportFailure.predicateTooLarge`).
enum PredicateText {
    /// The most predicates and expressions one rendering visits; real predicates have a handful.
    static let partLimit = 10_000

    /// Apple's `NSPredicateOperatorType` numbers.
    static let operators: [Int64: String] = [
        0: "<", 1: "<=", 2: ">", 3: ">=", 4: "==", 5: "!=", 6: "MATCHES", 7: "LIKE", 8: "BEGINSWITH", 9: "ENDSWITH",
        10: "IN", 99: "CONTAINS", 100: "BETWEEN",
    ]

    /// The predicate as text, cut with "…" after `partLimit` parts.
    static func describe(_ value: ArchivedValue) -> String {
        var rendering = Rendering()
        return rendering.describe(value, depth: 0)
    }

    /// Whether rendering the predicate stays within `partLimit` parts.
    static func fits(_ value: ArchivedValue) -> Bool {
        var rendering = Rendering()
        _ = rendering.describe(value, depth: 0)
        return rendering.parts <= partLimit
    }

    /// One rendering and the parts it has visited.
    private struct Rendering {
        var parts = 0

        /// Counts a part; false once the limit is passed.
        mutating func visit() -> Bool {
            parts += 1
            return parts <= PredicateText.partLimit
        }

        mutating func describe(_ value: ArchivedValue, depth: Int) -> String {
            guard visit() else { return "…" }
            guard depth < 32, let object = value.object else { return value.string ?? value.integer.map(String.init) ?? "?" }
            if let parts = object["NSSubpredicates"]?.elements {
                let joiner: String
                switch object["NSCompoundPredicateType"]?.integer {
                case 0?: return "NOT (" + render(parts, depth: depth, joiner: ", ") + ")"
                case 2?: joiner = " OR "
                default: joiner = " AND "
                }
                return render(parts, depth: depth, joiner: joiner)
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

        /// The subpredicates joined, stopping at the first one past the limit.
        mutating func render(_ parts: [ArchivedValue], depth: Int, joiner: String) -> String {
            var texts: [String] = []
            for part in parts {
                texts.append(describe(part, depth: depth + 1))
                if self.parts > PredicateText.partLimit { break }
            }
            return texts.joined(separator: joiner)
        }

        mutating func expression(_ value: ArchivedValue, depth: Int) -> String {
            guard visit() else { return "…" }
            guard depth < 32, let object = value.object else { return value.string ?? "?" }
            if let path = object["NSKeyPath"]?.string { return path }
            if object["NSSelectorName"]?.string == "valueForKey:", let first = object["NSArguments"]?.elements?.first {
                return expression(first, depth: depth + 1).replacingOccurrences(of: "\"", with: "")
            }
            if let operand = object["NSOperand"],
                let function = object["NSSelectorName"]?.string ?? object["NSFunctionName"]?.string
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
}
