import ShortcutEngine

/// Filter Images (Apple's `WFContentItemFilterAction` on `WFImageContentItem`, iOS 12 and 13
/// definitions and Shortcuts 10.0's registry): the images given that meet Apple's condition table on
/// their details (Get Details of Images' values), sorted and limited, as Find Photos does for the
/// photo library.
public enum FilterImagesAction: Action {
    static let images = Parameter<Value>(
        "images", wireKey: "WFContentItemInputParameter", type: .list,
        summary: "The images to filter: image files, or photos of the photo library.")
    static let conditions = Parameter<Value>(
        "conditions", label: "Filter", type: .list,
        summary:
            #"Dictionaries {"property", "condition", "value"} — property any detail of Get Details of Images (Width, Height, Date Taken, Orientation, Camera Make, Media Type, Is a Screenshot, Album, File Size, Name…); condition any of If's (is, is not, contains, is greater than, is between with "upper", is in the last with "amount" and "unit", is today…)."#
    )
    /// Match, Sort By (a detail or Random), its order and the limit.
    static let settings = ContentFilterSettings<PropertyOrRandom<ImageDetail>>(items: "images")

    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.images", name: "Filter Images",
        summary:
            "Keeps the images that meet every condition of Apple's condition table (or one, with Match Any) on their details, read as Get Details of Images reads them (EXIF orientation applied, date taken from EXIF else the file's date); then sorts (ties keep their order, a missing detail first) and limits. An item that is not an image stops the run, naming it.",
        category: "Images",
        parameters: [images, conditions] + settings.declarations, input: images,
        output: .produces(.list), outputName: "Images")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let table = try PropertyConditions<ImageDetail>(
            parameters.optional(Self.conditions), match: parameters[Self.settings.match], items: "image")
        let zone = context.host.timeZone
        var kept: [(value: Value, facts: ImageFacts)] = []
        for item in (parameters.optional(Self.images) ?? .nothing).items where !item.isNothing {
            let facts = try GetDetailsOfImagesAction.facts(item, context: context, parameter: Self.images.key)
            if try table.keeps({ try $0.holds(facts.value($0.property, zone: zone), context: context) }) {
                kept.append((item, facts))
            }
        }
        kept = try settings.finish(kept, parameters, context: context) { key in
            key.property.map { detail in { $0.facts.value(detail, zone: zone) } }
        }
        return .list(kept.map(\.value))
    }
}
