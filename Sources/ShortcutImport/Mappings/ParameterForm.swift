/// How one of our parameters is written in Apple's `.shortcut` files when that is more than its
/// value under its wire key. Plain parameters need no form: the wire key is the
/// `ParameterDefinition`'s, and a choice is read through its `ChoiceSet` (`canonical(_:)`, which
/// knows Apple's wire values and aliases) and written as its first wire value (`wireValue(for:)`).
/// Each form is read by `ShortcutMapper` (import) and written by `ExportState` (export): the one
/// declaration drives both directions.
enum ParameterForm: Sendable {
    /// The value wrapped as `{Type: Variable, Variable: VALUE}` under the wire key (If's `WFInput`).
    case variableWrapper
    /// A choice Apple writes as an integer: the first of its wire values and aliases that is a
    /// number (If's `WFCondition`). Import reads the code through the `ChoiceSet`.
    case numericChoice
    /// One part of a quantity under `wireKey`:
    /// `{Value: {Magnitude, Unit}, WFSerializationType: WFQuantityFieldValue}` (Adjust Date's `WFDuration`).
    case quantity(wireKey: String, part: QuantityPart)
    /// A choice some of whose values Apple writes behind a marker, with the value under a second
    /// key and the operand moved along (Calculate's scientific operations).
    case markedChoice(MarkedChoice)
    /// The operand of a marked choice: written under the marked choice's operand key when the
    /// marked form was written (import reads it with the marked choice).
    case markedOperand(MarkedChoice)
    /// A variable's name, made reference-safe on import (Set Variable's `WFVariableName`).
    case variableName
    /// Another shortcut named inside a dictionary under `wireKey` by its `field`, read when the
    /// parameter's own wire key is absent (Run Shortcut's `WFWorkflow`); export writes the plain key.
    case namedReference(wireKey: String, field: String)
    /// Also read from `wireKey`, an older or typed variant of the parameter's own key.
    case alsoReads(String)
    /// One field of Apple's time offset under `wireKey`:
    /// `{Value: {Operation, Unit, Value}, WFSerializationType: WFTimeOffsetValue}` (Adjust Date's
    /// `WFAdjustOffsetPicker`, which newer files write instead of or beside `WFDuration`). Import
    /// only: when present it wins over the older keys; export writes those.
    case offsetField(wireKey: String, field: String)
    /// A choice another key refines when the choice's own key holds `when` (Ask for Input's
    /// `WFInputType` "Date" with `WFAskActionDateGranularity` "Date and Time" or "Time"): the
    /// refinement is the value then, and is ignored otherwise (Apple keeps it after the type
    /// changes). Import only; export writes the plain choice.
    case refinedBy(wireKey: String, when: String)
    /// One condition of Apple's filter table under `wireKey`
    /// (`{Value: {WFActionParameterFilterPrefix, WFActionParameterFilterTemplates: [{Property,
    /// Operator, Values: {String|Number|…}}]}}`, Filter Files' `WFContentItemFilter`): the template
    /// on `property` with one of `operators` (Apple's codes, as If's) gives this parameter the
    /// value, as `pattern` shapes it. A template no form claims declines the action. Import only.
    case filterCondition(wireKey: String, property: String, operators: [Int], pattern: FilterPattern)
    /// Apple's whole filter table under `wireKey` as a list of condition dictionaries
    /// (`FilterTable`): the templates no `filterCondition` form claimed — all of them when the
    /// table is joined by Any (prefix 0), which also sets the parameter `match` to Any. Declared
    /// after the `filterCondition` forms. Import; export writes the list under the parameter's key.
    case filterTable(wireKey: String, match: String)
    /// A folder Apple stores as a bookmark of the device's file providers (`{displayName, filename,
    /// fileLocation: {WFFileLocationType, relativeSubpath, …}}`, Save File's `WFFolder`): imported as
    /// the folder's path relative to the current folder (iCloud Drive's `com~apple~CloudDocs/`
    /// prefix dropped), exported as a local-storage bookmark of that path. A folder given by a
    /// variable is a plain value.
    case folderBookmark
    /// An app Apple's app picker stores under `wireKey` (Open App's `WFSelectedApp`): a dictionary
    /// `{BundleIdentifier, Name, TeamIdentifier}` (the bundle identifier is the value, the name when
    /// there is none) or plain text; read when the parameter's own key is absent. Import only;
    /// export writes the plain key.
    case selectedApp(wireKey: String)
    /// A unit Apple's unit picker stores under the parameter's own wire key as
    /// `{WFNSUnitType, WFNSUnitSymbol}` (Convert Measurement's `WFMeasurementUnit`, the
    /// `WFNSUnitSubstitutableState` of Shortcuts on iOS 13 and later): the symbol is the value.
    /// The older plain symbol and a variable are read as plain values. Import only; export writes
    /// the symbol.
    case unitPicker
    /// Apple's If keeps the operand keys of kinds the user left (a `WFMeasurement` or
    /// `WFEnumeration` beside the `WFNumberValue` in use); `OperandKinds` says from the condition
    /// code and the input's kind which keys are live. The stale ones are ignored. Import only.
    case liveOperands(OperandKinds)
    /// A measurement under `wireKey` (`{Value: {Magnitude, Unit}, WFSerializationType:
    /// WFQuantityFieldValue}`, If's `WFMeasurement`): the amount and its unit as text (`1 MB`), as
    /// Measurement makes it, when the calculator's units know the unit; any other unit declines
    /// the action. Import only: export writes the text under the parameter's own key.
    case measurementText(wireKey: String)
    /// A multi-condition If's table under `wireKey` (`{Value: {WFActionParameterFilterPrefix: 0 Any,
    /// 1 All (-1: one condition), WFActionParameterFilterTemplates: [{WFCondition, WFInput, operand
    /// keys as a single If's}]}}`, iOS 18) as the list of condition rows, and `match` Any when the
    /// prefix is 0. Import only: export writes the list under the parameter's own key.
    case conditionTable(wireKey: String, match: String)

    /// How a filter condition's value becomes the parameter's value.
    enum FilterPattern: Sendable {
        /// The value as it is (Name contains X → `nameContains: X`).
        case plain
        /// A glob that matches the literal text exactly (`is`), as a prefix (`begins with`) or a
        /// suffix (`ends with`), chosen by the operator code (4, 8, 9).
        case glob
    }

    /// Which part of a quantity a parameter is.
    enum QuantityPart: String, Sendable {
        /// The amount (`Magnitude`).
        case magnitude = "Magnitude"
        /// The unit (`Unit`), a choice.
        case unit = "Unit"
        /// The whole field when it is a variable or text rather than `{Magnitude, Unit}`: a
        /// measurement with its unit (`90 min`), as Apple's quantity field takes one whole.
        /// Declared before the other parts, which then read only a structured field.
        case whole = ""
    }
}

/// A choice some of whose values Apple writes as a marker under the choice's own wire key, with
/// the value under `key` and the operand under `operandKey`.
struct MarkedChoice: Sendable {
    /// What Apple writes under the choice's wire key; the first is exported.
    let markers: [String]
    /// The key that holds the marked value.
    let key: String
    /// Our operand parameter.
    let operand: String
    /// The key the operand moves to.
    let operandKey: String
    /// Apple's marked values, in order: the first one for a choice (without a fixed operand) is
    /// what export writes.
    let values: [MarkedValue]

    /// One of Apple's marked values: our choice, and the operand it fixes when it fixes one.
    struct MarkedValue: Sendable {
        /// Apple's value under `key`.
        let wire: String
        /// Our choice's readable value.
        let choice: String
        /// The operand the value implies (`x^2` is Power with 2).
        let operand: Int?

        init(_ wire: String, _ choice: String, operand: Int? = nil) {
            self.wire = wire
            self.choice = choice
            self.operand = operand
        }
    }

    /// The marked value Apple writes for our `choice`, when it has one.
    func wire(for choice: String) -> String? {
        values.first { $0.choice == choice && $0.operand == nil }?.wire
    }
}
