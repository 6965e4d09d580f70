import ShortcutEngine

/// Failures of the image actions (Resize, Crop, Rotate, Flip, Convert, Combine, Overlay, Mask,
/// Get Details of Images, Get Images from Input, Pad Image).
enum ImageFailure: FailureFacts, Equatable {
    /// An item that is no image file (its type's article and name, e.g. "the text 'hello'").
    case notAnImage(String)
    /// A file whose bytes the decoders refuse: its name and the decoder's words.
    case unreadable(name: String, reason: String)
    /// A warning: an image decoded past damage (a cut or damaged JPEG), as Apple's readers show
    /// it: its name and what was wrong.
    case damaged(name: String, what: String)
    /// A video whose movie box does not read (cut short, damaged, or not QuickTime or MPEG-4).
    case unreadableVideo(name: String, reason: String)
    /// The edit cannot be done (the Images library's words).
    case cannotEdit(String)
    /// A size, length or spacing that is no whole number of pixels in range: the parameter's label and what was given.
    case badPixels(label: String, given: String)
    /// A position (x, y) outside ±65,535 pixels: the label and what was given.
    case badPosition(label: String, given: String)
    /// Combine Images' spacing below 0 or past 65,535.
    case badSpacing(String)
    /// Overlay Image's opacity outside 0…100.
    case badOpacity(String)
    /// Mask Image's corner radius below 0.
    case badRadius(String)
    /// Convert Image's quality outside 0…1.
    case badQuality(String)
    /// A percentage that is not above 0 and at most 10,000.
    case badPercentage(String)
    /// The run has no download folder to write the new image into.
    case noFolderForResult
    /// Convert Image to a format we cannot write.
    case cannotWrite(format: String)
    /// The action was given no images.
    case noImages
    /// Pad Image's margin outside 0…65,535 or not whole.
    case badMargin(String)
    /// Pad Image's colour that is no #RRGGBB or #RRGGBBAA.
    case badColour(String)

    var message: String {
        switch self {
        case .notAnImage(let item): return "\(item) is not an image"
        case let .unreadable(name, reason): return "cannot read the image '\(name)': \(reason)"
        case let .damaged(name, what): return "the image '\(name)' is damaged: \(what)"
        case let .unreadableVideo(name, reason): return "cannot read the video '\(name)': \(reason)"
        case .cannotEdit(let reason): return reason
        case let .badPixels(label, given): return "\(label) must be a whole number of pixels from 1 to 65,535, not \(given)"
        case let .badPosition(label, given): return "\(label) must be a number of pixels from -65,535 to 65,535, not \(given)"
        case .badSpacing(let given): return "the spacing must be 0 to 65,535 pixels, not \(given)"
        case .badOpacity(let given): return "the opacity must be 0 to 100, not \(given)"
        case .badRadius(let given): return "the corner radius must be 0 or more pixels, not \(given)"
        case .badQuality(let given): return "the compression quality must be 0 to 1, not \(given)"
        case .badPercentage(let given): return "the percentage must be above 0 and at most 10,000, not \(given)"
        case .noFolderForResult: return "there is no folder to write the new image into"
        case .cannotWrite(let format): return "cannot write \(format) images here"
        case .noImages: return "there are no images to work on"
        case .badMargin(let given): return "the margin must be a whole number of pixels from 0 to 65,535, not \(given)"
        case .badColour(let given): return "the colour must be #RRGGBB or #RRGGBBAA in hexadecimal, not '\(given)'"
        }
    }

    var hint: String? {
        switch self {
        case .notAnImage, .noImages:
            return "give image files (PNG, JPEG, GIF, BMP or TIFF): the previous action's output, or the input parameter"
        case .unreadable: return "convert it to PNG or JPEG with another tool first"
        case .damaged: return "the run goes on with what could be read; if the file was cut short, copy or download it again"
        case .unreadableVideo:
            return "its details are read from its movie box (QuickTime or MPEG-4): check the file is whole, or re-export it"
        case .cannotEdit: return nil
        case .badPixels: return "give a number such as 640"
        case .badPosition: return "give a number such as 10 (pixels from the left or top edge)"
        case .badSpacing: return "give a number of pixels such as 10, or 0 for none"
        case .badOpacity: return "give a percentage such as 50 (half see-through)"
        case .badRadius: return "give a number of pixels such as 20"
        case .badQuality: return "give a number such as 0.8 (80%)"
        case .badPercentage: return "give a number such as 50 (half the size)"
        case .badMargin: return "give a number of pixels such as 10"
        case .badColour: return "give a colour such as #FFFFFF (white) or #00000000 (transparent)"
        case .noFolderForResult: return "run with a download folder (the command line sets one in the temporary folder)"
        case .cannotWrite(let format):
            return format == "PDF"
                ? "choose JPEG, PNG, GIF, TIFF or BMP, or make a PDF with Make PDF" : "choose JPEG, PNG, GIF, TIFF or BMP"
        }
    }
}
