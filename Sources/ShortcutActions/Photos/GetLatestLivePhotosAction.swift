import ShortcutEngine

/// Get Latest Live Photos: the newest images that have their video beside them.
public enum GetLatestLivePhotosAction: Action {
    static let count = LatestPhotos.countParameter("Live Photos")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getlatestlivephotos", name: "Get Latest Live Photos",
        summary:
            "Gets the newest Live Photos of the photo library: images with a video of the same name beside them (IMG_0001.HEIC and IMG_0001.MOV), newest first; the image is output.",
        category: "Photos", parameters: [count],
        output: .produces(.list), outputName: "Latest Live Photos")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try LatestPhotos.newest(parameters, count: Self.count, context: context) { photo, all in
            LatestPhotos.isLivePhoto(photo, among: all)
        }
    }
}
