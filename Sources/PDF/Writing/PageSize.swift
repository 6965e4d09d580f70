import Foundation

/// Page sizes in points (1/72 inch).
public struct PageSize: Sendable, Equatable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A page `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// US Letter, 8.5 × 11 in.
    public static let letter = PageSize(width: 612, height: 792)
    /// ISO A4, 210 × 297 mm.
    public static let a4 = PageSize(width: 595.28, height: 841.89)
    /// The largest page side PDF readers accept (ISO 32000-1 Annex C: 14,400 points, 200 in).
    public static let maximumSide = 14_400.0
}
