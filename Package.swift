// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ListBinding",
  products: [
    .library(name: "ListBinding", targets: ["ListBinding"]),
    .library(name: "ListBindingTesting", targets: ["ListBindingTesting"]),
    .library(name: "ListBindingTerminal", targets: ["ListBindingTerminal"]),
    .executable(name: "examples", targets: ["examples"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
    .executable(name: "ListBindingFuzz", targets: ["ListBindingFuzz"]),
  ],
  targets: [
    .target(name: "Diffing"),
    .target(name: "ListBinding", dependencies: ["Diffing"]),
    .target(name: "ListBindingTesting", dependencies: ["ListBinding"]),
    .target(name: "ListBindingTerminal", dependencies: ["ListBinding"]),
    .target(
      name: "ExampleScenarios",
      dependencies: ["ListBinding", "ListBindingTerminal"],
      path: "Examples/Scenarios"
    ),
    .executableTarget(
      name: "examples",
      dependencies: ["ExampleScenarios"],
      path: "Examples/Runner"
    ),
    .executableTarget(
      name: "benchmarks",
      dependencies: ["ListBinding", "ListBindingTerminal"],
      path: "Benchmarks"
    ),
    .target(
      name: "DiffingTestSupport", dependencies: ["Diffing"], path: "Tests/DiffingTestSupport"),
    .target(
      name: "ReentrancyHarness", dependencies: ["ListBinding", "DiffingTestSupport"],
      path: "Tests/ReentrancyHarness"),
    .executableTarget(name: "ListBindingFuzz", dependencies: ["ReentrancyHarness"], path: "Fuzz"),
    .testTarget(name: "DiffingTests", dependencies: ["Diffing", "DiffingTestSupport"]),
    .testTarget(
      name: "ListBindingTests",
      dependencies: [
        "ListBinding", "ListBindingTesting", "DiffingTestSupport", "ReentrancyHarness",
      ]
    ),
    .testTarget(
      name: "ListBindingTestingTests",
      dependencies: ["ListBindingTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: ["ExampleScenarios", "ListBinding", "ListBindingTesting"],
      exclude: ["Expected", "Articles/__Snapshots__"]
    ),
    .testTarget(
      name: "ListBindingTerminalTests",
      dependencies: ["ListBindingTerminal", "ListBinding"],
      exclude: ["Recordings"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
