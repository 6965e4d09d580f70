/// Automator actions mapped or declared from what their bundles declare (issue 24 item 8):
/// identifiers as research/automator.md §8 saw them in saved workflows, else the bundle's file
/// name (`file:NAME.action`) where no saved workflow showed the identifier. An action whose
/// bundle's parameter keys no public workflow shows is declared with no target and says so: its
/// choices (a case, a filter) cannot be read without them.
extension AutomatorMappings {
    static let finderAndWeb: [AutomatorMapping] =
        [
            // Reveal Finder Items: no parameters; shows each item in its folder, so the folder goes to
            // the opener behind --allow-open (printed without it), and the items pass on.
            AutomatorMapping(
                "com.apple.Automator.RevealFinderItems", "file:RevealFinderItems.action", target: "files.open",
                parameters: [.set("reveal", .literalFlag(true))],
                plan: "files.open with reveal (the system opener with --allow-open)"),
            // Get Specified URLs: `URLlist`, entries [enabled, title, URL]; the ticked URLs are the output.
            AutomatorMapping(
                "com.apple.Automator.URLList", "file:GetSpecifiedURLs.action", target: "url",
                parameters: [.set("url", .enabledURLs("URLlist"))], plan: "url (the ticked URLs)"),
            // Speak Text: the input is spoken (printed on standard error on a terminal) and passes on.
            AutomatorMapping("file:SpeakText.action", target: "speaktext", plan: "speaktext"),
            // View with Quick Look (a third-party action, Nyhthawk Productions; no parameters): a preview
            // of the input, which passes on, as Shortcuts' Quick Look.
            AutomatorMapping(
                "com.NyhthawkProductions.Automator.ViewWithQuickLook", target: "previewdocument", plan: "previewdocument"),
            AutomatorMapping(
                "com.apple.Automator.TextToAudioFile", "file:TexttoAudioFile.action", target: nil,
                plan: "nothing: an audio file of spoken text needs a speech synthesizer, which this engine has not"),
            AutomatorMapping(
                "com.apple.AddFinderComments", "file:SetSpotlightCommentsforFinderItems.action", target: nil,
                plan:
                    "nothing: a Spotlight comment is Finder metadata (an extended attribute only Finder and Spotlight read), which nothing here shows"
            ),
            AutomatorMapping(
                "file:LabelFinderItems.action", target: nil,
                plan: "nothing: a Finder label (a colour tag) is Finder metadata, which nothing here shows"),
            AutomatorMapping("file:NewMailMessage.action", target: nil, plan: "nothing: a new message in Mail needs Mail"),
            AutomatorMapping(
                "file:GetContentsofTextEditDocument.action", "file:NewTextEditDocument.action", target: nil,
                plan: "nothing: it reads or makes a TextEdit document, which needs TextEdit"),
            AutomatorMapping(
                "com.apple.Automator.GetWebpageText", "file:GetTextfromWebpage.action", target: nil,
                plan: "getwebpagecontents and the page's text, once an action here turns a page's HTML into its text"),
        ] + unknownKeys

    /// Bundles whose parameter keys no public saved workflow shows, with the action each would map to.
    static let unknownKeys: [AutomatorMapping] = [
        ("file:FilterParagraphs.action", "list.filter (which paragraphs: its keys are unknown)"),
        ("file:FilterURLs.action", "list.filter (which URLs: its keys are unknown)"),
        ("file:GetLinkURLsfromWebpages.action", "getwebpagecontents and detect.link (its keys are unknown)"),
        ("file:ChangeCaseofText.action", "text.changecase (which case: its keys are unknown)"),
        ("file:CreateArchive.action", "makezip (the archive's name and folder: its keys are unknown)"),
        ("file:CombineTextFiles.action", "text.combine (its keys are unknown)"),
        ("file:DownloadURLs.action", "downloadurl (where to save: its keys are unknown)"),
    ].map { bundle, plan in AutomatorMapping(bundle, target: nil, plan: plan) }
}
