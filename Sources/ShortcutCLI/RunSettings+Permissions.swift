import Foundation
import ShortcutEngine

extension RunSettings {
    /// `options` with the network and script permissions and the web limits of the command line:
    /// `--allow-network` (every host) or `--allow-network=HOST,HOST` (repeatable, only those),
    /// `--network-timeout`, `--max-response-bytes`, `--store-search-url`, `--weather-url`, `--address-url`, `--rates-url`,
    /// `--routing-url`, `--allow-shell`.
    static func permissions(_ arguments: Arguments, _ options: RunOptions) throws -> RunOptions {
        var options = options
        let lists = arguments.values(.allowNetwork)
        if !lists.isEmpty {
            if lists.contains("*") {
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
        options.limits.networkTimeout = try arguments.valueOrDefault(.networkTimeout)
        options.limits.maxResponseBytes = try arguments.valueOrDefault(.maxResponseBytes)
        if let service = arguments.value(.storeSearchURL) { options.storeSearchURL = service }
        if let service = arguments.value(.addressURL) {
            options.addressServiceURL = service
            options.addressServiceIPv6URL = service
        }
        if let service = arguments.value(.ratesURL) { options.ratesServiceURL = service }
        if let service = arguments.value(.routingURL) { options.routingServiceURL = service }
        if let service = arguments.value(.weatherURL) {
            options.weatherServiceURL = service
            options.geocodingServiceURL = service
        }
        options.allowShell = arguments.has(.allowShell)
        return options
    }
}
