import Foundation
import ShortcutEngine

/// Filter Files: keeps the files that meet every condition given, then sorts and limits, as
/// Shortcuts' Filter Files does (its predicate table reduced to named conditions).
public enum FilterFilesAction: Action {
    /// What the kept files are sorted by: nothing, or a file property.
    typealias SortBy = NoneOr<FileSorting.Property>

    static let files = Parameter<[Value]>("files", wireKey: "WFContentItemInputParameter", summary: "The files to filter.")
    static let nameContains = Parameter<String>(
        "nameContains", label: "Name Contains", summary: "Text the name must contain (any case).", default: "")
    static let nameMatches = Parameter<String>(
        "nameMatches", label: "Name Matches", summary: "A glob the name must match, e.g. IMG_*.jpg.", default: "")
    static let extensions = Parameter<String>(
        "extensions", label: "Extension Is",
        summary: "Extensions to keep, comma-separated (any case), e.g. jpg, png.", default: "")
    static let nameIs = Parameter<String>(
        "nameIs", label: "Name Is", summary: "The whole name, exactly (Apple's Name is, given by a variable).", default: "")
    static let nameBeginsWith = Parameter<String>(
        "nameBeginsWith", label: "Name Begins With", summary: "Text the name must begin with, exactly.", default: "")
    static let nameEndsWith = Parameter<String>(
        "nameEndsWith", label: "Name Ends With", summary: "Text the name must end with, exactly.", default: "")
    static let nameIsNot = Parameter<String>(
        "nameIsNot", label: "Name Is Not", summary: "A whole name to leave out, exactly.", default: "")
    static let nameDoesNotContain = Parameter<String>(
        "nameDoesNotContain", label: "Name Does Not Contain", summary: "Text the name must not contain (any case).",
        default: "")
    static let extensionIsNot = Parameter<String>(
        "extensionIsNot", label: "Extension Is Not",
        summary: "Extensions to leave out, comma-separated (any case).", default: "")
    static let conditions = Parameter<Value>(
        "conditions", label: "Conditions", type: .list,
        summary:
            #"Apple's condition table: dictionaries {"property", "condition", "value"} — property Name, File Extension, File Size, Creation Date or Last Modified Date; condition any of If's (is, is not, contains, begins with, is greater than, is between with "upper", is in the last / next with "amount" and "unit", is today…)."#
    )
    static let match = Parameter<FileCondition.Match>(
        "match", label: "Match", summary: "Whether every condition of the table must hold, or one.", default: .all)
    static let kind = Parameter<KindFilter>("kind", summary: "Files, folders or both.", default: .any)
    static let minSize = Parameter<Int>("minSize", label: "At Least (bytes)", summary: "Smallest size kept.", minimum: 0)
    static let maxSize = Parameter<Int>("maxSize", label: "At Most (bytes)", summary: "Largest size kept.", minimum: 0)
    static let modifiedAfter = Parameter<Value>(
        "modifiedAfter", label: "Modified After", type: .date, summary: "Keep files last modified after this date.")
    static let modifiedBefore = Parameter<Value>(
        "modifiedBefore", label: "Modified Before", type: .date, summary: "Keep files last modified before this date.")
    static let createdAfter = Parameter<Value>(
        "createdAfter", label: "Created After", type: .date, summary: "Keep files created after this date.")
    static let createdBefore = Parameter<Value>(
        "createdBefore", label: "Created Before", type: .date, summary: "Keep files created before this date.")
    static let sortBy = Parameter<SortBy>(
        "sortBy", wireKey: "WFContentItemSortProperty", label: "Sort By", summary: "Sort the kept files by this.",
        default: SortBy.none)
    static let order = Parameter<FileSorting.Order>(
        "order", wireKey: "WFContentItemSortOrder", summary: "The sort order.", default: .ascending,
        parent: .init(sortBy, SortBy.chosen))
    static let limit = Parameter<Int>(
        "limit", wireKey: "WFContentItemLimitNumber", summary: "Keep at most this many (after sorting).", minimum: 0)
    static let limitEnabled = Parameter<Bool>(
        "limitEnabled", wireKey: "WFContentItemLimitEnabled", label: "Limit",
        summary: "Apple's Limit switch: off, 'limit' is ignored (Apple keeps the number after the switch is turned off).",
        default: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.files", name: "Filter Files",
        summary:
            "Keeps the files whose name, extension, kind, size and dates meet every condition given, and Apple's condition table (`conditions`, joined by All or Any); then sorts and limits. The named parameters compare names exactly, except contains / does not contain (any case); the table compares text in any case.",
        category: "Files",
        parameters: [
            files, nameContains, nameMatches, extensions, nameIs, nameBeginsWith, nameEndsWith, nameIsNot, nameDoesNotContain,
            extensionIsNot, conditions, match, kind, minSize, maxSize, modifiedAfter, modifiedBefore, createdAfter, createdBefore,
            sortBy, order, limit, limitEnabled,
        ],
        input: files, output: .produces(.list), outputName: "Files")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var records = try FileRecord.load(try parameters[Self.files], parameter: "files", context: context)
        let contains = try parameters[Self.nameContains].lowercased()
        let glob = try parameters[Self.nameMatches]
        let extensions = try extensionSet(Self.extensions, parameters)
        let excludedExtensions = try extensionSet(extensionIsNot, parameters)
        let (nameIs, prefix, suffix) = (
            try parameters[Self.nameIs], try parameters[Self.nameBeginsWith], try parameters[Self.nameEndsWith]
        )
        let (nameIsNot, lacks) = (try parameters[Self.nameIsNot], try parameters[Self.nameDoesNotContain].lowercased())
        let kind = try parameters[Self.kind]
        let minSize = try parameters.optional(Self.minSize).map { _ in try parameters[Self.minSize] }
        let maxSize = try parameters.optional(Self.maxSize).map { _ in try parameters[Self.maxSize] }
        func date(_ key: String) -> Date? {
            if case .date(let date)? = parameters.optional(key) { return date } else { return nil }
        }
        let (modifiedAfter, modifiedBefore, createdAfter, createdBefore) = (
            date("modifiedAfter"), date("modifiedBefore"), date("createdAfter"), date("createdBefore")
        )
        let table = try (parameters.optional(Self.conditions)?.items ?? []).enumerated().map {
            try FileCondition($0.element, position: $0.offset + 1)
        }
        let match = try parameters[Self.match]
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
        if let property = try parameters[Self.sortBy].wrapped {
            records = FileSorting.sort(
                records, by: property, order: try parameters[Self.order], context: context)
        }
        if parameters.optional(Self.limit) != nil, try parameters[Self.limitEnabled] {
            records = Array(records.prefix(try parameters[Self.limit]))
        }
        return .list(records.map(\.value))
    }

    /// A comma-separated list of extensions, lower case, without dots.
    private static func extensionSet(_ key: Parameter<String>, _ parameters: ResolvedParameters) throws -> Set<String> {
        Set(
            try parameters[key].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
            })
    }
}
