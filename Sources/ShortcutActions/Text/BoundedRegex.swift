import Foundation
import ShortcutEngine

/// A regular expression whose matching the run's clock stops (issue 26, item 4).
///
/// Patterns use ICU's syntax, as Shortcuts' do, and ICU matches by backtracking, so a pattern such
/// as `(a+)+$` can take exponential time. Every match therefore runs with ICU's progress callback
/// (`.reportProgress`), which ICU calls every few thousand steps of a long match; each call checks
/// the run's deadline and stops the match, and the action fails with the time limit's error. A
/// pattern is at most `maximumPatternLength` UTF-16 units, so compiling is bounded too.
/// Every action that takes a pattern from a workflow matches through this type.
struct BoundedRegex {
    /// The longest pattern compiled, in UTF-16 units (what ICU counts).
    static let maximumPatternLength = RegularExpressionLimits.maximumPatternLength

    let expression: NSRegularExpression
    /// The pattern when it is ASCII with no character ICU gives a meaning to (`x`, `foo`, `a-b`):
    /// it matches exactly its own characters, so Replace Text may search for it as bytes.
    let literal: [UInt8]?
    let caseSensitive: Bool

    /// The pattern as a class of ASCII characters once or repeated, when it is one (`ByteClass`).
    let byteClass: ByteClass?

    /// The characters that make an ICU pattern more than its own text.
    private static let metacharacters = Set("\\^$.|?*+()[]{}".utf8)

    /// Whether ICU gives `byte` a meaning of its own in a pattern.
    static func isMetacharacter(_ byte: UInt8) -> Bool { metacharacters.contains(byte) }

    /// Compiles `pattern`; a pattern too long or not valid fails at `parameter` (`invalid`
    /// gives the action's own wording of a pattern that does not compile).
    init(
        _ pattern: String, caseSensitive: Bool, parameter: String,
        invalid: (String) -> any FailureFacts = { ParameterFailure.invalidPattern($0) }
    ) throws(ActionFailure) {
        let length = pattern.utf16.count
        guard length <= Self.maximumPatternLength else {
            throw ActionFailure(
                ParameterFailure.patternTooLong(length: length, limit: Self.maximumPatternLength), parameter: parameter)
        }
        do {
            expression = try NSRegularExpression(pattern: pattern, options: caseSensitive ? [] : [.caseInsensitive])
        } catch {
            throw ActionFailure(invalid(pattern), parameter: parameter)
        }
        let bytes = Array(pattern.utf8)
        literal = !bytes.isEmpty && bytes.allSatisfy { $0 < 0x80 && !Self.metacharacters.contains($0) } ? bytes : nil
        self.caseSensitive = caseSensitive
        byteClass = ByteClass(pattern, caseSensitive: caseSensitive)
    }

    /// One of the engine's own patterns (compiled once), matched under the run's clock.
    init(compiled expression: NSRegularExpression) {
        self.expression = expression
        literal = nil
        byteClass = nil
        caseSensitive = !expression.options.contains(.caseInsensitive)
    }

    var numberOfCaptureGroups: Int { expression.numberOfCaptureGroups }

    /// Calls `body` with each match in `text`, in order, until it returns false; stops with the
    /// run's time limit failure when the deadline passes, during a match or between two.
    func forEachMatch(
        in text: String, context: ActionContext, _ body: (NSTextCheckingResult) throws(ActionFailure) -> Bool
    ) throws(ActionFailure) {
        try context.checkTime()
        var failure: ActionFailure?
        let range = NSRange(location: 0, length: (text as NSString).length)
        // (Foundation on Linux declares the block escaping; it is called only during the enumeration.)
        withoutActuallyEscaping(body) { body in
            expression.enumerateMatches(in: text, options: [.reportProgress], range: range) { match, _, stop in
                do throws(ActionFailure) {
                    try context.checkTime()
                    if let match, try !body(match) { stop.pointee = true }
                } catch {
                    failure = error
                    stop.pointee = true
                }
            }
        }
        if let failure { throw failure }
    }

    /// Whether `text` holds a match, under the same clock.
    func matches(_ text: String, context: ActionContext) throws(ActionFailure) -> Bool {
        var found = false
        try forEachMatch(in: text, context: context) { _ in
            found = true
            return false
        }
        return found
    }
}

/// The regular-expression limits, for docs/limits.md.
public enum RegularExpressionLimits {
    /// The longest pattern Match Text, Replace Text, Filter List and Rename Files compile.
    public static let maximumPatternLength = 10_000
}
