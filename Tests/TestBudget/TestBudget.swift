import Foundation

/// How much work the fuzz and property campaigns do, chosen by `SHORTCUT_TEST_BUDGET`:
///
/// - `small` (the default): a quick `swift test`; every campaign still runs enough inputs to
///   reach each code path and to fail on a real regression.
/// - `medium` (CI): the campaigns at the size they had before budgets existed.
/// - `large`: full campaigns, several times medium, for a night run or before a release.
///
/// Each campaign asks `TestBudget.count(small:medium:large:)` for its size and prints the budget
/// it ran with. An unknown value stops the run instead of quietly running another budget.
/// See docs/testing.md.
public enum TestBudget: String, CaseIterable, Sendable {
    case small, medium, large

    /// The environment variable that chooses the budget.
    public static let variable = "SHORTCUT_TEST_BUDGET"

    /// The budget of this run: `SHORTCUT_TEST_BUDGET`, or `small` when it is unset or empty.
    public static let current: TestBudget = {
        let value = ProcessInfo.processInfo.environment[variable]?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        if value.isEmpty { return .small }
        guard let budget = TestBudget(rawValue: value) else {
            fatalError("\(variable)=\(value) is not a budget; use small, medium or large")
        }
        return budget
    }()

    /// The value for this budget.
    public func pick<Value>(small: Value, medium: Value, large: Value) -> Value {
        switch self {
        case .small: small
        case .medium: medium
        case .large: large
        }
    }

    /// A campaign size for the current budget; `override`, an environment variable holding a
    /// number, replaces it (for replaying or widening one campaign by hand).
    public static func count(small: Int, medium: Int, large: Int, override: String? = nil) -> Int {
        if let override, let value = ProcessInfo.processInfo.environment[override].flatMap(Int.init) { return value }
        return current.pick(small: small, medium: medium, large: large)
    }
}
