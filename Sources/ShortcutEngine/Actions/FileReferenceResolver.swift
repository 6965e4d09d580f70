/// Turns Apple's file or folder reference — the dictionary a file picker stores,
/// `{displayName, filename, fileLocation: {WFFileLocationType, relativeSubpath}}` — into the path
/// it names on this machine, wherever a file is expected (issue 24 items 1 and 6: Move File's
/// destination picked in iCloud Drive, not "couldn't convert from dictionary to file"). The
/// actions module provides it, since the storage locations and the folders the user maps them to
/// are its; the registry carries it.
public protocol FileReferenceResolver: Sendable {
    /// The path `reference` names, nil when the dictionary is not a file reference, or the
    /// failure (an unmapped location) naming `parameter`.
    func path(of reference: ValueDictionary, context: ActionContext, parameter: String) throws(ActionFailure) -> String?
}
