import ShortcutEngine

/// Get Latest Photos: the newest images of the photo library, screenshots included unless turned off.
public enum GetLatestPhotosAction: Action {
    static let count = LatestPhotos.countParameter("Photos")
    static let includeScreenshots = Parameter<Bool>(
        "includeScreenshots", wireKey: "WFGetLatestPhotosActionIncludeScreenshots", label: "Include Screenshots",
        summary: "Screenshots count as photos (docs/photos.md says what a screenshot is).", default: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getlastphoto", name: "Get Latest Photos",
        summary:
            "Gets the newest photos (images, not videos) of the photo library by date taken (EXIF, else the file's date), newest first.",
        category: "Photos",
        parameters: [count, includeScreenshots],
        output: .produces(.list), outputName: "Latest Photos")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let screenshots = try parameters[Self.includeScreenshots]
        return try LatestPhotos.newest(parameters, count: Self.count, context: context) { photo, _ in
            photo.kind == .image && (screenshots || !photo.isScreenshot)
        }
    }
}
