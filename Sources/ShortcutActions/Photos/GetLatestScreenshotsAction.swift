import ShortcutEngine

/// Get Latest Screenshots: the newest screenshots of the photo library.
public enum GetLatestScreenshotsAction: Action {
    static let count = LatestPhotos.countParameter("Screenshots")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getlastscreenshot", name: "Get Latest Screenshots",
        summary:
            "Gets the newest screenshots of the photo library (images named Screenshot… or listed in a folder's .screenshots), newest first.",
        category: "Photos", parameters: [count],
        output: .produces(.list), outputName: "Latest Screenshots")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try LatestPhotos.newest(parameters, count: Self.count, context: context) { photo, _ in photo.isScreenshot }
    }
}
