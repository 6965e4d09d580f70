import Foundation
import ShortcutEngine

/// URL: passes one URL, or several (one per line or a list), as URL values.
public enum URLAction: Action {
    static let url = Parameter<Value>(
        "url", wireKey: "WFURLActionURL", label: "URL",
        summary: "The URL; a list, or one URL per line, gives several. Absent: nothing (Apple's field has no default).")

    public static let definition = ActionDefinition(
        "is.workflow.actions.url", name: "URL", summary: "Passes a URL, or a list of URLs, to the next action.",
        category: "Text",
        parameters: [url],
        output: .produces(.url), outputName: "URL")

    /// Runs the action on its resolved parameters. Like Shortcuts, it takes the text as written
    /// (a `data:` URL with spaces included), one URL a line, blank lines skipped; only an empty
    /// URL is refused. An absent URL (an imported file whose author left it to an import
    /// question) passes nothing, as Apple's empty field does.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard let given = parameters.optional(Self.url) else { return .nothing }
        let items: [Value]
        switch given {
        case .list(let list): items = list
        case .url: items = [given]
        default:
            // Blank lines separate URLs as empty ones do: neither is a URL of its own.
            let lines = try context.limitedText(given).split(whereSeparator: \.isNewline)
            let written = lines.filter { !$0.allSatisfy(\.isWhitespace) }
            items = (written.isEmpty ? lines : written).map { .text(String($0)) }
        }
        var urls: [Value] = []
        for (offset, item) in items.enumerated() {
            if case .url = item {
                urls.append(item)
                continue
            }
            let text = try context.limitedText(item).trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else {
                let failure = ValueFailure.cannotConvert(from: item.type, preview: "", to: .url)
                throw ActionFailure(
                    items.count == 1 ? failure : ValueFailure.within(.item(offset + 1), failure), parameter: "url")
            }
            urls.append(.url(text))
        }
        return urls.count == 1 ? urls[0] : .list(urls)
    }
}
