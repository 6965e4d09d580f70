/// A host that keeps a log of messages for the run (Console's Log actions): it shows each
/// message where logs go (standard error, a log file) and keeps them until cleared.
public protocol MessageLogHost: AnyObject {
    /// Records one message; throws when the log cannot be written.
    func log(_ message: String) throws(ActionFailure)
    /// The messages recorded so far in this run, oldest first.
    var loggedMessages: [String] { get }
    /// Forgets the recorded messages.
    func clearLoggedMessages()
}
