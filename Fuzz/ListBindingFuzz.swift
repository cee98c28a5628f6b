import Foundation
import ReentrancyHarness

// A coverage-guided fuzzer of the table core. An input's first byte chooses the target: most
// inputs are a program of decisions for the re-entrancy harness (table calls, snapshot applies,
// callbacks that call back, hostile counts, Int.max and Int.min index paths), whose invariants
// are checked after every call; the others are hostile geometry (`GeometryFuzz`: settings at
// and past their rules' edges, counts near the limits) and the terminal's key decoder
// (`KeyDecoderFuzz`: any bytes, split anywhere).
//
// Built with `-sanitize=fuzzer -DFUZZING`, libFuzzer drives `LLVMFuzzerTestOneInput` and a
// broken invariant traps. Built normally, the executable replays inputs (files, or directories
// of them) or runs seeded random steps: see `Scripts/fuzz`.

#if FUZZING
  /// libFuzzer's entry point: runs the harness on one input; traps on a broken invariant.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
      if let failure = FuzzTarget.run(bytes: bytes).first {
        // Inside the fuzz harness only: the trap is how libFuzzer learns of a finding.
        fatalError("invariant broken: \(failure)")
      }
    }
    drainMainQueue()
    return 0
  }

  /// libFuzzer's driver, which parses its flags and runs the fuzzing loop.
  ///
  /// Declared by its symbol name (its arguments are plain pointers, passed alike by Swift's and
  /// C's conventions), because SwiftPM links an executable's entry point as
  /// `ListBindingFuzz_main`, which libFuzzer's own `main` cannot be.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The executable's entry point when fuzzing: hands over to libFuzzer's driver.
  @_cdecl("ListBindingFuzz_main")
  public func fuzzerMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzOneInput)
  }
#else
  @main
  struct ListBindingFuzz {
    /// `ListBindingFuzz [PATH…]` replays the inputs at the paths (files, or directories of
    /// files); `ListBindingFuzz --seeds N` runs N seeded worlds of 500 steps and prints what
    /// they exercised; `ListBindingFuzz --seed S N` runs seed S for N steps (`TRACE_HOOKS=1`
    /// adds every callback to a failure's trail). Exits 1 on a broken invariant.
    @MainActor
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      var failures: [String] = []
      var runs = 0
      if arguments.first == "--seed", arguments.count >= 3, let seed = UInt64(arguments[1]),
        let steps = Int(arguments[2])
      {
        failures += World.run(seed: seed, steps: steps).map { "seed \(seed): \($0)" }
        runs += 1
      } else if arguments.first == "--seeds" {
        let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 20
        var total = World.Statistics()
        for seed in 0..<UInt64(max(count, 0)) {
          var rates = World.Rates()
          if ProcessInfo.processInfo.environment["NO_LOOPS"] != nil { rates.loop = 0 }
          let (found, statistics) = World.run(seed: seed, steps: 500, rates: rates)
          failures += found.map { "seed \(seed): \($0)" }
          runs += 1
          total.listCalls += statistics.listCalls
          total.otherCalls += statistics.otherCalls
          total.deferredCalls += statistics.deferredCalls
          total.callsAtOnce += statistics.callsAtOnce
          total.refusedCalls += statistics.refusedCalls
          total.callbackDataChanges += statistics.callbackDataChanges
          total.troubles += statistics.troubles
          total.longestQueue = max(total.longestQueue, statistics.longestQueue)
          total.errors.merge(statistics.errors, uniquingKeysWith: +)
        }
        print(
          "outermost calls \(total.outermostCalls), deferred \(total.deferredCalls), at once "
            + "\(total.callsAtOnce), refused "
            + "\(total.refusedCalls), data changes from callbacks \(total.callbackDataChanges), "
            + "troubles \(total.troubles), longest queue \(total.longestQueue)")
        for (kind, count) in total.errors.sorted(by: { $0.key < $1.key }) {
          print("  \(kind): \(count)")
        }
      } else {
        for path in inputs(arguments) {
          guard let bytes = FileManager.default.contents(atPath: path) else { continue }
          failures += FuzzTarget.run(bytes: Array(bytes)).map { "\(path): \($0)" }
          runs += 1
        }
      }
      print("\(runs) runs, \(failures.count) failures")
      for failure in failures { print(failure) }
      if !failures.isEmpty { exit(1) }
    }

    /// The files at `paths`, with the files of directories, in order.
    static func inputs(_ paths: [String]) -> [String] {
      paths.flatMap { path -> [String] in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          return []
        }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }
      }
    }
  }
#endif
