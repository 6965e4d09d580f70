import Foundation
import ShortcutEngine

/// Get Current IP Address: this machine's own address (getifaddrs), or its public (external)
/// address as a server on the internet sees it, asked of an address service
/// (`RunOptions.addressServiceURL`, ipify by default) through the web layer and its network permission.
public enum GetIPAddressAction: Action {
    /// Whose address.
    public enum Source: String, Choice {
        case local = "Local"
        case external = "External"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .local: return "a network interface's address (not the loopback)"
            case .external: return "the public address, from an address service (needs network access)"
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
        summary:
            "This machine's IP address: External (Apple's default) is its public address, asked of an address service (ipify: https://api.ipify.org, or --address-url; needs network access); Local is a network interface's address, Nothing when no interface has one.",
        category: "Device",
        parameters: [source, kind],
        output: .produces(.text), outputName: "Current IP Address")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let kind = try parameters[Self.kind]
        switch try parameters[Self.source] {
        case .external: return .text(try externalAddress(ipv6: kind == .ipv6, context: context))
        case .local:
            switch kind {
            case .ipv4: return context.host.deviceFact(.localIPv4) ?? .nothing
            case .ipv6: return context.host.deviceFact(.localIPv6) ?? .nothing
            }
        }
    }

    /// The address the service answers, checked to be an address of the kind asked for.
    static func externalAddress(ipv6: Bool, context: ActionContext) throws -> String {
        let service = context.addressServiceURL(ipv6: ipv6)
        let url = try HTTPClient.url(service, parameter: source.key)
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: source.key)
        let answer = String(decoding: response.body.prefix(256), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard response.status == 200, isAddress(answer, ipv6: ipv6) else {
            throw ActionFailure(
                DeviceFailure.notAnAddress(service: service, status: response.status, answer: Rendering.preview(answer)),
                parameter: source.key)
        }
        return answer
    }

    /// Whether `text` is an IPv4 address in dotted decimal, or an IPv6 address, as the system's
    /// own parser (`inet_pton`, POSIX) reads them.
    static func isAddress(_ text: String, ipv6: Bool) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        return inet_pton(ipv6 ? AF_INET6 : AF_INET, text, &buffer) == 1
    }
}
