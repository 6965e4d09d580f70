import Foundation

/// The temporary home every test of the process runs in (issue 25, item 3): `HOME` and the XDG
/// folders (`XDG_DATA_HOME`, `XDG_STATE_HOME`, `XDG_CONFIG_HOME`, `XDG_CACHE_HOME`, and the photo
/// library's `XDG_PICTURES_DIR`) point into one
/// fresh temporary folder, set once, before the first test of any class (`IsolatedTestCase`).
/// `TMPDIR` points into it too, so every temporary file a test makes goes with it. The journal, the store, the user library and the trash all live under those, so a test that
/// forgets `--journal-dir` or `--store` writes here and never into the user's real home.
/// Processes the tests start inherit the same environment. The folder is removed when the test
/// process exits, so a run leaves nothing behind in the temporary folder.
public enum TestHome {
    /// The temporary home folder (created on first use; its XDG folders are inside it).
    public static let folder: String = {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shortcut-test-home-\(getpid())-\(UUID().uuidString)"
        )
        .path
        for (name, relative) in variables {
            let path = relative.isEmpty ? base : base + "/" + relative
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            setenv(name, path, 1)
        }
        atexit { try? FileManager.default.removeItem(atPath: TestHome.folder) }
        return base
    }()

    /// Each variable and its folder inside the home, as the XDG Base Directory specification
    /// places the defaults.
    public static let variables: [(name: String, relative: String)] = [
        ("HOME", ""), ("XDG_DATA_HOME", ".local/share"), ("XDG_STATE_HOME", ".local/state"),
        ("XDG_CONFIG_HOME", ".config"), ("XDG_CACHE_HOME", ".cache"), ("XDG_PICTURES_DIR", "Pictures"),
        ("TMPDIR", "tmp"),
    ]

    /// Points home and the XDG folders at `folder`; idempotent. A variable a test changed is put back.
    public static func isolate() {
        let base = folder
        for (name, relative) in variables {
            let path = relative.isEmpty ? base : base + "/" + relative
            if ProcessInfo.processInfo.environment[name] != path { setenv(name, path, 1) }
        }
    }
}
