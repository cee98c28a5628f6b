import Foundation

// The benchmark executable: `swift run -c release benchmarks [name ...]`.
//
// Each benchmark prints its figures as plain text. With no name, every benchmark runs.

// The benchmarks time with `ContinuousClock`, which macOS 13 and iOS 16 brought.
guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
  print("the benchmarks need macOS 13 or later (ContinuousClock)")
  exit(2)
}

let benchmarks: [(name: String, summary: String, run: @MainActor () -> Void)] = [
  ("viewport", "render a 40-row viewport over 1,000 and 1,000,000 rows", ViewportBenchmark.run),
  (
    "geometry", "scroll a 375×812 frame with delegate heights over 1,000 and 1,000,000 rows",
    GeometryBenchmark.run
  ),
  ("selection", "taps in a section of 100 and of 100,000 rows", SelectionBenchmark.run),
  (
    "updates",
    "a 10-row batch update on 1,000 and 1,000,000 rows; the expand pattern in a frame with "
      + "delegate heights",
    {
      UpdatesBenchmark.run(); UpdatesBenchmark.runFrame()
    }
  ),
  ("diff", "Changeset vs the standard library and the dictionary floor", DiffBenchmark.run),
  ("apply", "DiffableDataSource.apply end to end on 100k items", DiffBenchmark.runApplyOnly),
  (
    "terminal",
    "bytes and time per key on a 40-row screen over 1,000 and 1,000,000 rows, for the prompt, "
      + "and filtering's time to first screen",
    {
      TerminalBenchmark.run(); TerminalFilterBenchmark.run(); TerminalFilterBenchmark.runPrompt()
    }
  ),
  (
    "snapshot-edits", "10k single-item deletes, inserts and moves on a 100k-item snapshot",
    SnapshotEditsBenchmark.run
  ),
]

let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { name in !benchmarks.contains { $0.name == name } }
if !unknown.isEmpty {
  print("unknown benchmark: \(unknown.joined(separator: ", "))")
  print("available: \(benchmarks.map(\.name).joined(separator: ", "))")
  exit(2)
}
for benchmark in benchmarks where requested.isEmpty || requested.contains(benchmark.name) {
  print("== \(benchmark.name): \(benchmark.summary)")
  MainActor.assumeIsolated { benchmark.run() }
}
