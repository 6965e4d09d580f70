import ShortcutEngine

/// Get URLs from Input (`detect.link`): every link written in the input's text (`https://…`, `mailto:…`, `www.` hosts), and URLs and files as URLs.
public enum DetectLinkAction: CoercionAction {
    /// What each item of the input becomes: URL.
    public static let target = ValueType.url

    public static let definition = ActionDefinition(
        "is.workflow.actions.detect.link", name: "Get URLs from Input",
        summary:
            "Returns every link written in the input's text (`https://…`, `mailto:…`, `www.` hosts), and URLs and files as URLs.",
        category: "Content",
        parameters: [inputParameter("What to read links from.")],
        input: "input", output: .produces(.url), outputName: "URLs")
}
