/// The names of named stores (the store actions' `store` parameter, `shortcut store --in`): what a
/// name may be, and the part of the store's file name it gives.
public enum StoreNames {
    /// What a store name may be, for the catalogue and the errors.
    public static let rule = "1 to 64 letters a to z, digits, spaces, hyphens or underscores"

    /// The hint of an error about a name that breaks `rule`.
    public static let hint =
        "a store's name is \(rule), with a letter or digit among them; leave it empty for the persistent store"

    /// The part of a named store's file name `name` gives: lower case, each run of spaces,
    /// hyphens and underscores one hyphen, none at either end ("Toolbox Pro": `toolbox-pro`);
    /// nil when `name` breaks `rule` or has no letter or digit.
    public static func fileName(of name: String) -> String? {
        let scalars = name.unicodeScalars
        guard (1...64).contains(scalars.count), scalars.allSatisfy({ isAlphanumeric($0) || isSeparator($0) }) else {
            return nil
        }
        let words = name.lowercased().split(whereSeparator: { $0.unicodeScalars.allSatisfy(isSeparator) })
        return words.isEmpty ? nil : words.joined(separator: "-")
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "-" || scalar == "_" }
}
