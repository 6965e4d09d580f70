import ShortcutEngine

/// Set Name (`setitemname`): gives the input item a name (docs/format.md "Names"). The item is
/// otherwise unchanged — its text, type and value are what they were — but Get Name reads the
/// name, Save File saves it under that name into a folder, and variables keep it. Like Apple,
/// an extension is added when the name has none ("By default, Shortcuts will automatically
/// include a file extension if one isn't specified", WFActions) unless "Don't Include File
/// Extension" is on: a file's own extension, `json` for a dictionary, `txt` for anything else
/// (Apple's choice for plain text is unsourced). A list's items are named one by one (Apple's
/// input is one item).
public enum SetItemNameAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "The item to name.")
    static let name = Parameter<String>("name", wireKey: "WFName", summary: "The new name, e.g. Menu.vcf.")
    static let withoutExtension = Parameter<Bool>(
        "withoutExtension", wireKey: "WFDontIncludeFileExtension", label: "Don't Include File Extension",
        summary: "Leave out the extension Shortcuts would add.", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.setitemname", name: "Set Name",
        summary:
            "Names the input item (Apple's Set Name): Get Name reads the name and Save File saves under it; the item's value and text are unchanged.",
        category: "Content",
        parameters: [input, name, withoutExtension],
        input: input, output: .produces(.any), outputName: "Renamed Item")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let input = try parameters.namedValue(Self.input)
        guard parameters.optional(Self.name) != nil else { return input }
        let name = try parameters[Self.name]
        let withoutExtension = try parameters[Self.withoutExtension]
        func named(_ item: Value) -> Value {
            .named(NamedItem(name: fullName(name, of: item.unnamed, withoutExtension: withoutExtension), value: item))
        }
        if case .list(let items) = input { return .list(items.map(named)) }
        return named(input)
    }

    /// `name` with the extension Shortcuts would add when it has none.
    static func fullName(_ name: String, of value: Value, withoutExtension: Bool) -> String {
        guard !withoutExtension, !name.isEmpty, FileReference(path: name).fileExtension.isEmpty else { return name }
        switch value {
        case .file(let file) where !file.fileExtension.isEmpty: return name + "." + file.fileExtension
        case .dictionary: return name + ".json"
        default: return name + ".txt"
        }
    }
}
