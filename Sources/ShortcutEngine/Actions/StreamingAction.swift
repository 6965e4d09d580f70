import Foundation

/// An action that can also run on newline-separated text held in one buffer, without a `Value`
/// per line: a host with a large list of lines (standard input, a big file) hands over the bytes
/// and writes the lines back out. The result must equal what `perform` gives for the same lines
/// as a list of text; an action declines (returns nil) when its parameters need values.
/// Hosts reach it through `Runner.streamLines`, never by casting the action themselves.
public protocol StreamingAction: Action {
    /// Runs on `lines` (one item per line, `\n` or `\r\n` endings) with the resolved parameters;
    /// nil when these parameters need the general path. Errors other than `ActionFailure` (an
    /// input too large to index, say) are passed on to the host unchanged.
    static func stream(lines: [UInt8], parameters: ResolvedParameters, context: ActionContext) throws -> (any StreamedLines)?
}

/// The lines a streaming action produced, still in one buffer: written straight to a file
/// descriptor, or gathered as bytes.
public protocol StreamedLines: Sendable {
    /// The lines, each followed by `\n`.
    var data: Data { get }
    /// Writes the lines, each followed by `\n`, to an open file descriptor; false on a write error.
    func write(to fileDescriptor: Int32) -> Bool
}
