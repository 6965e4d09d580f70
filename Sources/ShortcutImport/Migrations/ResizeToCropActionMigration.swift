import AppleFormats

/// `WFResizeToCropActionMigration` (clients before 128, Workflow 1.x): Workflow's Resize Image
/// could also crop (`WFImageResizeCropEnabled` with `WFImageResizeCropX`/`Y`). The migration drops
/// those keys and, where cropping was on, puts a Crop Image after the resize: the resize's width
/// and height, at Top Left when both offsets are the number 0, else at Custom with them.
/// Where the resize names no width or height, Apple fills in constants the decompiled source does
/// not show; here the crop then keeps its own default for that side.
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFResizeToCropActionMigration.m`.
enum ResizeToCropActionMigration {
    static let cropKeys = ["WFImageResizeCropEnabled", "WFImageResizeCropX", "WFImageResizeCropY"]

    static let migration = AppleMigration(name: "WFResizeToCropActionMigration", before: ClientVersion("128")) { actions in
        var changed = 0
        var index = 0
        while index < actions.count {
            defer { index += 1 }
            guard actions[index].identifier == "is.workflow.actions.image.resize" else { continue }
            let parameters = actions[index].parameters
            guard cropKeys.contains(where: { parameters[$0] != nil }) else { continue }
            for key in cropKeys { actions[index].parameters[key] = nil }
            changed += 1
            // On when Apple's `boolValue` is: true, or a number other than 0.
            guard let enabled = parameters["WFImageResizeCropEnabled"], enabled.bool ?? (enabled.integer.map { $0 != 0 } ?? false)
            else { continue }
            actions.insert(crop(after: parameters), at: index + 1)
            index += 1
        }
        return changed
    }

    /// The Crop Image that takes over the resize's cropping.
    static func crop(after resize: PlistDictionary) -> ShortcutAction {
        var crop = PlistDictionary()
        if let width = resize["WFImageResizeWidth"] { crop["WFImageCropWidth"] = width }
        if let height = resize["WFImageResizeHeight"] { crop["WFImageCropHeight"] = height }
        let x = resize["WFImageResizeCropX"] ?? 0
        let y = resize["WFImageResizeCropY"] ?? 0
        let atOrigin = [x, y].allSatisfy { offset in
            switch offset {
            case .integer(let number): return number == 0
            case .real(let number): return number == 0
            default: return false
            }
        }
        crop["WFImageCropPosition"] = .string(atOrigin ? "Top Left" : "Custom")
        crop["WFImageCropX"] = atOrigin ? 0 : x
        crop["WFImageCropY"] = atOrigin ? 0 : y
        return ShortcutAction(
            PlistDictionary([
                (key: "WFWorkflowActionIdentifier", value: "is.workflow.actions.image.crop"),
                (key: "WFWorkflowActionParameters", value: .dictionary(crop)),
            ]))
    }
}
