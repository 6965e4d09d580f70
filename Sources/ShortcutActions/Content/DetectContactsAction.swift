import ShortcutEngine

/// Get Contacts from Input (`detect.contacts`, Apple's coercion to `WFContactContentItem`): the
/// contacts the input holds. A contact is its vCard text here (docs/format.md, the vCard menu idiom;
/// Get Details of Contacts reads it), so each card of a vCard text or `.vcf` file is one contact;
/// text that holds no vCard gives none.
public enum DetectContactsAction: Action {
    static let input = Parameter<Value>(
        "input", wireKey: "WFInput", summary: "Text or .vcf files holding vCards (several cards each, if need be).")

    public static let definition = ActionDefinition(
        "is.workflow.actions.detect.contacts", name: "Get Contacts from Input",
        summary:
            "Returns each contact the input holds: every vCard (BEGIN:VCARD … END:VCARD) of its text or .vcf files, one contact each, as Choose from List shows and Get Details of Contacts reads them; text without a vCard gives none.",
        category: "Content",
        parameters: [input],
        input: input, output: .produces(.text), outputName: "Contacts")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard let input = parameters.namedOptional(Self.input), !input.isNothing else { return .nothing }
        let given = try context.readingFiles(input, forDictionaryIn: Self.input.key)
        var contacts: [Value] = []
        for item in given.items {
            // Bounded by the text limit; the run holds the list to the item limit after the step.
            contacts += VCardText.cards(in: try context.limitedText(item)).map(Value.text)
        }
        return CoercionOutput.shaped(contacts)
    }
}
