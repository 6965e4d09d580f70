/// The HTML named character references (`&amp;`, `&eacute;`, …), for the other modules' HTML
/// readers (DocumentQuery), so that the table has one copy.
public enum HTMLNamedReferences {
    /// The text `&name;` stands for, given `name` without `&` and `;` (case-sensitive, as HTML
    /// names them); nil when HTML names no such reference.
    public static func text(forName name: String) -> String? {
        Entities.named[name].map { String(decoding: $0, as: UTF8.self) }
    }
}
