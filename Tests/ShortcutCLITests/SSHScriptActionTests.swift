import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutActions
@testable import ShortcutCLI

/// Run Script over SSH (issue 12) without a real host: the refusals by full message (both
/// permissions, password authentication, names ssh would read as options, the port) and the
/// arguments ssh gets. The live path is reached only up to ssh's own failure to connect (no
/// `sshd` on the test machines): a refused connection to 127.0.0.1 port 1.
final class SSHScriptActionTests: CLITestCase {
    let prefix = "error: action 1 'Run Script over SSH' (runsshscript), "

    func testRefusedUnlessBothScriptsAndTheNetworkAreAllowed() {
        let base = ["do", "runsshscript", "host=example.org", "script=uname", "authentication=SSH Key", "--no-input"]
        let expected =
            prefix
            + "parameter 'host': running a script over SSH on 'example.org' needs both running scripts and network access to that host\n"
            + "hint: pass both --allow-shell and --allow-network=example.org (or --allow-network for every host)\n"
        for flags in [[], ["--allow-shell"], ["--allow-network"], ["--allow-shell", "--allow-network=other.example"]] {
            let result = run(base + flags)
            XCTAssertEqual(result.code, 70, "\(flags)")
            XCTAssertEqual(result.err, expected, "\(flags)")
        }
    }

    func testTheLibraryWordingNamesBothSettings() {
        XCTAssertEqual(
            LibraryRemedyWording().hint(for: .allowShellAndNetwork(host: "h.example"), after: nil),
            "set RunOptions.allowShell and add 'h.example' to RunOptions.network (.hosts), or set it to .anyHost: both are needed"
        )
    }

    func testPasswordAuthenticationIsRefusedWithTheKeyAdvice() {
        // Apple's default is Password: a file that sets no authentication is refused too.
        for extra in [["authentication=Password"], []] {
            let result = run(
                ["do", "runsshscript", "host=example.org", "script=uname", "--allow-shell", "--allow-network", "--no-input"]
                    + extra)
            XCTAssertEqual(result.code, 70)
            XCTAssertEqual(
                result.err,
                prefix
                    + "parameter 'authentication': password authentication to 'example.org' is not supported; this engine connects with an SSH key only\n"
                    + "hint: set the authentication to SSH Key and make the key available to ssh (ssh-agent or ~/.ssh/config)\n")
        }
    }

    func testNamesSSHWouldReadAsOptionsAndBadPortsAreRefused() {
        let base = [
            "do", "runsshscript", "script=uname", "authentication=SSH Key", "--allow-shell", "--allow-network", "--no-input",
        ]
        XCTAssertEqual(
            run(base + ["host=-oProxyCommand=touch x"]).err,
            prefix
                + "parameter 'host': '-oProxyCommand=touch x' is not a host or user name ssh accepts (it starts with '-' or holds spaces or control characters)\n"
        )
        XCTAssertEqual(
            run(base + ["host=h", "user=a b"]).err,
            prefix
                + "parameter 'user': 'a b' is not a host or user name ssh accepts (it starts with '-' or holds spaces or control characters)\n"
        )
        XCTAssertEqual(
            run(base + ["host=h", "port=99999"]).err,
            prefix + "parameter 'port': the port '99999' is not a whole number from 1 to 65535\n")
        XCTAssertEqual(
            run(base + ["host=h", "port=ssh"]).err,
            prefix + "parameter 'port': the port 'ssh' is not a whole number from 1 to 65535\n")
        XCTAssertEqual(
            run(base + ["host= "]).err,
            prefix + "parameter 'host': no host to connect to\nhint: give the host's name or address\n")
    }

    func testTheArgumentsSSHGets() throws {
        XCTAssertEqual(
            try RunScriptOverSSHAction.sshArguments(host: "build.example", port: "2222", user: "ci", script: "make -j2"),
            ["-o", "BatchMode=yes", "-T", "-p", "2222", "-l", "ci", "--", "build.example", "make -j2"])
        XCTAssertEqual(
            try RunScriptOverSSHAction.sshArguments(host: "10.0.0.2", port: " 22 ", user: nil, script: "uptime"),
            ["-o", "BatchMode=yes", "-T", "-p", "22", "--", "10.0.0.2", "uptime"])
        XCTAssertEqual(
            try RunScriptOverSSHAction.sshArguments(host: "h", port: "", user: "", script: "-c x"),
            ["-o", "BatchMode=yes", "-T", "--", "h", "-c x"])
    }

    func testAConnectionFailureIsSSHsOwnMessage() throws {
        guard ScriptProcess.locate("ssh") != nil else { throw XCTSkip("no ssh client on this machine") }
        let result = run([
            "do", "runsshscript", "host=127.0.0.1", "port=1", "script=uname", "authentication=SSH Key", "--allow-shell",
            "--allow-network=127.0.0.1", "--no-input",
        ])
        XCTAssertEqual(result.code, 70)
        XCTAssertTrue(
            result.err.hasPrefix(
                prefix + "parameter 'script': the script exited with status 255: ssh: connect to host 127.0.0.1 port 1"),
            result.err)
    }

    func testRunAsAdministratorIsRefusedNeverRunAsTheUser() {
        let result = run(["do", "runshellscript", "script=id -u", "shell=sh", "runAsRoot=true", "--allow-shell", "--no-input"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Run Shell Script' (runshellscript), parameter 'runAsRoot': Run as Administrator is on; this engine never runs a script with raised privileges, and will not run it as the normal user instead\n"
                + "hint: turn Run as Administrator off if the script does not need it, or run it yourself with sudo\n")
        let normal = run(["do", "runshellscript", "script=echo ok", "shell=sh", "runAsRoot=false", "--allow-shell", "--no-input"])
        XCTAssertEqual(normal.out, "ok\n")
    }
}
