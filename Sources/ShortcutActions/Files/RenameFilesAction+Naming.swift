import Foundation
import Inflection
import SafeFiles
import ShortcutEngine

extension RenameFilesAction {
    /// Decides each new name from the resolved parameters; reads dates through the file access.
    struct Namer {
        /// The resolved parameters of one mode.
        enum Rule {
            case addDate(source: DateSource, formatter: DateFormatter, before: Bool, separator: String)
            case addText(String, before: Bool)
            case changeCase(CaseStyle, part: Part)
            case replace(find: String, with: String, regex: BoundedRegex?, caseSensitive: Bool, part: Part)
            case sequential(newName: String?, start: Int, digits: Int, before: Bool, separator: String)
            case setName(String, includesExtension: Bool)
        }

        let rule: Rule
        let context: ActionContext
        let now: Date
        /// Formatted dates by date: a batch stamped with one date formats it once.
        private let formatted = FormattedDates()

        final class FormattedDates {
            var byDate: [Date: String] = [:]
        }

        init(_ parameters: ResolvedParameters, context: ActionContext, count: Int) throws(ActionFailure) {
            self.context = context
            self.now = context.host.now()
            switch try parameters[RenameFilesAction.mode] {
            case .addDate:
                let pattern = try parameters[RenameFilesAction.dateFormat]
                guard !pattern.isEmpty else { throw ActionFailure(FileActionFailure.emptyDateFormat, parameter: "dateFormat") }
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = context.host.timeZone
                formatter.dateFormat = pattern
                rule = .addDate(
                    source: try parameters[RenameFilesAction.date], formatter: formatter,
                    before: try parameters[RenameFilesAction.datePosition] == .before,
                    separator: try parameters[RenameFilesAction.dateSeparator])
            case .addText:
                rule = .addText(
                    try parameters[RenameFilesAction.text], before: try parameters[RenameFilesAction.textPosition] == .before)
            case .changeCase:
                rule = .changeCase(
                    try parameters[RenameFilesAction.`case`].style, part: try parameters[RenameFilesAction.part])
            case .replaceText:
                let find = try parameters[RenameFilesAction.find]
                guard !find.isEmpty else { throw ActionFailure(FileActionFailure.needsTextToFind, parameter: "find") }
                let caseSensitive = try parameters[RenameFilesAction.caseSensitive]
                let expression =
                    try parameters[RenameFilesAction.regex]
                    ? try BoundedRegex(find, caseSensitive: caseSensitive, parameter: "find") : nil
                rule = .replace(
                    find: find, with: try parameters[RenameFilesAction.replace], regex: expression, caseSensitive: caseSensitive,
                    part: try parameters[RenameFilesAction.part])
            case .makeSequential:
                let keep = try parameters[RenameFilesAction.sequence] == .keepName
                let newName = try parameters[RenameFilesAction.newName]
                if !keep && newName.isEmpty { throw ActionFailure(FileActionFailure.sequenceNeedsName, parameter: "newName") }
                rule = .sequential(
                    newName: keep ? nil : newName, start: try parameters[RenameFilesAction.start],
                    digits: try parameters[RenameFilesAction.digits],
                    before: try parameters[RenameFilesAction.numberPosition] == .before,
                    separator: try parameters[RenameFilesAction.numberSeparator])
            case .setName:
                guard count == 1 else {
                    throw ActionFailure(FileActionFailure.setNameNeedsOneFile(got: count), parameter: "files")
                }
                rule = .setName(
                    try parameters[RenameFilesAction.name], includesExtension: try parameters[RenameFilesAction.includesExtension]
                )
            }
        }

        /// Whether names depend on the files' dates (read from the disk).
        var readsAttributes: Bool {
            if case .addDate(let source, _, _, _) = rule { return source != .now }
            return false
        }

        /// The new name of the `index`th file (at `path`).
        func name(for file: FileReference, at path: String, index: Int) throws -> String {
            let name = PathText.name(path)
            let (stem, ext) = Self.split(name)
            switch rule {
            case .addDate(let source, let formatter, let before, let separator):
                let date: Date
                switch source {
                case .now: date = now
                case .created, .modified:
                    let attributes = try context.files.perform(.readDates(context.files.display(path)), parameter: "files") {
                        () throws(FileSystemError) -> FileAttributes in try context.files.fileSystem.attributes(at: path)
                    }
                    guard let found = source == .created ? attributes.creationDate : attributes.modificationDate else {
                        throw ActionFailure(
                            FileActionFailure.noDate(path: context.files.display(path), created: source == .created),
                            parameter: "date")
                    }
                    date = found
                }
                let text: String
                if let known = formatted.byDate[date] {
                    text = known
                } else {
                    text = formatter.string(from: date)
                    formatted.byDate[date] = text
                }
                return before ? text + separator + name : Self.join(stem + separator + text, ext)
            case .addText(let text, let before):
                return before ? text + name : Self.join(stem + text, ext)
            case .changeCase(let style, let part):
                return try Self.apply(part, stem, ext) { changeCase($0, to: style, locale: nil) }
            case .replace(let find, let replacement, let regex, let caseSensitive, let part):
                // Held to the text length limit as it grows: a long replacement at every position of a name
                // would otherwise build gigabytes before the name-length check.
                return try Self.apply(part, stem, ext) { (text) throws(ActionFailure) -> String in
                    try ReplaceTextAction.replacing(
                        find, with: replacement, in: text, regex: regex, caseSensitive: caseSensitive, context: context)
                }
            case .sequential(let newName, let start, let digits, let before, let separator):
                var number = String(start + index)
                if number.count < digits { number = String(repeating: "0", count: digits - number.count) + number }
                let base = newName ?? stem
                return Self.join(before ? number + separator + base : base + separator + number, ext)
            case .setName(let newName, let includesExtension):
                return includesExtension ? newName : Self.join(newName, ext)
            }
        }

        /// Name and extension; a leading dot (`.profile`) is part of the name, not an extension.
        static func split(_ name: String) -> (stem: String, ext: String) { PathText.split(name) }

        static func join(_ stem: String, _ ext: String) -> String { ext.isEmpty ? stem : stem + "." + ext }

        /// The name with `change` applied to `part` of it.
        static func apply(
            _ part: Part, _ stem: String, _ ext: String, _ change: (String) throws(ActionFailure) -> String
        ) throws(ActionFailure) -> String {
            switch part {
            case .fullName: return try change(join(stem, ext))
            case .extensionOnly: return join(stem, ext.isEmpty ? "" : try change(ext))
            case .nameOnly: return join(try change(stem), ext)
            }
        }
    }
}
