import ShortcutEngine

/// What the "Get Details of …" actions of web items share: each item is a dictionary under
/// Apple's property names (an article, a store product, a podcast), and a detail is the value
/// under one name, Nothing when the item lacks it; a list gives a list of details.
enum ItemDetails {
    /// The items (`WFInput`), one detail each: what every details action but Get Details of
    /// Articles reads.
    static let item = Parameter<Value>(
        "item", wireKey: "WFInput", summary: "An item, or a list of them (one detail each); none gives Nothing.")

    /// The detail to get (`WFContentItemPropertyName`), `detail` when absent.
    static func property<D: Choice>(default detail: D) -> Parameter<D> {
        Parameter(
            "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to get.", default: detail)
    }

    /// The detail `name` of the item or items in `parameter`; `kind` names the item in failures ("an article").
    /// The detail "Artwork" is the image at the item's Artwork URL, fetched (network access needed)
    /// and saved in the run's download folder under the item's name; Nothing when it has no URL.
    static func detail(
        _ name: String, of parameters: ResolvedParameters, parameter: Parameter<Value>, kind: String, context: ActionContext
    ) throws -> Value {
        // No item (a shortcut run without the share-sheet input it reads) has no details, as Apple's
        // property actions give none of no items.
        guard let given = parameters.namedOptional(parameter), !given.isNothing else { return .nothing }
        var details: [Value] = []
        for item in given.items {
            guard case .dictionary(let dictionary) = item.unnamed else {
                let got =
                    item.isNothing ? "Nothing" : "'\(Rendering.preview(try context.limitedText(item)))' (\(item.type.rawValue))"
                throw ActionFailure(StoreWebFailure.notAnItem(kind: kind, got: got), parameter: parameter)
            }
            if name == artwork {
                details.append(try artworkFile(of: dictionary, context: context, parameter: parameter.key))
            } else {
                details.append(dictionary[name] ?? .nothing)
            }
        }
        if case .list = given.unnamed { return .list(details) }
        return details.first ?? .nothing
    }

    /// Apple's name of a store item's picture (the image; "Artwork URL" is its address).
    static let artwork = "Artwork"

    private static func artworkFile(of item: ValueDictionary, context: ActionContext, parameter: String) throws -> Value {
        let address: String
        switch item["Artwork URL"] {
        case .url(let link)?, .text(let link)?: address = link
        default: return .nothing
        }
        let url = try HTTPClient.url(address, parameter: parameter)
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: parameter)
        let fileExtension = url.pathExtension.isEmpty ? "jpg" : url.pathExtension.lowercased()
        let title = item["Name"].flatMap { value -> String? in if case .text(let text) = value { return text } else { return nil }
        }
        let name = (title ?? "Artwork") + "." + fileExtension
        guard let file = try DownloadFolder.save(response.body, name: name, context: context, parameter: parameter) else {
            throw ActionFailure(ImageFailure.noFolderForResult, parameter: parameter)
        }
        return file
    }
}
