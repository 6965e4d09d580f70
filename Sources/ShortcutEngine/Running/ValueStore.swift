/// A store of values that outlive a run (the persistent store's actions read and change it by
/// key path). The document is a dictionary; a host that has one conforms to `ValueStoreHost`.
public protocol ValueStore: AnyObject {
    /// The whole document, read under the store's lock; an empty dictionary when there is none yet.
    func read() throws -> Value
    /// Reads the document, lets `change` compute the next version (nil: no change), and writes it
    /// back, all under one lock, so concurrent runs cannot lose each other's changes.
    func update<Result>(_ change: (Value) throws -> (Value?, Result)) throws -> Result
}

/// A host that keeps a persistent store (`WorkflowHost` implementations may also conform).
public protocol ValueStoreHost: AnyObject {
    /// The store the run's store actions use.
    var valueStore: any ValueStore { get }
}
