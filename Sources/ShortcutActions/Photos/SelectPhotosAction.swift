import SafeFiles
import ShortcutEngine

/// Select Photos: asks which of the library's photos and videos to pass on (a list question the
/// host answers: a terminal, `--answer`, an answers file).
public enum SelectPhotosAction: Action {
    /// The prompt the question asks with; `--answer` matches it (or the action's id).
    public static func prompt(multiple: Bool) -> String { multiple ? "Select photos" : "Select a photo" }

    static let multiple = Parameter<Bool>(
        "multiple", wireKey: "WFSelectMultiplePhotos", label: "Select Multiple",
        summary: "Several may be chosen; the output is then a list.", default: false)
    static let include = Parameter<Value>(
        "include", wireKey: "WFPhotoPickerTypes", label: "Include",
        summary: "What is offered: Images, Live Photos, Videos, or a list of them (Apple's newer picker; default all).",
        default: ["Images", "Live Photos", "Videos"])

    public static let definition = ActionDefinition(
        "is.workflow.actions.selectphoto", name: "Select Photos",
        summary:
            "Asks which photos or videos of the photo library to pass on: the choices are their paths in the library (Album/name), newest first; answered by number or path (several: a comma-separated list).",
        category: "Photos",
        parameters: [multiple, include],
        output: .produces(.file), outputName: "Photos")

    /// What the picker offers (Apple's `WFPhotoPickerTypes`).
    enum Kind: String, Choice {
        case images = "Images"
        case livePhotos = "Live Photos"
        case videos = "Videos"
    }

    /// The kinds named by `value` (one, a list, or comma-separated text); Nothing: all.
    static func included(_ value: Value, context: ActionContext) throws -> Set<Kind> {
        let names = try value.items.flatMap {
            try context.limitedText($0).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        guard !names.isEmpty else { return Set(Kind.allCases) }
        let choices = ChoiceSet(Kind.self)
        return Set(
            try names.map { name in
                guard let canonical = choices.canonical(name), let kind = Kind(rawValue: canonical) else {
                    throw ActionFailure(
                        ParameterFailure.unknownChoice(given: name, allowed: choices.values), parameter: "include")
                }
                return kind
            })
    }

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let multiple = try parameters[Self.multiple]
        let library = try PhotoLibrary(context: context, parameter: "multiple")
        let kinds = try included(parameters.optional(Self.include) ?? .nothing, context: context)
        let all = try library.photos(maxItems: context.limits.maxItems, parameter: "multiple")
        let offered = all.filter { photo in
            photo.kind == .video
                ? kinds.contains(.videos)
                : kinds.contains(.images) || (kinds.contains(.livePhotos) && LatestPhotos.isLivePhoto(photo, among: all))
        }
        let photos = LatestPhotos.byDateTaken(offered, library: library)
        guard !photos.isEmpty else { throw ActionFailure(PhotoFailure.nothingToSelect(library.root), parameter: "multiple") }
        let question = Question(
            kind: .list, prompt: prompt(multiple: multiple), actionID: context.actionID,
            options: photos.map { PathText.join($0.album, $0.name) }, allowsMultiple: multiple)
        let chosen = try context.host.choose(question).filter { photos.indices.contains($0) }
        guard multiple else { return chosen.first.map { photos[$0].value } ?? .nothing }
        return .list(chosen.map { photos[$0].value })
    }
}
