import AppleFormats

/// `WFRoundNumberActionMigration` (clients before 900): Round Number's `WFRoundType` ("Left of
/// Decimal" or "Right of Decimal") and `WFRoundDecimalPlaces` become `WFRoundTo`: the named place
/// for 0 to 6 places ("Ones Place", "Tenths" … "Millionths"; left of the decimal "Tens Place",
/// "Hundreds Place", "Thousands" … "Millions"), else "10 ^" with `TenToThePowerOf` (the places,
/// negative right of the decimal). Decimal places given as text are the place's name. With only
/// `WFRoundDecimalPlaces` written, Apple's migration reads it as left of the decimal.
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFRoundNumberActionMigration.m`.
enum RoundNumberActionMigration {
    static let right = [
        "Ones Place", "Tenths", "Hundredths", "Thousandths", "Ten Thousandths", "Hundred Thousandths", "Millionths",
    ]
    static let left = [
        "Ones Place", "Tens Place", "Hundreds Place", "Thousands", "Ten Thousands", "Hundred Thousands", "Millions",
    ]

    static let migration = AppleMigration.eachAction(
        "WFRoundNumberActionMigration", before: "900", identifier: "is.workflow.actions.round",
        olderKeys: ["WFRoundType", "WFRoundDecimalPlaces"]
    ) { action in
        let type = action.parameters["WFRoundType"]
        let places = action.parameters["WFRoundDecimalPlaces"]
        guard type != nil || places != nil else { return false }
        let leftOfDecimal = type == nil || type?.string == "Left of Decimal"
        if let named = places?.string {
            action.parameters["WFRoundTo"] = .string(named)
        } else {
            let count = Int(clamping: abs(places.flatMap(ShortcutAction.integerValue) ?? 0))
            let names = leftOfDecimal ? left : right
            if count < names.count {
                action.parameters["WFRoundTo"] = .string(names[count])
            } else {
                action.parameters["WFRoundTo"] = .string("10 ^")
                action.parameters["TenToThePowerOf"] = .integer(Int64(leftOfDecimal ? count : -count))
            }
        }
        action.parameters["WFRoundType"] = nil
        action.parameters["WFRoundDecimalPlaces"] = nil
        return true
    }
}
