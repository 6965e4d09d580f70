import AppleFormats

/// `WFCurrentDateActionMigration` (clients before 128, Workflow 1.x): Workflow's Current Date
/// action (`is.workflow.actions.currentdate`) became Date in Current Date mode, and a Date action
/// got its mode from whether it names a date (`WFDateActionDate`): Specified Date, else Current Date.
/// Apple also writes a date object as medium-date, short-time text in the device's locale; here it
/// stays the date it is, which that text reads back as (to the minute). Apple sets the mode over
/// any mode written; here a written mode is kept: files of Workflow 1.x had no mode key (it came
/// with this migration), and a file that names no client version (counted as older than all)
/// may be a newer file whose mode (a holiday) must stay.
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFCurrentDateActionMigration.m`.
enum CurrentDateActionMigration {
    static let migration = AppleMigration(name: "WFCurrentDateActionMigration", before: ClientVersion("128")) { actions in
        var changed = 0
        for index in actions.indices {
            switch actions[index].identifier {
            case "is.workflow.actions.currentdate":
                actions[index].identifier = "is.workflow.actions.date"
                actions[index].parameters["WFDateActionMode"] = "Current Date"
            case "is.workflow.actions.date":
                guard actions[index].parameters["WFDateActionMode"] == nil else { continue }
                let named = actions[index].parameters["WFDateActionDate"] != nil
                actions[index].parameters["WFDateActionMode"] = named ? "Specified Date" : "Current Date"
            default: continue
            }
            changed += 1
        }
        return changed
    }
}
