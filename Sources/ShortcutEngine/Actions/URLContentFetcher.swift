/// Fetches what a web URL points at, as Apple's content graph does when a URL is given where a
/// file or a dictionary is expected (issue 24: the URL's content, downloaded, not "couldn't
/// convert"). The actions module provides it (its HTTP client, under the run's network policy:
/// with the network off the fetch stops with the network-off failure); the registry carries it,
/// so the engine itself makes no request.
public protocol URLContentFetcher: Sendable {
    /// The content at `url` (JSON as a dictionary or list, text as text, anything else a file),
    /// or the failure that stopped the fetch, naming `parameter`.
    func content(of url: String, context: ActionContext, parameter: String) throws(ActionFailure) -> Value
}
