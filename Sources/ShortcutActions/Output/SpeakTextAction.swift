import ShortcutEngine

/// Speak Text: speech through the host (the text on standard error in the CLI); passes the input
/// on. The voice, language, rate and pitch reach the host in `SpeechSettings`: a host that speaks
/// uses them, the CLI prints only the text (a terminal does not speak).
public enum SpeakTextAction: Action {
    static let text = Parameter<Value>("text", wireKey: "WFText", type: .text, summary: "What to say.")
    static let wait = Parameter<Value>(
        "wait", wireKey: "WFSpeakTextWait", label: "Wait Until Finished", type: .boolean,
        summary: "Wait until spoken (a terminal does not speak).", default: true)
    static let voice = Parameter<Value>(
        "voice", wireKey: "WFSpeakTextVoice", label: "Voice", type: .text,
        summary: "The voice's identifier (com.apple.ttsbundle.…) or name; absent: the system's voice. Passed to the host.")
    static let language = Parameter<Value>(
        "language", wireKey: "WFSpeakTextLanguage", label: "Language", type: .text,
        summary: "The language to speak in (en-US); absent: the system's. Passed to the host.")
    static let rate = Parameter<Value?>(
        "rate", wireKey: "WFSpeakTextRate", label: "Rate", type: .number,
        summary: "The speaking rate (Apple's slider: 0 slowest, 1 the default). Passed to the host.")
    static let pitch = Parameter<Value?>(
        "pitch", wireKey: "WFSpeakTextPitch", label: "Pitch", type: .number,
        summary: "The pitch (Apple's slider: 0.5 to 2, 1 the default). Passed to the host.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.speaktext", name: "Speak Text",
        summary:
            "Speaks the text (prints it on standard error on a terminal); passes the input through. Voice, language, rate and pitch go to the host, which a terminal does not use.",
        category: "Output",
        parameters: [text, wait, voice, language, rate, pitch],
        input: text, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.text) ?? .nothing
        let settings = SpeechSettings(
            voice: try setting(parameters, "voice", context: context),
            language: try setting(parameters, "language", context: context),
            rate: try number(parameters, rate), pitch: try number(parameters, pitch))
        context.host.present(.speech(try context.limitedText(value), settings: settings))
        return value
    }

    /// A text setting, nil when absent, empty or Apple's "Default".
    private static func setting(_ parameters: ResolvedParameters, _ key: String, context: ActionContext) throws -> String? {
        guard let value = parameters.optional(key), case let text = try context.limitedText(value), !text.isEmpty,
            text != "Default"
        else { return nil }
        return text
    }

    /// A number setting, nil when absent or Nothing.
    private static func number(_ parameters: ResolvedParameters, _ key: Parameter<Value?>) throws(ActionFailure) -> Number? {
        guard let value = try parameters[key], value != .nothing else { return nil }
        return try Number.read(value, key: key.key)
    }
}
