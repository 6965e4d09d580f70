import Foundation
import Images
import ShortcutEngine

/// Get Images from Input: the images among the input — image files, `data:` URLs, and the
/// images embedded in rich text or HTML.
public enum GetImagesFromInputAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", type: .any, summary: "Files, text, rich text or HTML.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.detect.images", name: "Get Images from Input",
        summary:
            "Keeps the image files of the input (by their first bytes) and turns `data:image/…;base64,` URLs — alone, or in text, rich text or HTML (an <img> tag's source) — into image files in the run's download folder; everything else is left out. Images on the web are not fetched.",
        category: "Images", parameters: [input], input: input, output: .produces(.list), outputName: "Images")

    /// The most data URLs read from one item, and the most bytes one may hold.
    static let maxEmbedded = 1_000
    static let maxBytes = 64 << 20

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var images: [Value] = []
        for item in try parameters[Self.input].items {
            switch item.unnamed {
            case .file(let file):
                let head = try? ContentBytes.of(item.unnamed, parameter: Self.input.key, context: context).prefix(64)
                if let head, ImageDecoder.format(of: Data(head)) != nil { images.append(.file(file)) }
            case .richText(let rich): images += try embedded(rich.html, context: context)
            case .text(let text), .url(let text): images += try embedded(text, context: context)
            default: continue
            }
        }
        return .list(images)
    }

    /// The images of every `data:image/…;base64,` URL in `text`, saved as files.
    static func embedded(_ text: String, context: ActionContext) throws -> [Value] {
        var found: [Value] = []
        var rest = text[...]
        while let start = rest.range(of: "data:image/", options: .caseInsensitive), found.count < maxEmbedded {
            let tail = rest[start.lowerBound...]
            let end =
                tail.firstIndex(where: { $0 == "\"" || $0 == "'" || $0 == ")" || $0 == ">" || $0.isWhitespace }) ?? tail.endIndex
            rest = tail[end...]
            let url = tail[..<end]
            guard let comma = url.firstIndex(of: ","), url[..<comma].lowercased().hasSuffix(";base64"),
                url.utf8.count <= maxBytes * 4 / 3 + 64,
                let data = Data(base64Encoded: String(url[url.index(after: comma)...]), options: .ignoreUnknownCharacters),
                let format = ImageDecoder.format(of: data)
            else { continue }
            let name = "Image." + (format == .jpeg ? "jpg" : format.rawValue.lowercased())
            guard let file = try DownloadFolder.save(data, name: name, context: context, parameter: Self.input.key) else {
                throw ActionFailure(ImageFailure.noFolderForResult, parameter: Self.input)
            }
            found.append(file)
        }
        return found
    }
}
