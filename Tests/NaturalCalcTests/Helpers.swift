import Foundation
import XCTest

@testable import NaturalCalc

extension CalcOptions {
    /// The fixed test clock: 2026-11-21T10:00:00Z, UTC, with answers shown to ten places: the
    /// unit tests check the computation's digits, not Soulver's two-place display.
    static var test: CalcOptions {
        var o = CalcOptions.display
        o.precision = 10
        return o
    }

    /// The fixed test clock with the default display (two places, Soulver's): what a user sees.
    static var display: CalcOptions {
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
