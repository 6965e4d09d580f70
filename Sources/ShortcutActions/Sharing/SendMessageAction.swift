import Foundation
import ShortcutEngine

/// Send Message: the message goes out as Share hands items on. With the opener allowed, the
/// system's messaging app opens it (an sms: URL, RFC 5724); otherwise a text file with the
/// recipients and the message lands in the outbox. Nothing is sent without a person.
public enum SendMessageAction: Action {
    static let recipients = Parameter<[Value]>(
        "recipients", wireKey: "WFSendMessageActionRecipients",
        summary: "Phone numbers or addresses, or contacts (a vCard's first phone number, else its e-mail address).",
        default: [])
    static let message = Parameter<String>("message", wireKey: "WFSendMessageContent", summary: "The message.", default: "")
    static let prefix = Parameter<String>(
        "prefix", wireKey: "WFSendMessagePrefix", summary: "Text put before the message (Apple's Prefix).", default: "")

    public static let definition = ActionDefinition(
        "is.workflow.actions.sendmessage", name: "Send Message",
        summary:
            "Writes the message and its recipients as a text file in the outbox, or, when the host allows opening (the CLI: --allow-open), opens it in the system's messaging app (an sms: URL); says where it went. Nothing is sent without a person.",
        category: "Sharing",
        parameters: [recipients, message, prefix],
        input: message, output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let addresses = try Recipients.addresses(
            try parameters[Self.recipients], properties: ["TEL", "EMAIL"], context: context)
        let message = try parameters[Self.prefix] + (try parameters[Self.message])
        let item: Value
        if context.opensShared {
            let list = addresses.map { Recipients.encoded($0) }.joined(separator: ",")
            item = .url("sms:" + list + (message.isEmpty ? "" : "?body=" + Recipients.encoded(message)))
        } else {
            item = .named(
                NamedItem(name: "Message.txt", value: .text("To: " + addresses.joined(separator: ", ") + "\n\n" + message + "\n"))
            )
        }
        _ = try Outbox.handOut(item, via: definition.name, parameter: Self.message.key, context: context)
        return .nothing
    }
}
