import Foundation
import ShortcutEngine

/// Split Text: breaks text into a list by a separator.
public enum SplitTextAction: Action {
    /// Where the text is split.
    public enum Separator: String, Choice {
        case newLines = "New Lines"
        case spaces = "Spaces"
        case everyCharacter = "Every Character"
        case custom = "Custom"
    }

    static let text = Parameter<String>("text", wireKey: "text", summary: "The text to split.")
    static let separator = Parameter<Separator>(
        "separator", wireKey: "WFTextSeparator", summary: "Where to split.", default: .newLines)
    static let custom = Parameter<String>(
        "custom", wireKey: "WFTextCustomSeparator", label: "Custom Separator",
        summary: "The separator when 'separator' is Custom.", default: "", parent: .init(separator, [.custom]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.text.split", name: "Split Text", summary: "Splits text into a list of pieces.", category: "Text",
        parameters: [text, separator, custom], input: text, output: .produces(.list), outputName: "Split Text")

    /// Runs the action on its resolved parameters. A text that could split into more pieces than
    /// the item limit allows is counted first, so the limit stops it before the pieces are made.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.text]
        let separator = try parameters[Self.separator]
        let custom = separator == .custom ? try parameters[Self.custom] : ""
        if separator == .custom && custom.isEmpty {
            throw ActionFailure(
                ParameterFailure.empty(what: "the custom separator", key: Self.custom.key, wanted: "the text to split on"),
                parameter: Self.custom)
        }
        // A text of n UTF-8 bytes has at most n + 1 pieces; only a longer text needs counting.
        if text.utf8.count >= context.limits.maxItems {
            try context.checkItemCount(pieceCount(text, separator: separator, custom: custom, stopAfter: context.limits.maxItems))
        }
        let pieces: [String]
        switch separator {
        case .newLines: pieces = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        case .spaces: pieces = text.split(whereSeparator: isSpace).map(String.init)
        case .everyCharacter: pieces = text.map { String($0) }
        case .custom: pieces = text.components(separatedBy: custom)
        }
        return .list(pieces.map(Value.text))
    }

    static func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }

    /// How many pieces splitting would make, counting no further than `limit + 1`; nothing is allocated per piece.
    static func pieceCount(_ text: String, separator: Separator, custom: String, stopAfter limit: Int) -> Int {
        var count = 0
        switch separator {
        case .newLines:
            count = 1
            for character in text where character.isNewline {
                count += 1
                if count > limit { break }
            }
        case .spaces:
            var inPiece = false
            for character in text {
                let space = isSpace(character)
                if !space && !inPiece {
                    count += 1
                    if count > limit { break }
                }
                inPiece = !space
            }
        case .everyCharacter:
            for _ in text {
                count += 1
                if count > limit { break }
            }
        case .custom:
            count = 1
            var rest = text.startIndex..<text.endIndex
            while let found = text.range(of: custom, options: .literal, range: rest) {
                count += 1
                if count > limit { break }
                rest = found.upperBound..<text.endIndex
            }
        }
        return count
    }
}
