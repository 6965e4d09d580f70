import ShortcutEngine

/// The one rule for a web URL given to a Get … from Input action (issue 24 item 7): each item of
/// the input that is a web URL (`Value.webAddress`) is what it points at, fetched under the run's
/// network policy, limits and download folder (`WebContentFetcher`, as a file or dictionary
/// parameter fetches one); with the network off the fetch stops with the network-off failure,
/// never "couldn't convert". Numbers, dates, dictionaries, phone numbers and email addresses are
/// then read from the content. Get Text from Input and Get URLs from Input keep the URL itself:
/// in Apple's content graph a URL item converts to text (its address) and is a URL, so neither
/// downloads it (`keepsURL`).
enum WebInput {
    /// What a URL converts to without its content: text (its address) and URLs (itself).
    static let keepsURL: Set<ValueType> = [.text, .richText, .url]

    /// `input` with each web URL among its items replaced by its fetched content. The failure
    /// names parameter `input`.
    static func fetched(_ input: Value, context: ActionContext) throws(ActionFailure) -> Value {
        let items = input.items
        guard items.contains(where: { $0.webAddress != nil }) else { return input }
        var fetched: [Value] = []
        for item in items {
            guard let address = item.webAddress else {
                fetched.append(item)
                continue
            }
            fetched.append(try WebContentFetcher().content(of: address, context: context, parameter: "input"))
        }
        if case .list = input { return .list(fetched) }
        return fetched.first ?? input
    }
}
