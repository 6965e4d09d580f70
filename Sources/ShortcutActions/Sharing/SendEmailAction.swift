import Foundation
import ShortcutEngine

/// Send Email: the e-mail goes out as Share hands items on. With the opener allowed, the system's
/// mail program opens a new message (a mailto: URL, RFC 6068; with attachments, the message file);
/// otherwise an unsent message file (.eml) lands in the outbox, to open and send from any mail
/// program. Nothing is sent without a person: this engine has no mail account.
public enum SendEmailAction: Action {
    static let to = Parameter<[Value]>(
        "to", wireKey: "WFSendEmailActionToRecipients", label: "To",
        summary: "Recipients: addresses, or contacts (a vCard's first e-mail address).", default: [])
    static let cc = Parameter<[Value]>(
        "cc", wireKey: "WFSendEmailActionCcRecipients", label: "Cc", summary: "Copy recipients.", default: [])
    static let bcc = Parameter<[Value]>(
        "bcc", wireKey: "WFSendEmailActionBccRecipients", label: "Bcc", summary: "Blind copy recipients.", default: [])
    static let subject = Parameter<String>("subject", wireKey: "WFSendEmailActionSubject", summary: "The subject.", default: "")
    static let message = Parameter<Value>(
        "message", wireKey: "WFSendEmailActionInputAttachments",
        summary: "The message: text is its body, files are attached.")
    static let from = Parameter<String>(
        "from", wireKey: "WFSendEmailActionFrom", summary: "The sender's address (the From header).", default: "")
    static let showComposeSheet = Parameter<Bool>(
        "showComposeSheet", wireKey: "WFSendEmailActionShowComposeSheet", label: "Show Compose Sheet",
        summary: "Apple's choice of showing the message before sending; here a person always sends it.", default: true)
    static let saveAsDraft = Parameter<Bool>(
        "saveAsDraft", wireKey: "WFSendEmailActionSaveAsDraft", label: "Save as Draft",
        summary: "Apple's choice of keeping it in Drafts; the message file here is a draft either way.", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.sendemail", name: "Send Email",
        summary:
            "Writes the e-mail (To, Cc, Bcc, Subject, the text as its body and files as attachments) as an unsent message file (.eml) in the outbox, or, when the host allows opening (the CLI: --allow-open), opens a new message in the system's mail program; says where it went. Nothing is sent without a person.",
        category: "Sharing",
        parameters: [to, cc, bcc, subject, message, from, showComposeSheet, saveAsDraft],
        input: message, output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var mail = MailMessage(
            from: try parameters[Self.from],
            to: try Recipients.addresses(try parameters[Self.to], properties: ["EMAIL"], context: context),
            cc: try Recipients.addresses(try parameters[Self.cc], properties: ["EMAIL"], context: context),
            bcc: try Recipients.addresses(try parameters[Self.bcc], properties: ["EMAIL"], context: context),
            subject: try parameters[Self.subject], body: "", attachments: [])
        var texts: [String] = []
        for item in (parameters.optional(Self.message) ?? .nothing).items {
            if case .file(let file) = item.unnamed {
                let bytes = try SaveFileAction.contents(item.unnamed, parameter: Self.message.key, context: context)
                mail.attachments.append((item.givenName ?? file.name, bytes))
            } else {
                texts.append(try context.limitedText(item))
            }
        }
        mail.body = texts.joined(separator: "\n")
        _ = try Outbox.handOut(
            Self.item(mail, context: context), via: definition.name, parameter: Self.message.key, context: context)
        return .nothing
    }

    /// What is handed on: a mailto: URL for the opener when there is nothing to attach, else the message file.
    static func item(_ mail: MailMessage, context: ActionContext) -> Value {
        if context.opensShared, mail.attachments.isEmpty {
            var fields: [String] = []
            for (name, value) in [("cc", mail.cc.joined(separator: ",")), ("bcc", mail.bcc.joined(separator: ","))]
            where !value.isEmpty {
                fields.append(name + "=" + Recipients.encoded(value, keeping: ","))
            }
            if !mail.subject.isEmpty { fields.append("subject=" + Recipients.encoded(mail.subject)) }
            if !mail.body.isEmpty {
                fields.append("body=" + Recipients.encoded(mail.body.replacingOccurrences(of: "\n", with: "\r\n")))
            }
            let to = mail.to.map { Recipients.encoded($0) }.joined(separator: ",")
            return .url("mailto:" + to + (fields.isEmpty ? "" : "?" + fields.joined(separator: "&")))
        }
        let boundary = "shortcut-engine-" + String(context.random.next(), radix: 16)
        let text = mail.text(date: context.host.now(), timeZone: context.host.timeZone, boundary: boundary)
        return .named(NamedItem(name: "Email.eml", value: .text(text)))
    }
}
