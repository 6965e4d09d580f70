import Foundation
import ShortcutCLI

exit(ShortcutCLI.main(Array(CommandLine.arguments.dropFirst())))
