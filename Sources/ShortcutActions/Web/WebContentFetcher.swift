import Foundation
import ShortcutEngine

/// Fetches a web URL given where a file or dictionary is expected, as Get Contents of URL does
/// (GET, the run's network policy, limits and download folder): the registry's `URLContentFetcher`.
struct WebContentFetcher: URLContentFetcher {
    func content(of url: String, context: ActionContext, parameter: String) throws(ActionFailure) -> Value {
        guard let address = URL(string: url) else {
            throw ActionFailure(WebFailure.notAURL(preview: Rendering.preview(url, limit: 40)), parameter: parameter)
        }
        do {
            let response = try HTTPClient.perform(HTTPRequest(url: address), context: context, parameter: parameter)
            return try ResponseContent.value(of: response, context: context, parameter: parameter)
        } catch let failure as ActionFailure {
            throw failure
        } catch {
            throw ActionFailure(WebFailure.transferFailed(host: address.host ?? url, code: -1), parameter: parameter)
        }
    }
}
