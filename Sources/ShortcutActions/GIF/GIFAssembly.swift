import Foundation
import Images
import ShortcutEngine

/// What Make GIF and Add Frame to GIF share: reading the images that become frames, checking
/// the animation's size against the limits, fitting frames to the canvas and writing the GIF.
enum GIFAssembly {
    /// The pixels (the first frame of an animation) and name stem of each image file in `value`;
    /// Nothing items are skipped; `already` frames count towards the frame limit.
    static func images(_ value: Value?, already: Int = 0, parameter: Parameter<Value>, context: ActionContext) throws -> [(
        PixelBuffer, String
    )] {
        var images: [(PixelBuffer, String)] = []
        for item in (value ?? .nothing).items {
            if case .nothing = item { continue }
            guard let file = MediaFile.reference(item) else {
                throw ActionFailure(PDFFailure.notImage(GetTextFromPDFAction.describe(item)), parameter: parameter)
            }
            let limit = ImageLimits.standard.maxFrames
            guard already + images.count < limit else {
                throw ActionFailure(
                    PDFFailure.tooManyFrames(count: already + images.count + 1, limit: limit), parameter: parameter)
            }
            let data = try MediaFile.read(file, context: context, parameter: parameter.key)
            images.append(
                (
                    try MediaFile.image(data, name: file.name, context: context, parameter: parameter.key).pixels,
                    file.nameWithoutExtension
                ))
        }
        return images
    }

    /// Fails unless `count` frames of `width` × `height` fit the pixel limit.
    static func checkSize(count: Int, width: Int, height: Int, parameter: Parameter<Value>) throws {
        guard width * height * count <= ImageLimits.standard.maxPixels else {
            throw ActionFailure(
                PDFFailure.framesTooLarge(count: count, width: width, height: height, limit: ImageLimits.standard.maxPixels),
                parameter: parameter)
        }
    }

    /// `pixels` fitted to the canvas as a frame shown for `delay` seconds; `name` names the image in an error.
    static func frame(_ pixels: PixelBuffer, name: String, width: Int, height: Int, delay: Double, parameter: Parameter<Value>)
        throws -> Animation.Frame
    {
        do {
            return Animation.Frame(pixels: try FrameFitting.fit(pixels, width: width, height: height), delay: delay)
        } catch let error as ImageError {
            throw ActionFailure(PDFFailure.image(error, name: name), parameter: parameter)
        }
    }

    /// Writes `frames` as `name` in the run's download folder (`loopCount` nil: plays once).
    static func save(
        _ frames: [Animation.Frame], loopCount: Int?, name: String, parameter: Parameter<Value>, context: ActionContext
    )
        throws -> Value
    {
        let data: Data
        do {
            data = try GIF.encode(frames, loopCount: loopCount)
        } catch let error as ImageError {
            throw ActionFailure(PDFFailure.image(error, name: name), parameter: parameter)
        }
        return try MediaFile.save([UInt8](data), name: name, what: "GIF", context: context, parameter: parameter.key)
    }
}
