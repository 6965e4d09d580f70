import Foundation
import ShortcutEngine

extension RunSettings {
    /// `options` with the network and script permissions and the web limits of the command line:
    /// `--allow-network` (every host) or `--allow-network=HOST,HOST` (repeatable, only those),
    /// `--network-timeout`, `--max-response-bytes`, `--allow-shell`.
    static func permissions(_ arguments: Arguments, _ options: RunOptions) throws -> RunOptions {
        var options = options
        if arguments.has("--allow-network") {
            let lists = arguments.values("--allow-network")
            if lists.isEmpty {
                options.network = .anyHost
            } else {
                var hosts: [String] = []
                for list in lists {
                    let names = list.split(separator: ",", omittingEmptySubsequences: false)
                        .map { $0.trimmingCharacters(in: .whitespaces) }
                    guard !names.contains(where: \.isEmpty) else { throw CommandLineFailure.allowNetworkNeedsHosts(got: list) }
                    hosts += names
                }
                options.network = .hosts(hosts)
            }
        }
        if let timeout = arguments.value("--network-timeout") {
            guard let seconds = Double(timeout), seconds > 0, seconds.isFinite else {
                throw CommandLineFailure.needsSeconds(option: "--network-timeout", got: timeout)
            }
            options.limits.networkTimeout = seconds
        }
        if let bytes = try arguments.integer("--max-response-bytes") { options.limits.maxResponseBytes = bytes }
        if let service = arguments.value("--store-search-url") { options.storeSearchURL = service }
        options.allowShell = arguments.has("--allow-shell")
        return options
    }
}
