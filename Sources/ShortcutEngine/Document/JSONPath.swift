/// Where a value sits in a JSON document: the keys and indexes from the top, and whether the
/// last key itself is meant rather than its value (an unknown key). Document errors carry one;
/// `DocumentReader.read` turns it into a line and column by reading the text again, only when
/// there is an error, so reading a good document costs nothing extra.
struct JSONPath: Sendable, Hashable {
    /// One step down: an object's key, or an array's 0-based index.
    enum Step: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the top-level value.
    var steps: [Step] = []
    /// The last step's key, not its value, is meant.
    var atKey = false

    /// The value one step further down.
    func appending(_ step: Step) -> JSONPath { JSONPath(steps: steps + [step]) }

    /// The key `key` of the object here (where the key is written, not its value).
    func key(_ key: String) -> JSONPath { JSONPath(steps: steps + [.key(key)], atKey: true) }
}
