/// Console (com.alexhay.Console), Alex Hay's logging app: messages and items are logged to the
/// run's log (the command line's standard error) and Output Messages gives them back. Logging is
/// always on here, so Start Logging becomes a comment; the error-on-empty options have no effect.
enum ConsoleMappings {
    static let app = "Console"
    static let prefix = "com.alexhay.Console."

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping(
            [prefix + "LogMessageIntent"], app: app, target: "console.log",
            keys: ["messages": "message", "message": "message", "title": "title", "tag": "tag", "category": "category"],
            ignored: ["errorMessage", "errorIfEmpty", "logError"]),
        ThirdPartyMapping(
            [prefix + "LogItemsIntent"], app: app, target: "console.log",
            keys: ["items": "items", "message": "message", "title": "title", "tag": "tag", "category": "category"],
            ignored: ["errorMessage", "errorIfEmpty", "logError"]),
        // Log Images: the log is text here, so each image is logged by its name.
        ThirdPartyMapping(
            [prefix + "LogImagesIntent"], app: app, target: "console.log",
            keys: ["images": "items", "message": "message", "title": "title", "tag": "tag", "category": "category"],
            ignored: ["errorMessage", "errorIfEmpty", "logError"]),
        ThirdPartyMapping(
            [prefix + "OutputMessagesIntent"], app: app, target: "console.messages", fixed: [("mode", "Output")],
            ignored: ["outputMode"]),
        ThirdPartyMapping([prefix + "ClearMessagesIntent"], app: app, target: "console.messages", fixed: [("mode", "Clear")]),
        ThirdPartyMapping(
            [prefix + "StartLoggingIntent"], app: app, target: "comment",
            fixed: [("text", "Console: start/stop logging (always on here)")],
            ignored: ["mode"]),
    ]
}
