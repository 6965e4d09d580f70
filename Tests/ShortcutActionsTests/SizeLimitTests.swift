import Foundation
import SeededRandom
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// The size-limit paths of Split Text and Replace Text give the same results as the plain paths
/// they stand in for, and each stops at its limit.
final class SizeLimitTests: IsolatedTestCase {
    /// Random short texts over an alphabet of separators, spaces, CR LF and case pairs.
    func randomTexts(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let alphabet: [String] = ["a", "A", "b", "B", " ", "\t", "\n", "\r\n", ",", ",,", "é", "É", "ß", "😀", "x"]
        return (0..<count).map { _ in
            let length = Int(random.next() % 24)
            return (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
        }
    }

    /// The counting pass agrees with the split it stands in for, for every separator.
    func testPieceCountsMatchTheSplit() throws {
        for text in randomTexts(count: 400, seed: 16) {
            for separator in SplitTextAction.Separator.allCases {
                let parameters = "{\"separator\": \"\(separator.rawValue)\", \"custom\": \",\"}"
                let pieces = try runAction("text.split", parameters, input: .text(text)).items.count
                let counted = SplitTextAction.pieceCount(text, separator: separator, custom: ",", stopAfter: .max)
                XCTAssertEqual(counted, pieces, "\(separator) of \(text.debugDescription)")
            }
        }
    }

    /// Replacing by growing pieces (the limited path) gives what Foundation's replacement gives.
    func testLimitedReplacementMatchesFoundation() throws {
        let texts = randomTexts(count: 300, seed: 17)
        for (offset, text) in texts.enumerated() {
            let find = ["a", "b", "ß", ",", "x"][offset % 5]
            for caseSensitive in [true, false] {
                let expected = text.replacingOccurrences(
                    of: find, with: "<\(find)>", options: caseSensitive ? [] : [.caseInsensitive])
                let parameters = "{\"find\": \"\(find)\", \"replace\": \"<\(find)>\", \"caseSensitive\": \(caseSensitive)}"
                XCTAssertEqual(
                    try runAction("text.replace", parameters, input: .text(text)), .text(expected), text.debugDescription)
                let regex = try NSRegularExpression(pattern: "\(find)|b*", options: caseSensitive ? [] : [.caseInsensitive])
                let expectedRegex = regex.stringByReplacingMatches(
                    in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "[$0]")
                let regexParameters =
                    "{\"find\": \"\(find)|b*\", \"replace\": \"[$0]\", \"regex\": true, \"caseSensitive\": \(caseSensitive)}"
                XCTAssertEqual(
                    try runAction("text.replace", regexParameters, input: .text(text)), .text(expectedRegex),
                    text.debugDescription)
            }
        }
    }

    /// Resolution refuses a value above a declared maximum, naming the parameter and the cap.
    func testAValueAboveTheMaximumIsRefused() {
        XCTAssertEqual(
            failure("delay", "{\"seconds\": 86401}"),
            "t.json:1:74: error: action 1 'Wait' (delay), parameter 'seconds': must be at most 86400, got 86401")
        XCTAssertEqual(
            failure("files.rename", "{\"files\": [\"a\"], \"mode\": \"Make Sequential\", \"start\": 1e16}"),
            "t.json:1:122: error: action 1 'Rename Files' (files.rename), parameter 'start': must be at most 1000000000000000, got 10000000000000000"
        )
        XCTAssertEqual(try runAction("delay", "{\"seconds\": 3000}"), .nothing)
        // A test host does not sleep: a wait past the time limit stops the run at once, as a real one would at the limit.
        XCTAssertEqual(
            failure("delay", "{\"seconds\": 86400}"),
            "t.json:1:39: error: action 1 'Wait' (delay): stopped after 3600 seconds (the time limit)\nhint: raise RunOptions.limits.timeout if this is intended"
        )
    }
}
