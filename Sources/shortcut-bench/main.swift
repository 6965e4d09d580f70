import Foundation
import ShortcutActions
import ShortcutCLI
import ShortcutEngine

// Release-build benchmarks: `swift run -c release shortcut-bench [NAME…]`. Prints a table.
let selected = Set(CommandLine.arguments.dropFirst())
var table = BenchTable()
for benchmark in Benchmarks.all where selected.isEmpty || selected.contains(benchmark.name) {
    benchmark.run(&table)
}
table.print()
