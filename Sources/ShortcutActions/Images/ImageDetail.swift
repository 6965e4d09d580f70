import Foundation
import Images
import ShortcutEngine

/// The details Get Details of Images gives, with Apple's names.
public enum ImageDetail: String, Choice {
    case album = "Album"
    case width = "Width"
    case height = "Height"
    case dateTaken = "Date Taken"
    case mediaType = "Media Type"
    case photoType = "Photo Type"
    case isScreenshot = "Is a Screenshot"
    case isScreenRecording = "Is a Screen Recording"
    case location = "Location"
    case duration = "Duration"
    case frameRate = "Frame Rate"
    case orientation = "Orientation"
    case cameraMake = "Camera Make"
    case cameraModel = "Camera Model"
    case metadata = "Metadata Dictionary"
    case isFavorite = "Is Favorite"
    case fileSize = "File Size"
    case fileExtension = "File Extension"
    case creationDate = "Creation Date"
    case filePath = "File Path"
    case modificationDate = "Last Modified Date"
    case name = "Name"
    case timeTaken = "Time Taken"
    case isHidden = "Is Hidden"
}

/// What one image file tells: its upright size, its EXIF facts, the file's own attributes, its
/// place in the photo library (when it is in it) and a GIF's frame delays.
struct ImageFacts {
    var file: FileReference
    var width: Int
    var height: Int
    var exif: EXIFData?
    var attributes: FileAttributesSnapshot
    /// The library's view of the file: nil when it is not a photo of the run's photo library.
    var photo: Photo? = nil
    /// Each frame's delay in seconds (GIF); nil for other formats.
    var frameDelays: [Double]? = nil
    /// A video's movie header; nil for an image.
    var movie: MovieHeader? = nil

    /// The length in seconds: a video's, or an animation's (the sum of its frame delays, when it
    /// has more than one frame).
    var duration: Double? {
        if let movie { return movie.duration }
        guard let frameDelays, frameDelays.count > 1 else { return nil }
        return frameDelays.reduce(0, +)
    }

    /// Frames a second: a video's first video track's, or an animation's frames over its length.
    var frameRate: Double? {
        if let movie { return movie.frameRate }
        guard let duration, duration > 0, let count = frameDelays?.count else { return nil }
        return Double(count) / duration
    }

    /// The detail's value; Nothing where the file does not tell.
    func value(_ detail: ImageDetail, zone: TimeZone) -> Value {
        switch detail {
        case .width: return movie.map { $0.width.map { .number(.integer($0)) } ?? .nothing } ?? .number(.integer(width))
        case .height: return movie.map { $0.height.map { .number(.integer($0)) } ?? .nothing } ?? .number(.integer(height))
        case .dateTaken:
            let date = DateTaken.of(
                exif: exif, recorded: movie?.created, modified: attributes.modificationDate, created: attributes.creationDate,
                zone: zone)
            return date.map(Value.date) ?? .nothing
        case .mediaType: return .text(movie == nil ? "Image" : "Video")
        case .isScreenshot: return .boolean(photo?.isScreenshot ?? PhotoLibrary.isScreenshot(name: file.name))
        case .isFavorite: return .boolean(photo?.isFavorite ?? false)
        case .isScreenRecording, .isHidden: return .boolean(false)
        case .album: return photo.map { .text($0.album) } ?? .nothing
        case .duration: return duration.map { .number(Number($0)) } ?? .nothing
        case .frameRate: return frameRate.map { .number(Number($0)) } ?? .nothing
        case .timeTaken:
            guard case .date(let date) = value(.dateTaken, zone: zone) else { return .nothing }
            return .text(DateTaken.timeOfDay(date, zone: zone))
        case .location:
            guard let lat = exif?.latitude, let lon = exif?.longitude else { return .nothing }
            var pairs: [(String, Value)] = [("Latitude", .number(Number(lat))), ("Longitude", .number(Number(lon)))]
            if let altitude = exif?.altitude { pairs.append(("Altitude", .number(Number(altitude)))) }
            return .dictionary(ValueDictionary(pairs))
        case .orientation:
            guard movie == nil else { return .nothing }
            return .text(PhotoProperty.orientationNames[exif?.orientation ?? 1] ?? "Up")
        case .cameraMake: return exif?.make.map(Value.text) ?? .nothing
        case .cameraModel: return exif?.model.map(Value.text) ?? .nothing
        case .metadata: return .dictionary(metadata())
        case .fileSize: return .number(.integer(attributes.size))
        case .fileExtension: return .text(file.fileExtension)
        case .creationDate: return attributes.creationDate.map(Value.date) ?? .nothing
        case .modificationDate: return attributes.modificationDate.map(Value.date) ?? .nothing
        case .filePath: return .text(file.path)
        case .name: return .text(file.nameWithoutExtension)
        case .photoType: return .nothing
        }
    }

    /// The EXIF facts by their EXIF names, and the size; a video's size, duration and frame rate.
    func metadata() -> ValueDictionary {
        if let movie {
            let facts: [(String, Double?)] = [
                ("PixelWidth", movie.width.map(Double.init)), ("PixelHeight", movie.height.map(Double.init)),
                ("Duration", movie.duration), ("FrameRate", movie.frameRate),
            ]
            return ValueDictionary(facts.compactMap { key, number in number.map { (key, .number(Number($0))) } })
        }
        var pairs: [(String, Value)] = [("PixelWidth", .number(.integer(width))), ("PixelHeight", .number(.integer(height)))]
        guard let exif else { return ValueDictionary(pairs) }
        let texts: [(String, String?)] = [
            ("Make", exif.make), ("Model", exif.model), ("DateTimeOriginal", exif.dateTaken),
            ("OffsetTimeOriginal", exif.dateTakenOffset),
            ("Software", exif.software), ("LensModel", exif.lensModel),
        ]
        for (key, text) in texts { if let text { pairs.append((key, .text(text))) } }
        let numbers: [(String, Double?)] = [
            ("Orientation", Double(exif.orientation)), ("ExposureTime", exif.exposureTime), ("FNumber", exif.fNumber),
            ("ISOSpeedRatings", exif.iso.map(Double.init)), ("FocalLength", exif.focalLength), ("Latitude", exif.latitude),
            ("Longitude", exif.longitude), ("Altitude", exif.altitude),
        ]
        for (key, number) in numbers { if let number { pairs.append((key, .number(Number(number)))) } }
        return ValueDictionary(pairs)
    }
}

/// A file's size and dates as read once.
struct FileAttributesSnapshot {
    var size: Int
    var creationDate: Date?
    var modificationDate: Date?
}
