import Foundation
import Images
import SafeFiles
import ShortcutEngine

/// An image an action was given: where it came from, its bytes and its decoded pixels.
struct ImageItem {
    /// The file's name (`photo.jpg`).
    var name: String
    /// The file's bytes as read.
    var data: Data
    /// The decoded pixels, source and metadata.
    var image: DecodedImage
}

/// Reading the images actions are given and writing the ones they make, in one place.
enum ImageContent {
    /// Every image in `value` (a file or a list of files), decoded; with `draft`, a JPEG may
    /// decode at a fraction of its size that still covers the target.
    static func items(_ value: Value, parameter: String, context: ActionContext, draft: DraftTarget? = nil) throws -> [ImageItem]
    {
        let items = value.items
        guard !items.isEmpty else { throw ActionFailure(ImageFailure.noImages, parameter: parameter) }
        return try items.map { try item($0, parameter: parameter, context: context, draft: draft) }
    }

    /// Apple's image actions that change each image given (Convert, Crop, Resize, Flip, Rotate:
    /// `WFImage…Action`; Mask: `WFMaskImageAction`) give nothing, and no error, when their input
    /// has no items (each checks `numberOfItems` and finishes); otherwise each image changed by
    /// `change`, in order.
    static func changingEach(_ given: [Value], change: (Value) throws -> Value) rethrows -> Value {
        let images = given.filter { !$0.isNothing }
        return images.isEmpty ? .nothing : .list(try images.map(change))
    }

    /// One image value, decoded.
    static func item(_ value: Value, parameter: String, context: ActionContext, draft: DraftTarget? = nil) throws -> ImageItem {
        guard case .file(let file) = value.unnamed else {
            let shown = ValueSummary.describe(value, coercion: context.coercion)
            throw ActionFailure(ImageFailure.notAnImage(shown), parameter: parameter)
        }
        let data = try ContentBytes.of(value.unnamed, parameter: parameter, context: context, files: readAccess(context))
        do {
            let image = try ImageDecoder.decode(data, draft: draft)
            try noteDamage(image, name: file.name, context: context, parameter: parameter)
            return ImageItem(name: file.name, data: data, image: image)
        } catch let error as ImageError {
            if case .unrecognized = error { throw ActionFailure(ImageFailure.notAnImage("'\(file.name)'"), parameter: parameter) }
            throw ActionFailure(ImageFailure.unreadable(name: file.name, reason: error.description), parameter: parameter)
        }
    }

    /// Warns, once a run for the file, when `image` was decoded past damage (a cut JPEG), as
    /// Apple's readers show such a file: every action that decodes an image says it here.
    static func noteDamage(_ image: DecodedImage, name: String, context: ActionContext, parameter: String)
        throws(ActionFailure)
    {
        guard !image.damage.isEmpty else { return }
        try context.warnOnce(ImageFailure.damaged(name: name, what: image.damage.joined(separator: "; ")), parameter: parameter)
    }

    /// File access for reading images: the run's allowed folders and the photo library, whose
    /// photos (what Find Photos or Get Latest Photos gave) the image actions read as Apple's do.
    static func readAccess(_ context: ActionContext) -> FileAccess {
        guard let library = context.photoLibrary, !library.isEmpty else { return context.files }
        return context.files(alsoAllowing: [library])
    }

    /// Writes `pixels` as a new file in the run's download folder, named after `source` (its stem
    /// and, unless `format` says otherwise, its format: PNG for a source we cannot write).
    static func save(
        _ pixels: PixelBuffer, like source: ImageItem, format: ImageFormat? = nil, quality: Int = 90,
        keepMetadata: Bool = false, parameter: String, context: ActionContext
    ) throws -> Value {
        let target = writable(format ?? source.image.source.format)
        let data = try encode(
            pixels, as: target, quality: quality, metadata: keepMetadata ? source.image.metadata : nil, parameter: parameter)
        let stem = (source.name as NSString).deletingPathExtension
        let name = (stem.isEmpty ? "Image" : stem) + "." + fileExtension(of: target)
        guard let file = try DownloadFolder.save(data, name: name, context: context, parameter: parameter) else {
            throw ActionFailure(ImageFailure.noFolderForResult, parameter: parameter)
        }
        return file
    }

    /// `format` when we can write it, else PNG (a WebP, HEIC… source's edits are PNG files).
    static func writable(_ format: ImageFormat) -> ImageFormat { [.jpeg, .gif, .bmp, .tiff].contains(format) ? format : .png }

    /// The bytes of `pixels` as `format`; EXIF and ICC kept from `metadata` when given (JPEG).
    static func encode(_ pixels: PixelBuffer, as format: ImageFormat, quality: Int, metadata: ImageMetadata?, parameter: String)
        throws -> Data
    {
        do {
            switch format {
            case .jpeg:
                var options = JPEGEncodeOptions(quality: quality)
                options.exif = metadata?.exif.map(EXIF.uprighted)
                options.iccProfile = metadata?.iccProfile?.bytes
                return try JPEG.encode(pixels, options: options)
            case .gif: return try GIF.encode([.init(pixels: pixels, delay: 0)], loopCount: nil)
            case .bmp: return try BMP.encode(pixels)
            case .tiff: return try TIFF.encode(pixels)
            default: return try PNG.encode(pixels)
            }
        } catch let error as ImageError {
            throw ActionFailure(ImageFailure.cannotEdit(error.description), parameter: parameter)
        }
    }

    static func fileExtension(of format: ImageFormat) -> String {
        switch format {
        case .jpeg: return "jpg"
        case .gif: return "gif"
        case .bmp: return "bmp"
        case .tiff: return "tiff"
        case .heic, .heif, .webp: return format.rawValue.lowercased()
        default: return "png"
        }
    }

    /// Runs an Images edit, its errors worded as the action's.
    static func edit<T>(parameter: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as ImageError {
            throw ActionFailure(ImageFailure.cannotEdit(error.description), parameter: parameter)
        }
    }

    /// A whole number of pixels (−65,535…65,535) from a parameter's number: a position.
    static func offset(_ number: Double, label: String, parameter: String) throws -> Int {
        guard number.isFinite, abs(number) <= 65_535 else {
            throw ActionFailure(ImageFailure.badPosition(label: label, given: String(format: "%g", number)), parameter: parameter)
        }
        return Int(number.rounded())
    }

    /// The custom point `x`, `y` for a Custom position (Crop's and Overlay's), else (0, 0): those
    /// parameters are read only when the position uses them.
    static func customOffset(
        _ parameters: ResolvedParameters, position: ImagePosition, x: Parameter<Number>, y: Parameter<Number>
    ) throws -> (Int, Int) {
        guard position == .custom else { return (0, 0) }
        return (
            try offset(try parameters[x].double, label: "x", parameter: x.key),
            try offset(try parameters[y].double, label: "y", parameter: y.key)
        )
    }

    /// A whole number of pixels (1…65,535) from a parameter's number.
    static func pixels(_ number: Double, label: String, parameter: String) throws -> Int {
        guard number.isFinite, number >= 1, number <= 65_535, number == number.rounded() else {
            throw ActionFailure(
                ImageFailure.badPixels(label: label, given: number.isFinite ? String(format: "%g", number) : "\(number)"),
                parameter: parameter)
        }
        return Int(number)
    }
}
