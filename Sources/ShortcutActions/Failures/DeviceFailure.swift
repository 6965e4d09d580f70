import ShortcutEngine

/// Failures of the host-fact actions (Get IP Address).
enum DeviceFailure: FailureFacts, Equatable {
    /// The address service answered with something other than an address (`status`, its answer).
    case notAnAddress(service: String, status: Int, answer: String)

    var message: String {
        switch self {
        case .notAnAddress(let service, let status, let answer):
            return "the address service '\(service)' answered status \(status) with '\(answer)', which is no IP address"
        }
    }

    var hint: String? {
        switch self {
        case .notAnAddress:
            return "check --address-url: leave it out for ipify, or give a service that answers with the address as plain text"
        }
    }
}
