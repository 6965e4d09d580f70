import Foundation
import XCTest

@testable import NaturalCalc

extension CalcOptions {
    /// The fixed test clock: 2026-11-21T10:00:00Z, UTC.
    static var test: CalcOptions {
        CalcOptions(now: CaseRow.now, timeZone: TimeZone(identifier: "UTC") ?? .current)
    }
}

/// The answer text, or `error: <description>`.
func calc(_ expression: String, _ options: CalcOptions = .test) -> String {
    do {
        return try Calculator(options: options).evaluate(expression).text
    } catch {
        return "error: \(error)"
    }
}

/// The typed value, or nil on error.
func value(_ expression: String, _ options: CalcOptions = .test) -> CalcValue? {
    try? Calculator(options: options).evaluate(expression).value
}
