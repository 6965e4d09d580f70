import Foundation
import Images

/// The one rule for a photo's "Date Taken" (Find Photos, Get Latest Photos…, Get Details of Images):
/// the EXIF date (`DateTimeOriginal`, else `DateTimeDigitized`, as `EXIF.read` gives it), or a
/// video's recording time (its movie header's creation time, `MovieHeader.created`), else the
/// file's own date (modification, else creation), as Apple's Photos dates a picture without one.
enum DateTaken {
    /// The date taken; nil only when the file has neither an EXIF date, a recording time nor a file date.
    static func of(exif: EXIFData?, recorded: Date? = nil, modified: Date?, created: Date?, zone: TimeZone) -> Date? {
        exif?.dateTaken(in: zone) ?? recorded ?? modified ?? created
    }

    /// "Time Taken": the time of day of `date` in `zone`, `HH:MM:SS` (so text order is time order).
    static func timeOfDay(_ date: Date, zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}
