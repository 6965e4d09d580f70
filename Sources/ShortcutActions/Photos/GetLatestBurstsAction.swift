import ShortcutEngine

/// Get Latest Bursts: the newest burst frames of the photo library.
public enum GetLatestBurstsAction: Action {
    static let count = LatestPhotos.countParameter("Bursts")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getlatestbursts", name: "Get Latest Bursts",
        summary: "Gets the newest burst photos of the photo library: images whose name holds BURST (any case), newest first.",
        category: "Photos", parameters: [count],
        output: .produces(.list), outputName: "Latest Bursts")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try LatestPhotos.newest(parameters, count: Self.count, context: context) { photo, _ in LatestPhotos.isBurst(photo) }
    }
}
