/// Apple's Device variable (`DeviceDetails` in a `.shortcut` file, `{{Device}}` here): the facts
/// about the machine a run is on, as a dictionary under Apple's property names, so that
/// `{{Device | property: System Version}}` reads one of them. A fact the host does not tell
/// (a terminal has no screen brightness) is Nothing, as on a device without it.
enum DeviceVariable {
    /// Apple's property names in the order its editor lists them, with the host fact behind each;
    /// `nil` facts are never known here.
    static let properties: [(name: String, fact: DeviceFact?)] = [
        ("Device Name", .deviceName),
        ("Device Type", .systemName),
        ("Device Model", .model),
        ("Device Hostname", .hostname),
        ("System Version", .systemVersion),
        ("Screen Width", nil),
        ("Screen Height", nil),
        ("Current Volume", nil),
        ("Current Brightness", nil),
        ("Current Appearance", nil),
        ("System Name", .systemName),
        ("Language", .language),
    ]

    /// The variable's value, asked of `host` when the run reads it.
    static func value(_ host: any WorkflowHost) -> Value {
        var details = ValueDictionary()
        let onMac = host.deviceFact(.systemName) == .text("macOS")
        for property in properties {
            let fact = property.fact.flatMap { host.deviceFact($0) } ?? .nothing
            // Apple's Device Type and Device Model name the kind of device (`iPhone`, `iPad`,
            // `Mac`), which real files test ("Device Model is Mac"): a Mac says `Mac`.
            let isKind = property.name == "Device Type" || property.name == "Device Model"
            details[property.name] = isKind && onMac ? .text("Mac") : fact
        }
        return .dictionary(details)
    }
}
