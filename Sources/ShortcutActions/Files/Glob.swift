import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shell-style name patterns: `*`, `?`, `[abc]`; `**` as a whole path component matches any depth.
enum Glob {
    static func matches(_ name: String, _ pattern: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }

    static func hasWildcard(_ component: Substring) -> Bool {
        component.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }
}
