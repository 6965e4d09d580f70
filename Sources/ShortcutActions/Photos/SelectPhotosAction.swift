import SafeFiles
import ShortcutEngine

/// Select Photos: asks which of the library's photos and videos to pass on (a list question the
/// host answers: a terminal, `--answer`, an answers file).
public enum SelectPhotosAction: Action {
    /// The prompt the question asks with; `--answer` matches it (or the action's id).
    public static func prompt(multiple: Bool) -> String { multiple ? "Select photos" : "Select a photo" }

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.selectphoto", name: "Select Photos",
        summary:
            "Asks which photos or videos of the photo library to pass on: the choices are their paths in the library (Album/name), newest first; answered by number or path (several: a comma-separated list).",
        category: "Photos",
        parameters: [
            ParameterDefinition(
                "multiple", wireKey: "WFSelectMultiplePhotos", label: "Select Multiple", type: .boolean,
                summary: "Several may be chosen; the output is then a list.", default: false)
        ],
        output: .produces(.file), outputName: "Photos")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let multiple = try parameters.bool("multiple")
        let library = try PhotoLibrary(context: context, parameter: "multiple")
        let photos = LatestPhotos.byDateTaken(try library.photos(maxItems: context.limits.maxItems, parameter: "multiple"), library: library)
        guard !photos.isEmpty else { throw ActionFailure(PhotoFailure.nothingToSelect(library.root), parameter: "multiple") }
        let question = Question(
            kind: .list, prompt: prompt(multiple: multiple), actionID: context.actionID,
            options: photos.map { PathText.join($0.album, $0.name) }, allowsMultiple: multiple)
        let chosen = try context.host.choose(question).filter { photos.indices.contains($0) }
        guard multiple else { return chosen.first.map { photos[$0].value } ?? .nothing }
        return .list(chosen.map { photos[$0].value })
    }
}
