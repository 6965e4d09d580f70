/// A store of values that outlive a run (the persistent store's actions read and change it by
/// key path). The document is a dictionary; a host that has one conforms to `ValueStoreHost`.
public protocol ValueStore: AnyObject {
    /// The whole document, read under the store's lock; an empty dictionary when there is none yet.
    func read() throws -> Value
    /// Reads the document, lets `change` compute the next version (nil: no change), and writes it
    /// back, all under one lock, so concurrent runs cannot lose each other's changes.
    func update<Result>(_ change: (Value) throws -> (Value?, Result)) throws -> Result
    /// The store called `name`, kept beside this one and apart from it (an app's own store, as
    /// Toolbox Pro's Global Variables are): the same key path in the two holds two values.
    /// `name` is already checked: 1 to 64 lower-case letters a to z, digits and single hyphens.
    func sibling(named name: String) -> any ValueStore
}

/// A host that keeps a persistent store (`WorkflowHost` implementations may also conform).
public protocol ValueStoreHost: AnyObject {
    /// The store the run's store actions use.
    var valueStore: any ValueStore { get }
}
