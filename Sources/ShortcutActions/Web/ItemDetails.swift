import ShortcutEngine

/// What the "Get Details of …" actions of web items share: each item is a dictionary under
/// Apple's property names (an article, a store product, a podcast), and a detail is the value
/// under one name, Nothing when the item lacks it; a list gives a list of details.
enum ItemDetails {
    /// The items (`WFInput`), one detail each: what every details action but Get Details of
    /// Articles reads.
    static let item = Parameter<Value>(
        "item", wireKey: "WFInput", summary: "An item, or a list of them (one detail each).", required: true)

    /// The detail to get (`WFContentItemPropertyName`), `detail` when absent.
    static func property<D: Choice>(default detail: D) -> Parameter<D> {
        Parameter(
            "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to get.", default: detail)
    }

    /// The detail `name` of the item or items in `parameter`; `kind` names the item in failures ("an article").
    static func detail(
        _ name: String, of parameters: ResolvedParameters, parameter: Parameter<Value>, kind: String, context: ActionContext
    ) throws -> Value {
        let given = try parameters.value(parameter)
        var details: [Value] = []
        for item in given.items {
            guard case .dictionary(let dictionary) = item.unnamed else {
                let got =
                    item.isNothing ? "Nothing" : "'\(Rendering.preview(try context.limitedText(item)))' (\(item.type.rawValue))"
                throw ActionFailure(StoreWebFailure.notAnItem(kind: kind, got: got), parameter: parameter)
            }
            details.append(dictionary[name] ?? .nothing)
        }
        if case .list = given.unnamed { return .list(details) }
        return details.first ?? .nothing
    }
}
