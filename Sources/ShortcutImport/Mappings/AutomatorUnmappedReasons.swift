/// Automator actions the public workflows use most that stay unmapped, each with its reason (the
/// ranking: scripts/automator-usage.py, docs/import.md §4). Apple-only ones need a Mac app or
/// macOS itself; the others name what is missing here.
extension AutomatorMappings {
    static let unmappedReasons: [AutomatorMapping] = [
        (
            "com.apple.action.qfilterpdf",
            "nothing: a Quartz filter (.qfilter) is applied by macOS's Quartz, which this engine has not"
        ),
        ("com.apple.Automator.QuitApplication", "nothing: it quits a Mac application"),
        ("com.apple.Automator.WatchMeDo", "nothing: it replays recorded clicks and keystrokes on a Mac's screen"),
        ("com.apple.QuickTime.Automator.EncodeMedia", "nothing: it encodes with QuickTime's presets, which this engine has not"),
        ("com.apple.Automator.AddFilestoPlaylist", "nothing: it imports into iTunes (Music), an Apple app"),
        (
            "com.apple.QuartzComposer.automatorActions.imageFilter",
            "nothing: a Quartz Composer composition runs only on macOS"
        ),
        ("com.apple.action.oddevenpdf", "a PDF of the odd or even pages (`even`), which no action here makes yet"),
        (
            "com.apple.action.compresspdf",
            "compresspdf, once it re-compresses images (`compressionTag`): Optimize File Size of PDF leaves them as they are"
        ),
    ].map { bundle, plan in AutomatorMapping(bundle, target: nil, plan: plan) }
}
