// The scope a filter runs in: a chain of bindings from the innermost outwards. Variables and
// functions are found by walking it, so a function body sees the scope of its definition
// (closures) and itself (recursion).

/// One binding and the scope around it.
final class JQEnv {
    enum Entry {
        case root
        case variable(String, JQValue)
        case function(JQFunction)
        /// A filter argument: its filter and the scope of the call that gave it.
        case closure(String, JQNode, JQEnv)
        /// Many functions defined together (the prelude); they see each other.
        case library([String: JQFunction])
        case label(String, Int)
    }

    let entry: Entry
    let parent: JQEnv?

    init(_ entry: Entry, parent: JQEnv?) {
        self.entry = entry
        self.parent = parent
    }

    /// What a call of `key` (`name/arity`) runs.
    enum Callee {
        case function(JQFunction, JQEnv)
        case closure(JQNode, JQEnv)
    }

    func variable(_ name: String) -> JQValue? {
        var scope: JQEnv? = self
        while let current = scope {
            if case .variable(let bound, let value) = current.entry, bound == name { return value }
            scope = current.parent
        }
        return nil
    }

    func label(_ name: String) -> Int? {
        var scope: JQEnv? = self
        while let current = scope {
            if case .label(let bound, let token) = current.entry, bound == name { return token }
            scope = current.parent
        }
        return nil
    }

    func callee(_ key: String) -> Callee? {
        var scope: JQEnv? = self
        while let current = scope {
            switch current.entry {
            case .function(let function) where function.key == key: return .function(function, current)
            case .closure(let name, let node, let env) where key == name + "/0": return .closure(node, env)
            case .library(let functions):
                if let function = functions[key] { return .function(function, current) }
            default: break
            }
            scope = current.parent
        }
        return nil
    }
}
