import Foundation
import XCTest

@testable import NaturalCalc

/// Wordings from SoulverCore's FunctionDescriptions built in round 5, each family with cases of
/// our own; values worked out by hand.
final class SoulverCoreWordingTests: XCTestCase {
    private func check(_ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (expression, expected) in cases {
            XCTAssertEqual(calc(expression, .test), expected, expression, file: file, line: line)
        }
    }

    func testDecayShrinksByTheRateEachYear() {
        // 20 × 0.9³ = 14.58; 1000 × 0.95¹⁰ = 598.7369392384; $500 × 0.5² = $125.
        check([
            ("20 after 3 years at 10% decay every year", "14.58"), ("1000 at 5% decay yearly for 10 years", "598.7369392384"),
            ("$500 after 2 years at 50% decay", "$125.00"), ("80 over 1 year at 25% decay per year", "60"),
        ])
        // Without 'decay' the same wording still grows.
        check([("20 after 3 years at 10%", "26.62")])
    }

    func testGrowthRatePerYear() {
        // (30/20)^(1/3) − 1 = 14.47 %; (200/100)^(1/5) − 1 = 14.87 %; (121/100)^(1/2) − 1 = 10 %.
        check([
            ("growth per year from 20 to 30 over 3 years", "14.47%"), ("growth rate per year from 100 to 200 over 5 years", "14.87%"),
            ("growth per year from 100 to 121 over 2 years", "10%"),
        ])
    }

    func testWhichExponent() {
        // log₄ 20 = 2.1609640474; log₂ 1024 = 10; log₃ 81 = 4.
        check([("4 to what power is 20", "2.1609640474"), ("2 to what power is 1024", "10"), ("3 to what power is 81", "4")])
    }

    func testAListRightAfterAStatisticWord() {
        // (2 + 4 + 6) / 3 = 4; 1 + 2 + 3 = 6; the middle of 1, 5, 9, 100 is (5 + 9) / 2 = 7.
        check([("average 2, 4 and 6", "4"), ("sum 1, 2, 3", "6"), ("median 1, 5, 9, 100", "7"), ("max 3 and 9", "9")])
    }
}
