import Inflection
import ShortcutEngine

extension RenameFilesAction {
    /// How Rename Files renames.
    public enum Mode: String, Choice {
        case addDate = "Add Date or Time"
        case addText = "Add Text"
        case changeCase = "Change Case"
        case replaceText = "Replace Text"
        case makeSequential = "Make Sequential"
        case setName = "Set Name"

        /// The numeric codes of the rename tools this action follows.
        public var wireValues: [String] {
            switch self {
            case .addDate: return ["0"]
            case .addText: return ["1"]
            case .changeCase: return ["2"]
            case .makeSequential: return ["3"]
            case .replaceText: return ["4"]
            case .setName: return ["5"]
            }
        }

        /// Short forms and Toolbox Pro's name for Set Name.
        public var aliases: [String] {
            switch self {
            case .addDate: return ["date"]
            case .addText: return ["text"]
            case .changeCase: return ["case"]
            case .replaceText: return ["replace"]
            case .makeSequential: return ["number", "sequential"]
            case .setName: return ["Name Single Item", "name"]
            }
        }
    }

    /// Which date Add Date or Time adds.
    public enum DateSource: String, Choice {
        case now = "Current Date"
        case created = "Date Created"
        case modified = "Date Modified"

        /// The numeric codes of the rename tools this action follows.
        public var wireValues: [String] {
            switch self {
            case .created: return ["0"]
            case .modified: return ["1"]
            case .now: return ["2"]
            }
        }

        /// Short forms.
        public var aliases: [String] {
            switch self {
            case .now: return ["now"]
            case .created: return ["created"]
            case .modified: return ["modified"]
            }
        }
    }

    /// Where added text or a date goes.
    public enum Position: String, Choice {
        case before = "Before Name"
        case after = "After Name"

        /// Automator's words and the obvious ones.
        public var aliases: [String] {
            switch self {
            case .before: return ["before", "prepend"]
            case .after: return ["after", "append"]
            }
        }
    }

    /// Where Make Sequential puts the number.
    public enum NumberPosition: String, Choice {
        case before = "Before Name"
        case after = "After Name"

        /// The numeric codes of the rename tools this action follows.
        public var wireValues: [String] {
            switch self {
            case .after: return ["0"]
            case .before: return ["1"]
            }
        }

        /// Short forms.
        public var aliases: [String] {
            switch self {
            case .before: return ["before"]
            case .after: return ["after"]
            }
        }
    }

    /// The new letter case.
    public enum NameCase: String, Choice {
        case upper = "UPPERCASE"
        case lower = "lowercase"
        case title = "Title Case"

        /// Short forms and Shortcuts' name for title case.
        public var aliases: [String] {
            switch self {
            case .upper: return ["upper"]
            case .lower: return ["lower"]
            case .title: return ["Capitalize Every Word", "title"]
            }
        }

        /// The Inflection style it applies.
        var style: CaseStyle {
            switch self {
            case .upper: return .upper
            case .lower: return .lower
            case .title: return .capitalizeEveryWord
            }
        }
    }

    /// Which part of a name Change Case and Replace Text change.
    public enum Part: String, Choice {
        case nameOnly = "Name Only"
        case fullName = "Full Name"
        case extensionOnly = "Extension Only"

        /// The numeric codes of the rename tools this action follows.
        public var wireValues: [String] {
            switch self {
            case .fullName: return ["0"]
            case .nameOnly: return ["1"]
            case .extensionOnly: return ["2"]
            }
        }

        /// Short forms.
        public var aliases: [String] {
            switch self {
            case .nameOnly: return ["name"]
            case .fullName: return ["full"]
            case .extensionOnly: return ["extension"]
            }
        }
    }

    /// Whether Make Sequential keeps the names or replaces them.
    public enum Sequence: String, Choice {
        case keepName = "Keep Name"
        case newName = "New Name"

        /// The numeric codes of the rename tools this action follows.
        public var wireValues: [String] {
            switch self {
            case .keepName: return ["0"]
            case .newName: return ["1"]
            }
        }
    }
}
