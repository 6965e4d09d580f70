/// Google Chrome (com.google.chrome.ios): Open in Chrome opens a URL in a browser, which Open URLs
/// does with the system's opener (the CLI: --allow-open, else it prints the URL).
enum ChromeMappings {
    static let app = "Chrome"

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping(["com.google.chrome.ios.OpenInChromeIntent"], app: app, target: "openurl", keys: ["url": "urls"])
    ]
}
