import Digests
import SafeFiles
import ShortcutEngine

/// Generate UUID: a random version 4 UUID, in capitals as Foundation writes one, from the run's
/// random source (`--seed`).
public enum GenerateUUIDAction: Action {
    public static let definition = ActionDefinition(
        "org.shortcutengine.text.uuid", name: "Generate UUID",
        summary: "A random version 4 UUID such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` (the run's seed makes it repeatable).",
        category: "Text", parameters: [], output: .produces(.text), outputName: "UUID")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .text(uuid(context: context))
    }

    /// A version 4 UUID (RFC 4122) from the run's seeded generator, in capitals: this action's
    /// output, and the identifier of a new event, reminder or contact, so a run with `--seed`
    /// writes the same files again.
    static func uuid(context: ActionContext) -> String {
        var bytes: [UInt8] = []
        for _ in 0..<2 {
            let word = UInt64.random(in: .min ... .max, using: &context.random)
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
        }
        bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        let groups = [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { Hex.encode(bytes[$0], uppercase: true) }
        return groups.joined(separator: "-")
    }

    /// A UUID (as `uuid(context:)`) that names no file `UUID.ext` in `folder` yet: drawn again, at
    /// most 16 times, while one does (a second run with the same `--seed` writing to one folder).
    static func uuid(context: ActionContext, freeIn folder: String, fileExtension: String, fileSystem: any FileSystem) -> String {
        var uid = uuid(context: context)
        for _ in 0..<16 where fileSystem.exists(PathText.join(folder, uid + "." + fileExtension)) { uid = uuid(context: context) }
        return uid
    }
}
