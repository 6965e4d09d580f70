import Foundation
import ShortcutEngine

/// The user's data and configuration folders (XDG): the one rule the outbox, the library, the
/// storage locations and the locations file follow.
enum UserFolders {
    /// `$XDG_DATA_HOME`, else `~/.local/share` (an `XDG_DATA_HOME` that is not absolute is ignored, as XDG says).
    static func dataHome() -> String {
        if let data = ProcessEnvironment.value("XDG_DATA_HOME"), data.hasPrefix("/") { return data }
        return (ProcessEnvironment.value("HOME") ?? NSHomeDirectory()) + "/.local/share"
    }

    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    static func configHome() -> String {
        if let config = ProcessEnvironment.value("XDG_CONFIG_HOME"), config.hasPrefix("/") { return config }
        return (ProcessEnvironment.value("HOME") ?? NSHomeDirectory()) + "/.config"
    }

    /// `$XDG_CACHE_HOME`, else `~/.cache`.
    static func cacheHome() -> String {
        if let cache = ProcessEnvironment.value("XDG_CACHE_HOME"), cache.hasPrefix("/") { return cache }
        return (ProcessEnvironment.value("HOME") ?? NSHomeDirectory()) + "/.cache"
    }

    /// `NAME` in this program's data folder: `$XDG_DATA_HOME/shortcut/NAME`.
    static func data(_ name: String) -> String { dataHome() + "/shortcut/" + name }
}
