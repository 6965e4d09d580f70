import ShortcutEngine

/// Where Crop Image and Overlay Image place their rectangle (Apple's `WFImageCropPosition`,
/// `WFImagePosition`).
public enum ImagePosition: String, Choice {
    case center = "Center"
    case topLeft = "Top Left"
    case topRight = "Top Right"
    case bottomLeft = "Bottom Left"
    case bottomRight = "Bottom Right"
    case custom = "Custom"

    /// The top left of a `inner`-sized rectangle in an `outer`-sized one; `custom` for Custom.
    func origin(inner: (Int, Int), outer: (Int, Int), custom: (Int, Int)) -> (x: Int, y: Int) {
        let right = outer.0 - inner.0, bottom = outer.1 - inner.1
        switch self {
        case .center: return (right / 2, bottom / 2)
        case .topLeft: return (0, 0)
        case .topRight: return (right, 0)
        case .bottomLeft: return (0, bottom)
        case .bottomRight: return (right, bottom)
        case .custom: return custom
        }
    }
}
