import Foundation

/// What a host shows that needs no answer. Each action that presents passes its input through.
public enum Presentation: Sendable, Equatable {
    /// Show Notification: a title (may be empty) and a body.
    case notification(title: String, body: String)
    /// Show Alert without a Cancel button: it only informs.
    case alert(title: String, message: String)
    /// Quick Look: the item previewed, as text.
    case preview(String)
    /// Show Web Page: the page's URL or text.
    case webPage(String)
    /// Speak Text: what would be spoken, and the voice, language, rate and pitch the workflow
    /// asks for (a host that speaks uses them; the CLI prints the text only).
    case speech(String, settings: SpeechSettings = SpeechSettings())
    /// Play Sound: the sound's file or name; empty: the default sound.
    case sound(String)
    /// Vibrate Device.
    case vibration
    /// Wait to Return: a terminal has no app to return to, so the run goes on.
    case waitToReturn
    /// Share, AirDrop or Open In (`via`, the action's name) handed `item` on: to `destination`, a
    /// path in the outbox, or to the system opener when nil.
    case handedOut(via: String, item: String, destination: String?)
}

/// How Speak Text asks to be spoken: each setting nil when the workflow leaves it to the system
/// (Apple's defaults: the system voice and language, rate and pitch 1).
public struct SpeechSettings: Sendable, Equatable {
    /// The voice's identifier as Apple writes it (`com.apple.ttsbundle.…`), or a voice name.
    public var voice: String?
    /// The language (`en-US`).
    public var language: String?
    /// The speaking rate (Apple's slider: 0 slowest, 1 the default).
    public var rate: Number?
    /// The pitch (Apple's slider: 0.5 to 2, 1 the default).
    public var pitch: Number?

    /// Settings; nil leaves one to the system.
    public init(voice: String? = nil, language: String? = nil, rate: Number? = nil, pitch: Number? = nil) {
        self.voice = voice
        self.language = language
        self.rate = rate
        self.pitch = pitch
    }
}

/// A fact about the machine a workflow runs on, asked of the host.
public enum DeviceFact: String, Sendable, CaseIterable {
    /// The machine's name (the host name where there is no other).
    case deviceName
    /// The network host name.
    case hostname
    /// The hardware model (`x86_64`, `MacBookPro18,3`).
    case model
    /// The operating system's name (`Linux`, `macOS`).
    case systemName
    /// The operating system's version.
    case systemVersion
    /// The user's language (`en_GB`).
    case language
    /// Seconds since the machine started.
    case uptime
    /// Physical memory, in bytes.
    case totalMemory
    /// Memory available, in bytes.
    case availableMemory
    /// Active processor cores.
    case processorCount
    /// The battery's charge, 0–100.
    case batteryLevel
    /// Whether the battery is charging (a boolean).
    case batteryCharging
    /// The capacity of the disk holding the home folder, in bytes.
    case storageCapacity
    /// The bytes free for the user on the disk holding the home folder.
    case storageAvailable
    /// Whether a charger is connected (a boolean).
    case chargerConnected
    /// The charge the battery stops charging at, 0–100.
    case batteryChargeLimit
    /// The first non-loopback IPv4 address of a network interface.
    case localIPv4
    /// The first non-loopback, non-link-local IPv6 address of a network interface.
    case localIPv6
}

/// A workflow found in a host's library by name: its document and where it came from.
public struct LibraryWorkflow {
    /// The document, read or imported.
    public var document: WorkflowDocument
    /// Its file, for messages and to tell one workflow calling itself.
    public var path: String

    /// A found workflow.
    public init(document: WorkflowDocument, path: String) {
        self.document = document
        self.path = path
    }
}

extension WorkflowHost {
    /// Asks through `answer(_:)` and reads the answer as options (see `Question.offsets(for:)`).
    public func choose(_ question: Question) throws(ActionFailure) -> [Int] {
        let answer = try answer(question)
        guard let offsets = question.offsets(for: answer) else {
            throw ActionFailure(RunFailure.notAMenuOption(answer: answer, titles: question.options))
        }
        return offsets
    }

    /// Presents nothing.
    public func present(_ presentation: Presentation) {}

    /// Opens nothing.
    public func open(_ target: String) throws(ActionFailure) {}

    /// Knows no facts.
    public func deviceFact(_ fact: DeviceFact) -> Value? { nil }

    /// Has no library: names are read as paths.
    public func libraryWorkflow(named name: String) throws(ActionFailure) -> LibraryWorkflow? { nil }

    /// Has no library.
    public func libraryNames() -> [String] { [] }

    /// Counts nothing.
    public func skipped(_ identifier: String) {}
}

extension Question {
    /// The options an answer names: an option's text (letter case ignored) or its number from 1;
    /// when several may be chosen, also a JSON list or a comma-separated list of those. Nil when
    /// any part names no option.
    public func offsets(for answer: String) -> [Int]? {
        if let one = Question.offset(answer, in: options) { return [one] }
        guard allowsMultiple else { return nil }
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        var parts: [String]
        if trimmed.hasPrefix("["), case .array(let items)? = try? JSONParser.parse(Data(trimmed.utf8)) {
            parts = items.map { $0.string ?? $0.serialized(pretty: false) }
        } else {
            parts = trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        parts = parts.filter { !$0.isEmpty }
        var chosen: [Int] = []
        for part in parts {
            guard let offset = Question.offset(part, in: options) else { return nil }
            if !chosen.contains(offset) { chosen.append(offset) }
        }
        return chosen.isEmpty ? nil : chosen
    }

    /// The option `answer` names: its exact text, its text in any letter case, or its number from 1.
    static func offset(_ answer: String, in options: [String]) -> Int? {
        if let exact = options.firstIndex(of: answer) { return exact }
        if let folded = options.firstIndex(where: { $0.lowercased() == answer.lowercased() }) { return folded }
        if let number = Int(answer.trimmingCharacters(in: .whitespaces)), number >= 1, number <= options.count {
            return number - 1
        }
        return nil
    }

    /// The answer a host that takes defaults gives (the CLI's smoke runs): the default answer, the preselected
    /// options, or the first option (an alert's first button continues).
    public var defaultOffsets: [Int] {
        if !preselected.isEmpty { return preselected }
        if let defaultAnswer, let offsets = offsets(for: defaultAnswer) { return offsets }
        return options.isEmpty ? [] : [0]
    }
}
