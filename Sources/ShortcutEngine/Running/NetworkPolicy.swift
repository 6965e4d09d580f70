/// Which hosts the web actions may reach. Off unless the host turns it on: every request, and
/// every redirect a request follows, is checked against it before it is made.
public enum NetworkPolicy: Sendable, Equatable {
    /// No network access at all (the default).
    case off
    /// Any host.
    case anyHost
    /// Only these hosts (compared without letter case; a name matches itself exactly, not its subdomains).
    case hosts([String])

    /// Whether a request to `host` may be made.
    public func allows(host: String) -> Bool {
        switch self {
        case .off: return false
        case .anyHost: return true
        case .hosts(let hosts):
            let wanted = NetworkPolicy.normalized(host)
            return hosts.contains { NetworkPolicy.normalized($0) == wanted }
        }
    }

    /// A host name as compared: lowercased, without the brackets of an IPv6 literal or a final dot.
    static func normalized(_ host: String) -> String {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name.hasSuffix(".") { name.removeLast() }
        return name
    }
}
