// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ListBinding",
  products: [
    .library(name: "ListBinding", targets: ["ListBinding"]),
    .library(name: "ListBindingTesting", targets: ["ListBindingTesting"]),
    .executable(name: "examples", targets: ["examples"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    .target(name: "Diffing"),
    .target(name: "ListBinding", dependencies: ["Diffing"]),
    .target(name: "ListBindingTesting", dependencies: ["ListBinding"]),
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
    .testTarget(
      name: "ListBindingTests",
      dependencies: ["ListBinding", "ListBindingTesting", "DiffingTestSupport"]
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
  ],
  swiftLanguageModes: [.v6]
)
