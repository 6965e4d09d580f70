import ShortcutEngine

/// Get Latest Videos: the newest videos of the photo library.
public enum GetLatestVideosAction: Action {
    static let count = LatestPhotos.countParameter("Videos")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getlastvideo", name: "Get Latest Videos",
        summary: "Gets the newest videos (mov, mp4, m4v) of the photo library by their file date, newest first.",
        category: "Photos", parameters: [count],
        output: .produces(.list), outputName: "Latest Videos")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try LatestPhotos.newest(parameters, count: Self.count, context: context) { photo, _ in photo.kind == .video }
    }
}
