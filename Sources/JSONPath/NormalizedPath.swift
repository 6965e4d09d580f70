/// One step of a location: a member name or an array index.
enum PathElement: Sendable {
    case name(String)
    case index(Int)
}

/// A location as a chain back to the root; sharing parents keeps tracking cheap.
final class PathLink: Sendable {
    let parent: PathLink?
    let element: PathElement

    init(parent: PathLink?, element: PathElement) {
        self.parent = parent
        self.element = element
    }
}

/// Normalized paths (RFC 9535 section 2.7): `$['name'][0]`.
enum NormalizedPath {
    static func render(_ link: PathLink?) -> String {
        var elements: [PathElement] = []
        var current = link
        while let step = current {
            elements.append(step.element)
            current = step.parent
        }
        var text = "$"
        for element in elements.reversed() {
            switch element {
            case .index(let index): text += "[\(index)]"
            case .name(let name): text += "['" + escape(name) + "']"
            }
        }
        return text
    }

    /// Escapes a member name as `normal-single-quoted` requires.
    static func escape(_ name: String) -> String {
        var text = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "'": text += "\\'"
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16, uppercase: false)
                text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
