/// Rename Finder Items' Add Date or Time formats (`dateFormat`) and separators (`dateSeparator`)
/// as Unicode date patterns. Only codes a real workflow confirms are here (docs/import.md §4):
/// 2 is year, month, day (DriftwoodJP/automator-workflows' docs: `yyyy-MM-dd` with separator 1);
/// 6 is hour, minute, second on the 24-hour clock (jpcranford/automations' "Add datetime created
/// to filename" writes `YYYY-MM-DD HH.MM.SS` with code 2 and separator 1, then code 6 and
/// separator 0). Another code keeps the action unsupported, naming it.
enum AutomatorDateFormats {
    /// One field of a format: its pattern with leading zeros, and without.
    struct Field: Sendable {
        let padded: String
        let bare: String
    }

    /// The fields of each confirmed format code, in order.
    static let fields: [Int: [Field]] = [
        2: [Field(padded: "yyyy", bare: "yyyy"), Field(padded: "MM", bare: "M"), Field(padded: "dd", bare: "d")],
        6: [Field(padded: "HH", bare: "H"), Field(padded: "mm", bare: "m"), Field(padded: "ss", bare: "s")],
    ]

    /// The separator between the fields, by code: 0 a period, 1 a dash.
    static let separators: [Int: String] = [0: ".", 1: "-"]
}
