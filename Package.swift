// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ListBinding",
  products: [
    .library(name: "ListBinding", targets: ["ListBinding"]),
    .executable(name: "examples", targets: ["examples"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    .target(name: "Diffing"),
    .target(name: "ListBinding", dependencies: ["Diffing"]),
    .target(
      name: "ExampleScenarios",
      dependencies: ["ListBinding"],
      path: "Examples/Scenarios"
    ),
    .executableTarget(
      name: "examples",
      dependencies: ["ExampleScenarios"],
      path: "Examples/Runner"
    ),
    .executableTarget(
      name: "benchmarks",
      dependencies: ["ListBinding"],
      path: "Benchmarks"
    ),
    .target(
      name: "DiffingTestSupport", dependencies: ["Diffing"], path: "Tests/DiffingTestSupport"),
    .testTarget(name: "DiffingTests", dependencies: ["Diffing", "DiffingTestSupport"]),
    .testTarget(name: "ListBindingTests", dependencies: ["ListBinding", "DiffingTestSupport"]),
    .testTarget(
      name: "ExamplesTests",
      dependencies: ["ExampleScenarios", "ListBinding"],
      exclude: ["Expected"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
