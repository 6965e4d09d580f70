/// The Automator family's mappings, one declaration per Automator action, keyed by bundle
/// identifier. The integer codes are the ones the research inferred from real workflows
/// (docs/import.md §4); an unknown code keeps the action unsupported.
enum AutomatorMappings {
    /// Every Automator action the importer knows, mapped or planned.
    static let actions: [AutomatorMapping] = [
        AutomatorMapping(
            "com.apple.Automator.SetValueofVariable", target: "setvariable",
            parameters: [.set("name", .variableName("variableUUID"))]),
        AutomatorMapping(
            "com.apple.Automator.GetValueofVariable", target: "getvariable",
            parameters: [.set("variable", .variableReference("variableUUID"))]),
        AutomatorMapping(
            "com.apple.Automator.TextInputDialog", target: "ask",
            parameters: [.set("prompt", .text("defaultMessage")), .set("default", .text("defaultAnswer"))]),
        AutomatorMapping("com.apple.Automator.CopytoClipboard", "com.apple.Automator.CopyToClipboard", target: "setclipboard"),
        AutomatorMapping("com.apple.Automator.GetContentsofClipboard", target: "getclipboard"),
        AutomatorMapping(
            "com.apple.Automator.Pause", target: "delay", parameters: [.set("seconds", .seconds("pauseDuration", default: 1))]),
        AutomatorMapping("com.apple.GetSpecifiedText", target: "gettext", parameters: [.set("text", .text("enteredText"))]),
        AutomatorMapping(
            "com.apple.Automator.LogOutput", target: "comment", parameters: [.set("text", .literal("View Results (Automator)"))]),
        AutomatorMapping(
            "com.apple.Automator.AddNumbersToFinderNames", target: "files.rename", parameters: [renameModes],
            plan: "file.rename (the six Rename Finder Items modes)"),
        AutomatorMapping(
            "com.apple.Automator.GetFolderContents", target: "file.getfoldercontents",
            parameters: [.set("recursive", .flag("recurse", default: false))], plan: "file.getfoldercontents"),
        AutomatorMapping(
            "com.apple.Automator.MakeNewFolder", target: "file.createfolder",
            parameters: [.set("path", .path(folder: "targetLocation", name: "newName", defaultName: "untitled folder"))],
            plan: "file.createfolder"),
        AutomatorMapping(
            "com.apple.Automator.CopyFiles", target: "files.copy",
            parameters: [
                .set("destination", .text("toDirectory")),
                .set("replaceExisting", .flag("replaceExisting", default: false)),
            ],
            plan: "file.copy"),
        AutomatorMapping(
            "com.apple.Automator.MoveFiles", target: "file.move",
            parameters: [
                .set("destination", .text("toDirectory")),
                .set("replaceExisting", .flag("replaceExisting", default: false)),
            ],
            plan: "file.move"),
        AutomatorMapping(
            "com.apple.Automator.SortDiskItems", target: "files.sort",
            parameters: [
                .set("by", .code("sortIndicator", [0: "Name"])),
                .set("order", .code("sortOrder", [0: "Ascending", 1: "Descending"])),
            ], plan: "filter.files sorted by name"),
        AutomatorMapping(
            "com.apple.Automator.SpecifiedFiles", target: "documentpicker.open",
            parameters: [.set("path", .singleItem("fileNames"))],
            plan: "file (Get Specified Finder Items)",
            alternatives: [
                // No items: the action adds nothing, and the workflow's input passes on.
                AutomatorMapping(
                    "com.apple.Automator.SpecifiedFiles", target: "comment",
                    parameters: [
                        .requireNoItems("fileNames"),
                        .set("text", .literal("Get Specified Finder Items (none listed: the input passes on)")),
                    ]),
                AutomatorMapping(
                    "com.apple.Automator.SpecifiedFiles", target: "list", parameters: [.set("items", .severalItems("fileNames"))]),
            ]),
        AutomatorMapping(
            "com.apple.Automator.FilterFinderItems2", target: "filter.files",
            parameters: [.set("extensions", .extensions("predicate"))],
            plan: "filter.files (the decoded predicate)"),
        AutomatorMapping(
            "com.apple.RunShellScript", target: "runshellscript",
            parameters: [
                .set("script", .text("COMMAND_STRING")),
                .set("shell", .text("shell")),
                .set("inputMode", .code("inputMethod", [0: "to stdin", 1: "as arguments"])),
            ]),
        AutomatorMapping(
            "com.apple.Automator.DuplicateFinderItems", target: "files.duplicate",
            plan: "files.duplicate ('NAME copy.EXT' beside each)"),
        AutomatorMapping("com.apple.Automator.MoveToTrash", target: "file.delete", plan: "file.delete (to the trash)"),
        AutomatorMapping(
            "com.apple.Automator.AskforConfirmation", target: "confirm",
            parameters: [
                .set("question", .text("questionText")), .set("message", .text("explanationText")),
                .set("confirm", .text("affirmativeTitle")), .set("cancel", .text("negativeTitle")),
            ], plan: "confirm (Cancel stops the workflow)"),
        AutomatorMapping(
            "com.apple.Automator.NewTextFile", target: "documentpicker.save",
            parameters: [
                .set("path", .path(folder: "newFileFolderPath", name: "newFileName", defaultName: "untitled.txt")),
                .set("overwrite", .flag("replaceExistingFiles", default: false)),
            ], plan: "documentpicker.save (the text as a UTF-8 file)"),
        AutomatorMapping(
            "com.apple.Automator.GetParentFolder", "file:GetParentFolder.action", target: "file.parent", plan: "file.parent"),
        // Loop is folded by the importer (AutomatorImporter+Loop.swift): a Repeat around the
        // actions before it. What stays declared here is the reason when it cannot be.
        AutomatorMapping(
            "com.apple.Automator.Loop", target: nil,
            plan:
                "nothing: a Loop whose loopMode, loopUnit or inputToUse has a code no Loop is known to write (known: ask or automatic, times or minutes, original input or results)"
        ),
        AutomatorMapping(
            "com.apple.Automator.OpenFinderItems", target: "files.open",
            plan: "files.open (the system opener with --allow-open; the chosen application, appPath, is not carried over)"),
        AutomatorMapping(
            "com.apple.Automator.Display-Notification", target: "notification",
            parameters: [.set("title", .text("title")), .set("body", .text("message"))],
            plan: "notification (a headless host prints it on standard error as one line; the subtitle is dropped)"),
        AutomatorMapping(
            "com.apple.Automator.RunScript", target: "runapplescript", parameters: [.set("script", .text("source"))]),
        AutomatorMapping(
            "com.apple.Automator.RunJavaScript", target: "runjavascriptforautomation",
            parameters: [.set("script", .text("source"))]),
        AutomatorMapping(
            "com.apple.Automator.ExtractDatafromText", target: "detect.link",
            parameters: [.require(key: "type", value: "com.apple.Automator.text.url")],
            plan: "detect.link (URLs only)"),
        AutomatorMapping("com.apple.Automator.DisplayWebpages", target: "openurl", plan: "openurl"),
        // Choose from List: its input's items, asked with `prompt` (the one key real workflows show).
        AutomatorMapping(
            "com.apple.Automator.ChooseFromList", target: "choosefromlist", parameters: [.set("prompt", .text("prompt"))],
            plan: "choosefromlist"),
        // Ask for Finder Items: `granularity` is the Type popup, 0 Files (a real workflow asks for
        // PDFs with it), 1 Folders (the popup's second entry [inferred]; a real workflow lists the
        // chosen item's contents); files and folders together have no Select File mode. The prompt
        // and start folder have no place in Select File.
        AutomatorMapping(
            "com.apple.Automator.AskForFinderItems", target: "file.select",
            parameters: [
                .set("mode", .code("granularity", [0: "Files", 1: "Folders"])),
                .set("multiple", .flag("multipleSelection", default: false)),
            ], plan: "file.select (files or folders)"),
        // Wait for User Action: a message and Continue, or Stop (which ends the workflow); a
        // timeout has no equivalent.
        AutomatorMapping(
            "com.apple.Automator.FloatingDialog", target: "confirm",
            parameters: [
                .refuse(flag: "useTimeout", .automatorCode(key: "useTimeout", value: "true")),
                .set("question", .text("dialogMessage")), .set("confirm", .literal("Continue")), .set("cancel", .literal("Stop")),
            ], plan: "confirm (without a timeout)"),
        // Launch Application (bundle Launch Application.action, identifier RunApplication): the app
        // by its path, handed to the opener behind --allow-open (printed without it).
        AutomatorMapping(
            "com.apple.Automator.RunApplication", "com.apple.Automator.LaunchApplication", "file:LaunchApplication.action",
            target: "openapp", parameters: [.set("app", .text("appPath"))], plan: "openapp (the system opener with --allow-open)"),
        // Get Selected Finder Items: what a Quick Action or Folder Action receives (the Finder
        // selection, the added files) is the run's input here, the files --input-path gives.
        AutomatorMapping(
            "com.apple.Automator.GetSelectedFinderItems2", "com.apple.Automator.GetSelectedFinderItems", target: "getvariable",
            parameters: [.set("variable", .workflowInput)], plan: "getvariable of the workflow's input (the run's input files)"),
    ]

    /// The declaration for a bundle identifier (with `_` and spaces removed).
    static func mapping(_ bundle: String) -> AutomatorMapping? { byBundle[bundle] }

    /// The declaration for an action known only by its bundle's file name (`ActionBundlePath`,
    /// e.g. `Library/Automator/Get Parent Folder.action`): third-party actions whose identifier varies.
    static func mapping(bundlePath: String?) -> AutomatorMapping? {
        guard let bundlePath else { return nil }
        let file = (bundlePath.split(separator: "/").last.map(String.init) ?? bundlePath)
        return byBundle["file:" + file.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "_", with: "")]
    }

    private static let byBundle: [String: AutomatorMapping] = Dictionary(
        (actions + images + finderAndWeb + unmappedReasons + PDFAutomatorMappings.actions).flatMap { mapping in
            mapping.bundles.map { ($0, mapping) }
        },
        uniquingKeysWith: { first, _ in first })

    /// Rename Finder Items' six modes.
    static let renameModes = AutomatorParameter.modes(
        key: "renameType", parameter: "mode",
        [
            AutomatorMode(
                0, "Add Date or Time",
                [
                    .set("date", .code("dateToUse", [0: "Date Created", 1: "Date Modified", 2: "Current Date"])),
                    .set("datePosition", .code("datePlacement", namePosition)),
                    .set(
                        "dateFormat", .dateFormat(code: "dateFormat", separator: "dateSeparator", leadingZeros: "useLeadingZeros")
                    ),
                    .set("dateSeparator", .code("nameDateSeparator", [0: " ", 3: "_"])),
                ]),
            AutomatorMode(
                1, "Add Text", [.set("text", .text("textInput")), .set("textPosition", .code("insertionPosition", namePosition))]),
            AutomatorMode(
                2, "Change Case",
                [.set("case", .code("caseIndicator", [0: "lowercase"])), .set("part", .code("includeExtensions", namePart))]),
            AutomatorMode(
                3, "Make Sequential",
                [
                    .set("sequence", .code("renameItems", [0: "Keep Name", 1: "New Name"])),
                    .set("newName", .when("renameItems", equals: 1, .text("defaultName"))),
                    .set("start", .integer("startingNumber", default: 1)),
                    .set("digits", .countWhen("minimumCount", flag: "useLeadingZeros")),
                    .set("numberPosition", .code("numberLocation", namePosition)),
                    .set("numberSeparator", .code("numberSeparator", [0: "", 3: "_"])),
                ]),
            AutomatorMode(
                4, "Replace Text",
                [
                    .set("find", .text("textToFind")), .set("replace", .text("replaceWithText")),
                    .set("caseSensitive", .negatedFlag("ignoreCase", default: true)),
                    .set("part", .code("includeExtensions", namePart)),
                ]),
            AutomatorMode(
                5, "Set Name", [.set("name", .text("nameSingleItem")), .set("includesExtension", .codeIs("singleItemOption", 1))]),
        ])

    /// Where added text goes.
    static let namePosition = [0: "After Name", 1: "Before Name"]
    /// Which part of the name changes.
    static let namePart = [0: "Full Name", 1: "Name Only", 2: "Extension Only"]
}
