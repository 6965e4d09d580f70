import AppleFormats
import ShortcutEngine

/// Automator's Finder actions, onto the engine's file actions when the registry has them.
/// Automator stores choices as small integers; the codes below are the ones the research
/// inferred from real workflows (docs/import.md §4); an unknown code keeps the action unsupported.
extension AutomatorImporter {
    /// The engine action and its parameters (readable keys), or nil when `identifier` is not a Finder action.
    static func fileAction(_ identifier: String, _ parameters: PlistDictionary, variables: [String: String])
        throws(Unrepresentable) -> ActionInvocation?
    {
        func text(_ key: String) -> ParameterValue { Self.text(parameters[key]?.string ?? "", variables: variables) }
        func integer(_ key: String) -> Int? {
            let value = parameters[key]
            return value?.integer.map { Int($0) } ?? value?.double.flatMap { $0.isFinite && abs($0) < 1e15 ? Int($0) : nil }
                ?? value?.string.flatMap { Int($0) }
        }
        func code(_ key: String, _ table: [Int: String]) throws(Unrepresentable) -> ParameterValue {
            guard let raw = integer(key), let value = table[raw] else {
                throw Unrepresentable(
                    "\(key) = \(parameters[key].map { PlistJSON.json($0).serialized(pretty: false) } ?? "nothing")")
            }
            return .text([.literal(value)])
        }
        func literal(_ text: String) -> ParameterValue { .text([.literal(text)]) }
        func number(_ value: Int) -> ParameterValue { .literal(.number(Number(value))) }
        func flag(_ value: Bool) -> ParameterValue { .literal(.boolean(value)) }
        let before = [0: "After Name", 1: "Before Name"]
        var result: [(String, ParameterValue)] = []
        let target: String
        switch identifier {
        case "com.apple.Automator.AddNumbersToFinderNames":
            target = "files.rename"
            let mode = integer("renameType") ?? -1
            result.append(
                (
                    "mode",
                    try code(
                        "renameType",
                        [
                            0: "Add Date or Time", 1: "Add Text", 2: "Change Case", 3: "Make Sequential", 4: "Replace Text",
                            5: "Set Name",
                        ])
                ))
            switch mode {
            case 0:
                result.append(("date", try code("dateToUse", [0: "Date Created", 1: "Date Modified", 2: "Current Date"])))
                result.append(("datePosition", try code("datePlacement", before)))
                guard integer("dateFormat") == 2, integer("dateSeparator") == 1 else {
                    throw Unrepresentable("the date format code \(integer("dateFormat") ?? -1)")
                }
                result.append(("dateFormat", literal(parameters["useLeadingZeros"]?.bool == false ? "yyyy-M-d" : "yyyy-MM-dd")))
                result.append(("dateSeparator", try code("nameDateSeparator", [0: " ", 3: "_"])))
            case 1:
                result.append(("text", text("textInput")))
                result.append(("textPosition", try code("insertionPosition", before)))
            case 2:
                result.append(("case", try code("caseIndicator", [0: "lowercase"])))
                result.append(("part", try code("includeExtensions", [0: "Full Name", 1: "Name Only", 2: "Extension Only"])))
            case 3:
                result.append(("sequence", try code("renameItems", [0: "Keep Name", 1: "New Name"])))
                if integer("renameItems") == 1 { result.append(("newName", text("defaultName"))) }
                result.append(("start", number(integer("startingNumber") ?? 1)))
                result.append(("digits", number(parameters["useLeadingZeros"]?.bool == true ? integer("minimumCount") ?? 1 : 1)))
                result.append(("numberPosition", try code("numberLocation", before)))
                result.append(("numberSeparator", try code("numberSeparator", [0: "", 3: "_"])))
            case 4:
                result.append(("find", text("textToFind")))
                result.append(("replace", text("replaceWithText")))
                result.append(("caseSensitive", flag(parameters["ignoreCase"]?.bool == false)))
                result.append(("part", try code("includeExtensions", [0: "Full Name", 1: "Name Only", 2: "Extension Only"])))
            default:
                result.append(("name", text("nameSingleItem")))
                result.append(("includesExtension", flag(integer("singleItemOption") == 1)))
            }
        case "com.apple.Automator.GetFolderContents":
            target = "file.getfoldercontents"
            result.append(("recursive", flag(parameters["recurse"]?.bool ?? false)))
        case "com.apple.Automator.MakeNewFolder":
            target = "file.createfolder"
            let location = parameters["targetLocation"]?.string ?? ""
            let name = parameters["newName"]?.string ?? "untitled folder"
            result.append(("path", Self.text(location.isEmpty ? name : location + "/" + name, variables: variables)))
        case "com.apple.Automator.CopyFiles", "com.apple.Automator.MoveFiles":
            target = identifier.hasSuffix("CopyFiles") ? "files.copy" : "file.move"
            if parameters["replaceExisting"]?.bool == true {
                throw Unrepresentable("replaceExisting (our copy and move never replace a file)")
            }
            result.append(("destination", text("toDirectory")))
        case "com.apple.Automator.SortDiskItems":
            target = "files.sort"
            result.append(("by", try code("sortIndicator", [0: "Name"])))
            result.append(("order", try code("sortOrder", [0: "Ascending", 1: "Descending"])))
        case "com.apple.Automator.SpecifiedFiles":
            target = "documentpicker.open"
            let names = parameters["fileNames"]?.array?.compactMap(\.string) ?? []
            guard names.count == 1, let path = names.first else {
                throw Unrepresentable("\(names.count) specified items (Get File takes one)")
            }
            result.append(("path", Self.text(path, variables: variables)))
        case "com.apple.Automator.FilterFinderItems2":
            target = "filter.files"
            guard let data = parameters["predicate"]?.data, let archive = try? KeyedArchive.unarchive(data) else {
                throw Unrepresentable("the predicate")
            }
            result.append(("extensions", literal(try PredicateText.extensions(archive))))
        default:
            return nil
        }
        return ActionInvocation(target, parameters: result.map { ActionInvocation.Parameter(key: $0.0, value: $0.1) })
    }
}

extension PredicateText {
    /// `fileExtension ==[cd] "a" OR …` as "a, b"; anything else cannot be expressed by Filter Files.
    static func extensions(_ value: ArchivedValue) throws(Unrepresentable) -> String {
        var found: [String] = []
        func walk(_ value: ArchivedValue, depth: Int) throws(Unrepresentable) {
            guard depth < 16, let object = value.object else { throw Unrepresentable("the predicate") }
            if let parts = object["NSSubpredicates"]?.elements {
                guard parts.count == 1 || object["NSCompoundPredicateType"]?.integer == 2 else {
                    throw Unrepresentable("the predicate \(describe(value))")
                }
                for part in parts { try walk(part, depth: depth + 1) }
                return
            }
            let text = describe(value)
            let prefix = "fileExtension ==[cd] \""
            guard text.hasPrefix(prefix), text.hasSuffix("\"") else { throw Unrepresentable("the predicate condition \(text)") }
            found.append(String(text.dropFirst(prefix.count).dropLast()).trimmingPrefix("."))
        }
        try walk(value, depth: 0)
        return found.joined(separator: ", ")
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
