extension Value {
    /// The address when this is a web URL (`http://` or `https://`, named or not): the URLs whose
    /// content is fetched where content is expected (issue 24 item 7: a file or dictionary
    /// parameter, and the Get … from Input actions); nil for any other value.
    public var webAddress: String? {
        guard case .url(let url) = unnamed else { return nil }
        let scheme = url.prefix(8).lowercased()
        return scheme.hasPrefix("http://") || scheme.hasPrefix("https://") ? url : nil
    }
}
