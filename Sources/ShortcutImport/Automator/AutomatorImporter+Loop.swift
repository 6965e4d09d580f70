import AppleFormats
import ShortcutEngine

/// Automator's Loop, folded by the importer: Loop runs the workflow's earlier actions again, a
/// number of times, each pass starting from the original input or from the last pass's results,
/// and the workflow goes on with the last pass's results. Here that is a Repeat around those
/// actions, with two variables carrying the input and the results between passes:
///
///     Set Variable «Loop Input N»             (the workflow's input)
///     Repeat COUNT
///       Get Variable «Loop Input N»
///       … the earlier actions …
///       Set Variable «Loop Result N»
///       Set Variable «Loop Input N»           (only when each pass takes the current results)
///     End Repeat
///     Get Variable «Loop Result N»
///
/// The codes are those of real workflows (docs/import.md §4): `loopMode` 1 loops automatically
/// (0 asks "Continue?" each time, which no action here expresses); `loopUnit` 0 counts times
/// (1 is minutes: no timed repeat here); `loopValue` the count; `inputToUse` 0 = the original
/// input (the Dispense Items Incrementally workflows), 1 = the current results (a Rename
/// workflow that renames the renamed files again).
extension AutomatorImporter {
    /// Automator's Loop, by its identifier without underscores.
    static let loopIdentifier = "com.apple.Automator.Loop"

    /// The most passes a Loop is imported with (Automator's own field takes up to 999 as real
    /// files write it); a larger count is read as this.
    static let maximumLoopPasses = 10_000

    /// `actions` (the workflow so far) folded into a Repeat as Loop `parameters` say; `number`
    /// tells this Loop's variables and block from an earlier Loop's.
    static func foldLoop(_ actions: [ActionInvocation], _ parameters: PlistDictionary, number: Int)
        throws(Unrepresentable) -> [ActionInvocation]
    {
        let reader = AutomatorReader(parameters: parameters, variables: [:])
        guard reader.integer("loopMode") ?? 1 == 1 else { throw reader.unknownCode("loopMode") }
        guard reader.integer("loopUnit") ?? 0 == 0 else { throw reader.unknownCode("loopUnit") }
        let restartsFromResults: Bool
        switch reader.integer("inputToUse") ?? 0 {
        case 0: restartsFromResults = false
        case 1: restartsFromResults = true
        default: throw reader.unknownCode("inputToUse")
        }
        let passes = min(max(reader.integer("loopValue") ?? 1, 1), maximumLoopPasses)
        let input = "Loop Input \(number)"
        let result = "Loop Result \(number)"
        let group = "loop\(number)"
        func set(_ name: String) -> ActionInvocation {
            ActionInvocation("setvariable", parameters: [.init(key: "name", value: .text([.literal(name)]))])
        }
        func get(_ name: String) -> ActionInvocation {
            ActionInvocation("getvariable", parameters: [.init(key: "variable", value: text("$(\(name))", variables: [name: name]))])
        }
        var folded = [set(input)]
        folded.append(
            ActionInvocation(
                "repeat.count", mode: .start, group: group, parameters: [.init(key: "count", value: .literal(.number(Number(passes))))]))
        folded.append(get(input))
        folded += actions
        folded.append(set(result))
        if restartsFromResults { folded.append(set(input)) }
        folded.append(ActionInvocation("repeat.count", mode: .end, group: group))
        folded.append(get(result))
        return folded
    }
}
