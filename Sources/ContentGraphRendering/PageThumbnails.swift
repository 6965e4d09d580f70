import Foundation
import Images
import ShortcutEngine

/// Small previews of the image files a recorded run passed around, for the HTML view
/// (docs/content-graph.md "HTML"): each file value whose bytes decode with `ImageDecoder` becomes
/// one `<img>` in a hidden holder, shrunk to `edge` pixels on its longest side and embedded as a
/// PNG `data:` URL; the page's script shows it beside the values that name the file. A file that
/// does not decode, is larger than `fileByteLimit`, or comes after the page's limits are reached
/// keeps just its text (its path).
enum PageThumbnails {
    /// Longest edge of a thumbnail, in pixels.
    static let edge = 96
    /// Files larger than this are not read for a preview: decoding a large photograph costs more
    /// than a preview is worth.
    static let fileByteLimit = 8 << 20
    /// Thumbnails on one page at most, and PNG bytes in all (before base64): a run over thousands
    /// of photos still gives a page of a few megabytes that a browser opens at once.
    static let countLimit = 100
    /// See `countLimit`.
    static let totalByteLimit = 2 << 20
    /// What a preview may decode: a small file may still claim a huge image.
    static let decodeLimits = ImageLimits(maxDimension: 20_000, maxPixels: 40_000_000, maxFrames: 1, maxMetadataBytes: 1 << 20)

    /// The hidden holder with one `<img>` per previewable file in the run's values (in node
    /// order, each path once), or "" when there is none.
    static func markup(for annotations: [Int: ActionAnnotation]) -> String {
        var paths: [String] = []
        var seen = Set<String>()
        for index in annotations.keys.sorted() {
            guard let annotation = annotations[index] else { continue }
            var values = annotation.parameters.map(\.value) + [annotation.output]
            for sample in annotation.samples { values += sample.parameters.map(\.value) + [sample.output] }
            for value in values { collectFiles(value, depth: 0, into: &paths, seen: &seen) }
        }
        var images: [String] = []
        var total = 0
        for path in paths where images.count < countLimit {
            guard let (png, width, height) = thumbnail(path: path), total + png.count <= totalByteLimit else { continue }
            total += png.count
            images.append(
                "<img class=\"thumb\" alt=\"\" data-path=\"\(ContentGraph.htmlEscape(path))\" width=\"\(width)\" height=\"\(height)\" src=\"data:image/png;base64,\(png.base64EncodedString())\">"
            )
        }
        return images.isEmpty ? "" : "<div id=\"thumbnails\" hidden>" + images.joined() + "</div>\n"
    }

    /// The file paths in `value`, looking as deep and as wide as the page shows values.
    static func collectFiles(_ value: Value, depth: Int, into paths: inout [String], seen: inout Set<String>) {
        guard depth < PageValues.depthLimit else { return }
        switch value {
        case .file(let file): if seen.insert(file.path).inserted { paths.append(file.path) }
        case .list(let items):
            for item in items.prefix(PageValues.itemLimit) { collectFiles(item, depth: depth + 1, into: &paths, seen: &seen) }
        case .dictionary(let dictionary):
            for pair in dictionary.pairs.prefix(PageValues.itemLimit) {
                collectFiles(pair.value, depth: depth + 1, into: &paths, seen: &seen)
            }
        case .named(let item): collectFiles(item.value, depth: depth + 1, into: &paths, seen: &seen)
        default: return
        }
    }

    /// The PNG preview of the image at `path` and its size, or nil when it is not a decodable
    /// image within the limits.
    static func thumbnail(path: String) -> (png: Data, width: Int, height: Int)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= fileByteLimit,
            let data = FileManager.default.contents(atPath: path), ImageDecoder.format(of: data) != nil
        else { return nil }
        let draft: DraftTarget = { width, height in fitted(width: width, height: height) }
        guard let image = try? ImageDecoder.decode(data, limits: decodeLimits, draft: draft) else { return nil }
        let target = fitted(width: image.pixels.width, height: image.pixels.height)
        let pixels: PixelBuffer
        if target.width == image.pixels.width && target.height == image.pixels.height {
            pixels = image.pixels
        } else {
            guard let resized = try? image.pixels.resized(width: target.width, height: target.height, filter: .bilinear) else {
                return nil
            }
            pixels = resized
        }
        guard let png = try? PNG.encode(pixels) else { return nil }
        return (png, target.width, target.height)
    }

    /// `width`×`height` shrunk (never enlarged) so the longest side is at most `edge`, at least 1 a side.
    static func fitted(width: Int, height: Int) -> (width: Int, height: Int) {
        let longest = max(width, height)
        guard longest > edge else { return (max(width, 1), max(height, 1)) }
        return (max(1, width * edge / longest), max(1, height * edge / longest))
    }
}
