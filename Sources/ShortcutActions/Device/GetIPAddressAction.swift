import ShortcutEngine

/// Get Current IP Address: this machine's own address (getifaddrs). The external address would
/// need a server on the internet: it is refused.
public enum GetIPAddressAction: Action {
    /// Whose address.
    public enum Source: String, Choice {
        case local = "Local"
        case external = "External"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .local: return "a network interface's address (not the loopback)"
            case .external: return "refused: it needs the network"
            }
        }
    }

    /// Which kind of address.
    public enum Kind: String, Choice {
        case ipv4 = "IPv4"
        case ipv6 = "IPv6"
    }

    static let source = Parameter<Source>(
        "source", wireKey: "WFIPAddressSourceOption", label: "Address", summary: "Local or external.", default: .external)
    static let kind = Parameter<Kind>(
        "kind", wireKey: "WFIPAddressTypeOption", label: "Type", summary: "IPv4 or IPv6.", default: .ipv4)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getipaddress", name: "Get Current IP Address",
        summary: "This machine's local IP address; Nothing when no interface has one.", category: "Device",
        parameters: [source, kind],
        output: .produces(.text), outputName: "Current IP Address")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        switch try parameters[Self.source] {
        case .external: throw ActionFailure(DeviceFailure.externalAddressNeedsNetwork, parameter: "source")
        case .local:
            switch try parameters[Self.kind] {
            case .ipv4: return context.host.deviceFact(.localIPv4) ?? .nothing
            case .ipv6: return context.host.deviceFact(.localIPv6) ?? .nothing
            }
        }
    }
}
