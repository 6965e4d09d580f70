import Foundation
import XCTest

@testable import NaturalCalc

/// The 64-bit fast paths give exactly what Foundation gives, or step aside.
final class SmallDecimalTests: IsolatedTestCase {
    /// Values with short and long significands, signs, and exponents either side of zero.
    private let samples: [Decimal] = {
        var out: [Decimal] = []
        let significands: [UInt64] = [0, 1, 2, 3, 7, 8, 10, 12, 25, 100, 125, 360, 1000, 45_359_237, 9_876_543_210_123_456_789]
        for s in significands {
            for e in [-12, -3, -1, 0, 1, 4] {
                out.append(Decimal(sign: .plus, exponent: e, significand: Decimal(s)))
                out.append(Decimal(sign: .minus, exponent: e, significand: Decimal(s)))
            }
        }
        out.append(Decimal(sign: .plus, exponent: -2, significand: 150))  // 1.50, not compacted
        out.append(Decimal(string: "3.14159265358979323846264338327950288") ?? 0)  // 36 digits
        return out
    }()

    func testTheLayoutCheckHoldsOnThisFoundation() {
        XCTAssertTrue(SmallDecimal.layoutHolds, "the raw Decimal layout changed: the fast paths are off")
    }

    func testExactQuotientsEqualFoundationsAndInexactOnesStepAside() {
        var exact = 0
        for a in samples {
            for b in samples where !b.isZero {
                let foundation = a / b
                guard let fast = SmallDecimal.exactQuotient(a, b) else { continue }
                exact += 1
                XCTAssertEqual(fast, foundation, "\(a) / \(b)")
                XCTAssertEqual(fast.description, foundation.description, "\(a) / \(b)")
            }
        }
        XCTAssertGreaterThan(exact, 1000)
        XCTAssertNil(SmallDecimal.exactQuotient(1, 3))
        XCTAssertNil(SmallDecimal.exactQuotient(1, 0))
        XCTAssertNil(SmallDecimal.exactQuotient(.nan, 2))
        XCTAssertEqual(SmallDecimal.quotient(1, 3), Decimal(1) / Decimal(3))
    }

    func testTextEqualsDescription() {
        for d in samples {
            if let text = SmallDecimal.text(d) { XCTAssertEqual(text, d.description, "\(d)") }
        }
        XCTAssertEqual(SmallDecimal.text(Decimal(sign: .minus, exponent: -3, significand: 5)), "-0.005")
        XCTAssertNil(SmallDecimal.text(.nan))
    }
}
