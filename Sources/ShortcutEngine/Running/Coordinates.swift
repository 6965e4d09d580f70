import Foundation

/// A place on Earth by latitude and longitude, in degrees (WGS 84): where Current Location is
/// (`RunOptions.here`) and where a weather action looks.
public struct Coordinates: Sendable, Equatable {
    /// Degrees north of the equator, -90 to 90.
    public var latitude: Double
    /// Degrees east of Greenwich, -180 to 180.
    public var longitude: Double

    /// The place at `latitude`, `longitude`; nil when either is out of range or not finite.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `LAT,LON` (spaces allowed around each part: `52.52, 13.41`); nil when it is not two numbers
    /// in range.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces))
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// `LAT,LON` as messages and items show it (`48.8566,2.3522`; a whole degree without `.0`).
    public var text: String { Self.degrees(latitude) + "," + Self.degrees(longitude) }

    private static func degrees(_ value: Double) -> String {
        value == value.rounded() && abs(value) <= 180 ? String(Int(value)) : String(value)
    }
}
