import TestHome
import XCTest

/// The base of every test class in this target: before a class's first test, home and the XDG
/// folders point at the process's temporary home (`TestHome`), so no test reaches the user's
/// real home. `HouseRulesTests.testEveryTestClassRunsInTheTemporaryHome` keeps it so.
class IsolatedTestCase: XCTestCase {
    override class func setUp() {
        TestHome.isolate()
        super.setUp()
    }
}
