import Foundation
import Inflection
import ShortcutEngine

extension RenameFilesAction {
    /// Decides each new name from the resolved parameters; reads dates through the file access.
    struct Namer {
        enum Rule {
            case addDate(source: String, formatter: DateFormatter, before: Bool, separator: String)
            case addText(String, before: Bool)
            case changeCase(CaseStyle, part: String)
            case replace(find: String, with: String, regex: NSRegularExpression?, caseSensitive: Bool, part: String)
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
            switch try parameters.choice("mode") {
            case "Add Date or Time":
                let pattern = try parameters.text("dateFormat")
                guard !pattern.isEmpty else {
                    throw ActionFailure(
                        "the date format is empty", hint: "use a Unicode date pattern such as yyyy-MM-dd", parameter: "dateFormat"
                    )
                }
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = context.host.timeZone
                formatter.dateFormat = pattern
                rule = .addDate(
                    source: try parameters.choice("date"), formatter: formatter,
                    before: try parameters.choice("datePosition") == "Before Name",
                    separator: try parameters.text("dateSeparator"))
            case "Add Text":
                rule = .addText(try parameters.text("text"), before: try parameters.choice("textPosition") == "Before Name")
            case "Change Case":
                let style: CaseStyle
                switch try parameters.choice("case") {
                case "UPPERCASE": style = .upper
                case "lowercase": style = .lower
                default: style = .capitalizeEveryWord
                }
                rule = .changeCase(style, part: try parameters.choice("part"))
            case "Replace Text":
                let find = try parameters.text("find")
                guard !find.isEmpty else {
                    throw ActionFailure("needs text to find", hint: "set \"find\" to the text to replace", parameter: "find")
                }
                let caseSensitive = try parameters.bool("caseSensitive")
                var expression: NSRegularExpression?
                if try parameters.bool("regex") {
                    do {
                        expression = try NSRegularExpression(pattern: find, options: caseSensitive ? [] : [.caseInsensitive])
                    } catch {
                        throw ActionFailure(
                            "'\(find)' is not a valid regular expression", hint: "check brackets and escapes (ICU syntax)",
                            parameter: "find")
                    }
                }
                rule = .replace(
                    find: find, with: try parameters.text("replace"), regex: expression, caseSensitive: caseSensitive,
                    part: try parameters.choice("part"))
            case "Make Sequential":
                let keep = try parameters.choice("sequence") == "Keep Name"
                let newName = try parameters.text("newName")
                if !keep && newName.isEmpty {
                    throw ActionFailure(
                        "'New Name' needs a name for the numbers to follow",
                        hint: "set \"newName\", or set \"sequence\" to \"Keep Name\"", parameter: "newName")
                }
                rule = .sequential(
                    newName: keep ? nil : newName, start: try parameters.integer("start"),
                    digits: try parameters.integer("digits"),
                    before: try parameters.choice("numberPosition") == "Before Name",
                    separator: try parameters.text("numberSeparator"))
            default:
                guard count == 1 else {
                    throw ActionFailure(
                        "Set Name renames one file, got \(count)",
                        hint: "pick one item first (Get Item from List), or use Make Sequential", parameter: "files")
                }
                rule = .setName(try parameters.text("name"), includesExtension: try parameters.bool("includesExtension"))
            }
        }

        /// Whether names depend on the files' dates (read from the disk).
        var readsAttributes: Bool {
            if case .addDate(let source, _, _, _) = rule { return source != "Current Date" }
            return false
        }

        func name(for file: FileReference, at path: String, index: Int) throws(ActionFailure) -> String {
            let name = PathText.name(path)
            let (stem, ext) = Self.split(name)
            switch rule {
            case .addDate(let source, let formatter, let before, let separator):
                let date: Date
                switch source {
                case "Current Date": date = now
                default:
                    let attributes = try context.files.perform(
                        "read the dates of '\(context.files.display(path))'", parameter: "files"
                    ) {
                        () throws(FileSystemError) -> FileAttributes in try context.files.fileSystem.attributes(at: path)
                    }
                    guard let found = source == "Date Created" ? attributes.creationDate : attributes.modificationDate else {
                        throw ActionFailure(
                            "'\(context.files.display(path))' has no \(source == "Date Created" ? "creation" : "modification") date",
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
                return Self.apply(part, stem, ext) { changeCase($0, to: style, locale: nil) }
            case .replace(let find, let replacement, let regex, let caseSensitive, let part):
                return Self.apply(part, stem, ext) { text in
                    if let regex {
                        return regex.stringByReplacingMatches(
                            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: replacement)
                    }
                    return text.replacingOccurrences(
                        of: find, with: replacement, options: caseSensitive ? [] : [.caseInsensitive])
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
        static func split(_ name: String) -> (stem: String, ext: String) {
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
            return (String(name[..<dot]), String(name[name.index(after: dot)...]))
        }

        static func join(_ stem: String, _ ext: String) -> String { ext.isEmpty ? stem : stem + "." + ext }

        static func apply(_ part: String, _ stem: String, _ ext: String, _ change: (String) -> String) -> String {
            switch part {
            case "Full Name": return change(join(stem, ext))
            case "Extension Only": return join(stem, ext.isEmpty ? "" : change(ext))
            default: return join(change(stem), ext)
            }
        }
    }
}
