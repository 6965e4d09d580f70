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
/// The codes are those of real workflows (docs/import.md §4): `loopMode` 1 loops automatically,
/// 0 asks "Continue?" after each pass; `loopUnit` 0 counts times, 1 minutes; `loopValue` the count
/// or the minutes; `inputToUse` 0 = the original input (the Dispense Items Incrementally
/// workflows), 1 = the current results (a Rename workflow that renames the renamed files again).
/// A loop for minutes, or one that asks, repeats up to `maximumLoopPasses` times with each pass
/// inside an If: while the loop's start time «Loop Start N» is in the last M minutes (on the run's
/// clock, so a pinned clock runs every pass), or while «Loop Going N» is `yes` — a menu after each
/// pass, Stop or Continue, sets it to `no` on Stop (which, as in Automator's dialog, goes on with
/// the results). Stop is listed first, so a smoke run that takes first choices makes one pass.
extension AutomatorImporter {
    /// Automator's Loop, by its identifier without underscores.
    static let loopIdentifier = "com.apple.Automator.Loop"
    /// The Loop parameters the folding reads (`AutomatorParameterTable` counts them as mapped).
    static let loopKeys: Set<String> = ["loopMode", "loopUnit", "loopValue", "inputToUse"]

    /// The most passes a Loop is imported with (Automator's own field takes up to 999 as real
    /// files write it); a larger count is read as this.
    static let maximumLoopPasses = 10_000

    /// `actions` (the workflow so far) folded into a Repeat as Loop `parameters` say; `number`
    /// tells this Loop's variables and block from an earlier Loop's.
    static func foldLoop(_ actions: [ActionInvocation], _ parameters: PlistDictionary, number: Int)
        throws(Unrepresentable) -> [ActionInvocation]
    {
        let reader = AutomatorReader(parameters: parameters, variables: [:])
        let asks: Bool
        switch reader.integer("loopMode") ?? 1 {
        case 0: asks = true
        case 1: asks = false
        default: throw reader.unknownCode("loopMode")
        }
        let minutes: Int?
        switch reader.integer("loopUnit") ?? 0 {
        case 0: minutes = nil
        case 1: minutes = max(reader.integer("loopValue") ?? 1, 1)
        default: throw reader.unknownCode("loopUnit")
        }
        let restartsFromResults: Bool
        switch reader.integer("inputToUse") ?? 0 {
        case 0: restartsFromResults = false
        case 1: restartsFromResults = true
        default: throw reader.unknownCode("inputToUse")
        }
        let counted = !asks && minutes == nil
        let passes = counted ? min(max(reader.integer("loopValue") ?? 1, 1), maximumLoopPasses) : maximumLoopPasses
        let (input, result, start, going) = (
            "Loop Input \(number)", "Loop Result \(number)", "Loop Start \(number)", "Loop Going \(number)"
        )
        let group = "loop\(number)"
        func condition(_ parameters: [ActionInvocation.Parameter]) -> ActionInvocation {
            ActionInvocation("conditional", mode: .start, group: group + "-pass", parameters: parameters)
        }
        var folded = [set(input)]
        if minutes != nil { folded += [ActionInvocation("date"), set(start)] }
        if asks { folded += [literal("yes"), set(going)] }
        folded.append(
            ActionInvocation(
                "repeat.count", mode: .start, group: group,
                parameters: [.init(key: "count", value: .literal(.number(Number(passes))))]))
        if let minutes {
            folded.append(
                condition([
                    .init(key: "input", value: reference(start)),
                    .init(key: "condition", value: .text([.literal("is in the last")])),
                    .init(key: "amount", value: .literal(.number(Number(minutes)))),
                    .init(key: "unit", value: .text([.literal("minutes")])),
                ]))
        } else if asks {
            folded.append(
                condition([
                    .init(key: "input", value: reference(going)), .init(key: "condition", value: .text([.literal("is")])),
                    .init(key: "value", value: .text([.literal("yes")])),
                ]))
        }
        folded.append(get(input))
        folded += actions
        folded.append(set(result))
        if restartsFromResults { folded.append(set(input)) }
        if asks { folded += askToContinue(menu: group + "-ask", going: going) }
        if !counted { folded.append(ActionInvocation("conditional", mode: .end, group: group + "-pass")) }
        folded.append(ActionInvocation("repeat.count", mode: .end, group: group))
        folded.append(get(result))
        return folded
    }

    /// Ask whether to go on after each pass: Stop sets `going` to "no", which ends the passes.
    private static func askToContinue(menu: String, going: String) -> [ActionInvocation] {
        [
            ActionInvocation(
                "choosefrommenu", mode: .start, group: menu,
                parameters: [
                    .init(key: "prompt", value: .text([.literal("Continue the loop?")])),
                    .init(key: "items", value: .list([.text([.literal("Stop")]), .text([.literal("Continue")])])),
                ]),
            ActionInvocation(
                "choosefrommenu", mode: .middle, group: menu, parameters: [.init(key: "title", value: .text([.literal("Stop")]))]),
            literal("no"), set(going),
            ActionInvocation(
                "choosefrommenu", mode: .middle, group: menu,
                parameters: [.init(key: "title", value: .text([.literal("Continue")]))]),
            ActionInvocation("choosefrommenu", mode: .end, group: menu),
        ]
    }

    /// Set Variable `name` to the input.
    private static func set(_ name: String) -> ActionInvocation {
        ActionInvocation("setvariable", parameters: [.init(key: "name", value: .text([.literal(name)]))])
    }

    /// Get Variable `name`.
    private static func get(_ name: String) -> ActionInvocation {
        ActionInvocation("getvariable", parameters: [.init(key: "variable", value: reference(name))])
    }

    /// A Text action holding `text`.
    private static func literal(_ text: String) -> ActionInvocation {
        ActionInvocation("gettext", parameters: [.init(key: "text", value: .text([.literal(text)]))])
    }

    /// `{{var:NAME}}`, the loop's own variables.
    static func reference(_ name: String) -> ParameterValue { text("$(\(name))", variables: [name: name]) }
}
