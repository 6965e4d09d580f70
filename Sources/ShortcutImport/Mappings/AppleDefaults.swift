import ShortcutEngine

/// Apple's defaults (`WFActions.plist` `DefaultValue`, research shortcuts-semantics.md §3) where
/// they differ from the default our action declares. Import writes Apple's value when the file
/// leaves the key out; export writes our default when a document leaves the parameter out, so the
/// round trip keeps its meaning. Every other row of the research table equals our declared
/// default (`AppleDefaultTableTests` checks each one).
enum AppleDefaults {
    /// One default: the action's full identifier, our parameter key, Apple's value.
    struct Entry: Sendable {
        /// The action's full identifier.
        let identifier: String
        /// Our parameter key.
        let parameter: String
        /// What Apple uses when the key is absent.
        let value: Value
        /// The parameter the default qualifies, when it matters only beside it (a unit beside its
        /// amount); nil: always.
        let beside: String?

        init(_ identifier: String, _ parameter: String, _ value: Value, beside: String? = nil) {
            self.identifier = identifier
            self.parameter = parameter
            self.value = value
            self.beside = beside
        }

        /// Whether the default applies to an action whose parameters are `keys`.
        func applies(given keys: [String]) -> Bool {
            !keys.contains(parameter) && (beside.map(keys.contains) ?? true)
        }
    }

    /// The table.
    static let entries: [Entry] = [
        // iOS 12 If: "Default WFCondition = Contains" (legacy string conditions, WFA12); our
        // documents' default is "has any value".
        Entry("is.workflow.actions.conditional", "condition", .text("contains")),
        // Shortcuts 10.0's registry (scripts/data/shortcutkit-builtin-actions.tsv): Save File's
        // WFAskWhereToSave is on by default (the picker asks even when a path is given; ours asks
        // only without a path). List's WFItems default (One, Two) is not one: its parameter class
        // has no serialized default (shortcutkit docs/parameter-encodings.md, "container, no value
        // state"), so the two items are only what the editor inserts, written to the file.
        Entry("is.workflow.actions.documentpicker.save", "askWhere", .boolean(true)),
        // Adjust Date's Duration field counts seconds when it names no unit (`DefaultUnit` sec,
        // iOS 13's WFActions.plist; research shortcuts-semantics.md §3); our documents' default is days.
        Entry("is.workflow.actions.adjustdate", "unit", .text("seconds"), beside: "amount"),
    ]

    /// The entries of one action.
    static func entries(for identifier: String) -> [Entry] { entries.filter { $0.identifier == identifier } }
}
