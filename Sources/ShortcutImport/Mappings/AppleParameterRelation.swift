import AppleFormats

/// One of Apple's parameter relations (WFActions.plist's `WFParameterRelationResource`): `key` is
/// shown, and read, only while `parent` holds one of `values` (`equal`) or none of them. The table
/// is `AppleParameterRelations` (generated).
struct AppleParameterRelation: Sendable {
    let key: String
    let parent: String
    let equal: Bool
    let values: [String]

    /// Whether the relation fails for the file's written `parent` value: false when the parent is
    /// absent or given by a variable, since only a written value shows the editor hid the key.
    func hides(given parameters: PlistDictionary) -> Bool {
        guard let written = parameters[parent], let text = Self.literal(written) else { return false }
        let holds = values.contains {
            $0.caseInsensitiveCompare(text) == .orderedSame || Double($0).map { $0 == Double(text) } == true
        }
        return holds != equal
    }

    /// A written value as the relation's text: a string, a flag as true or false, a number.
    static func literal(_ plist: PropertyList) -> String? {
        switch plist {
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .unsignedInteger(let number): return String(number)
        case .real(let number): return String(number)
        default: return ShortcutMapper.conditionText(plist)
        }
    }

    /// `parameters` without the keys Apple's relations for `identifier` hide: stale values the
    /// editor keeps and the runtime does not read (Get Contents of URL's headers with Show
    /// Headers off). A variable's date-format step reads Format Date's relations, its keys being
    /// Format Date's own.
    static func visible(_ parameters: PlistDictionary, of identifier: String) -> PlistDictionary {
        guard let relations = AppleParameterRelations.byAction[identifier] else { return parameters }
        let hidden = Set(relations.lazy.filter { parameters[$0.key] != nil && $0.hides(given: parameters) }.map(\.key))
        guard !hidden.isEmpty else { return parameters }
        var visible = parameters
        for key in hidden { visible[key] = nil }
        return visible
    }
}
