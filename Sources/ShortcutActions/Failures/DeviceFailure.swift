import ShortcutEngine

/// Failures of the host-fact actions (Get IP Address).
enum DeviceFailure: FailureFacts, Equatable {
    /// The external address needs a server on the internet, which this engine does not ask.
    case externalAddressNeedsNetwork

    var message: String {
        switch self {
        case .externalAddressNeedsNetwork: return "the external IP address needs the network, which this engine does not use"
        }
    }

    var hint: String? {
        switch self {
        case .externalAddressNeedsNetwork: return "set \"source\" to Local for this machine's own address"
        }
    }
}
