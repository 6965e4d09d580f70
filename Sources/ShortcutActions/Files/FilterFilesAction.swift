import Foundation
import ShortcutEngine

/// Filter Files: keeps the files that meet every condition given, then sorts and limits, as
/// Shortcuts' Filter Files does (its predicate table reduced to named conditions).
public enum FilterFilesAction: Action {
    /// What the kept files are sorted by: nothing, or a file property.
    typealias SortBy = NoneOr<FileSorting.Property>

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.files", name: "Filter Files",
        summary: "Keeps the files whose name, extension, kind, size and dates meet every condition given, and Apple's condition table (`conditions`, joined by All or Any); then sorts and limits. The named parameters compare names exactly, except contains / does not contain (any case); the table compares text in any case.",
        category: "Files",
        parameters: [
            ParameterDefinition("files", wireKey: "WFContentItemInputParameter", type: .list, summary: "The files to filter."),
            ParameterDefinition(
                "nameContains", label: "Name Contains", type: .text, summary: "Text the name must contain (any case).",
                default: ""),
            ParameterDefinition(
                "nameMatches", label: "Name Matches", type: .text, summary: "A glob the name must match, e.g. IMG_*.jpg.",
                default: ""),
            ParameterDefinition(
                "extensions", label: "Extension Is", type: .text,
                summary: "Extensions to keep, comma-separated (any case), e.g. jpg, png.", default: ""),
            ParameterDefinition(
                "nameIs", label: "Name Is", type: .text, summary: "The whole name, exactly (Apple's Name is, given by a variable).",
                default: ""),
            ParameterDefinition(
                "nameBeginsWith", label: "Name Begins With", type: .text, summary: "Text the name must begin with, exactly.",
                default: ""),
            ParameterDefinition(
                "nameEndsWith", label: "Name Ends With", type: .text, summary: "Text the name must end with, exactly.",
                default: ""),
            ParameterDefinition(
                "nameIsNot", label: "Name Is Not", type: .text, summary: "A whole name to leave out, exactly.", default: ""),
            ParameterDefinition(
                "nameDoesNotContain", label: "Name Does Not Contain", type: .text,
                summary: "Text the name must not contain (any case).", default: ""),
            ParameterDefinition(
                "extensionIsNot", label: "Extension Is Not", type: .text,
                summary: "Extensions to leave out, comma-separated (any case).", default: ""),
            ParameterDefinition(
                "conditions", label: "Conditions", type: .list,
                summary: #"Apple's condition table: dictionaries {"property", "condition", "value"} — property Name, File Extension, File Size, Creation Date or Last Modified Date; condition any of If's (is, is not, contains, begins with, is greater than, is between with "upper", is in the last / next with "amount" and "unit", is today…)."#),
            ParameterDefinition(
                "match", label: "Match", choice: FileCondition.Match.self, summary: "Whether every condition of the table must hold, or one.",
                default: .all),
            ParameterDefinition("kind", choice: KindFilter.self, summary: "Files, folders or both.", default: .any),
            ParameterDefinition("minSize", label: "At Least (bytes)", type: .number, summary: "Smallest size kept.", minimum: 0),
            ParameterDefinition("maxSize", label: "At Most (bytes)", type: .number, summary: "Largest size kept.", minimum: 0),
            ParameterDefinition(
                "modifiedAfter", label: "Modified After", type: .date, summary: "Keep files last modified after this date."),
            ParameterDefinition(
                "modifiedBefore", label: "Modified Before", type: .date, summary: "Keep files last modified before this date."),
            ParameterDefinition(
                "createdAfter", label: "Created After", type: .date, summary: "Keep files created after this date."),
            ParameterDefinition(
                "createdBefore", label: "Created Before", type: .date, summary: "Keep files created before this date."),
            ParameterDefinition(
                "sortBy", wireKey: "WFContentItemSortProperty", label: "Sort By", choice: SortBy.self,
                summary: "Sort the kept files by this.", default: SortBy.none),
            ParameterDefinition(
                "order", wireKey: "WFContentItemSortOrder", choice: FileSorting.Order.self, summary: "The sort order.",
                default: .ascending, parent: .init("sortBy", SortBy.chosen)),
            ParameterDefinition(
                "limit", wireKey: "WFContentItemLimitNumber", type: .number, summary: "Keep at most this many (after sorting).",
                minimum: 0),
            ParameterDefinition(
                "limitEnabled", wireKey: "WFContentItemLimitEnabled", label: "Limit", type: .boolean,
                summary: "Apple's Limit switch: off, 'limit' is ignored (Apple keeps the number after the switch is turned off).",
                default: true),
        ],
        input: "files", output: .produces(.list), outputName: "Files")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var records = try FileRecord.load(try parameters.list("files"), parameter: "files", context: context)
        let contains = try parameters.text("nameContains").lowercased()
        let glob = try parameters.text("nameMatches")
        let extensions = try extensionSet("extensions", parameters)
        let excludedExtensions = try extensionSet("extensionIsNot", parameters)
        let (nameIs, prefix, suffix) = (try parameters.text("nameIs"), try parameters.text("nameBeginsWith"), try parameters.text("nameEndsWith"))
        let (nameIsNot, lacks) = (try parameters.text("nameIsNot"), try parameters.text("nameDoesNotContain").lowercased())
        let kind = try parameters.choice("kind", as: KindFilter.self)
        let minSize = try parameters.optional("minSize").map { _ in try parameters.integer("minSize") }
        let maxSize = try parameters.optional("maxSize").map { _ in try parameters.integer("maxSize") }
        func date(_ key: String) -> Date? {
            if case .date(let date)? = parameters.optional(key) { return date } else { return nil }
        }
        let (modifiedAfter, modifiedBefore, createdAfter, createdBefore) = (
            date("modifiedAfter"), date("modifiedBefore"), date("createdAfter"), date("createdBefore")
        )
        let table = try (parameters.optional("conditions")?.items ?? []).enumerated().map {
            try FileCondition($0.element, position: $0.offset + 1)
        }
        let match = try parameters.choice("match", as: FileCondition.Match.self)
        records = try records.filter { record in
            if !table.isEmpty {
                let holds = { (condition: FileCondition) throws -> Bool in try condition.holds(for: record, context: context) }
                guard match == .all ? try table.allSatisfy(holds) : try table.contains(where: holds) else { return false }
            }
            let name = record.file.name
            if !contains.isEmpty && !name.lowercased().contains(contains) { return false }
            if !glob.isEmpty && !Glob.matches(name, glob) { return false }
            if !extensions.isEmpty && !extensions.contains(record.file.fileExtension.lowercased()) { return false }
            if !excludedExtensions.isEmpty && excludedExtensions.contains(record.file.fileExtension.lowercased()) { return false }
            if !nameIs.isEmpty && name != nameIs { return false }
            if !prefix.isEmpty && !name.hasPrefix(prefix) { return false }
            if !suffix.isEmpty && !name.hasSuffix(suffix) { return false }
            if !nameIsNot.isEmpty && name == nameIsNot { return false }
            if !lacks.isEmpty && name.lowercased().contains(lacks) { return false }
            if !kind.keeps(isFolder: record.attributes.isDirectory) { return false }
            if let minSize, record.attributes.size < minSize { return false }
            if let maxSize, record.attributes.size > maxSize { return false }
            let modified = record.attributes.modificationDate ?? .distantPast
            let created = record.attributes.creationDate ?? modified
            if let modifiedAfter, !(modified > modifiedAfter) { return false }
            if let modifiedBefore, !(modified < modifiedBefore) { return false }
            if let createdAfter, !(created > createdAfter) { return false }
            if let createdBefore, !(created < createdBefore) { return false }
            return true
        }
        if let property = try parameters.choice("sortBy", as: SortBy.self).wrapped {
            records = FileSorting.sort(
                records, by: property, order: try parameters.choice("order", as: FileSorting.Order.self), context: context)
        }
        if parameters.optional("limit") != nil, try parameters.bool("limitEnabled") { records = Array(records.prefix(try parameters.integer("limit"))) }
        return .list(records.map(\.value))
    }

    /// A comma-separated list of extensions, lower case, without dots.
    private static func extensionSet(_ key: String, _ parameters: ResolvedParameters) throws -> Set<String> {
        Set(
            try parameters.text(key).split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
            })
    }
}
