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
    .target(name: "ListBinding"),
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
    .testTarget(name: "ListBindingTests", dependencies: ["ListBinding"]),
    .testTarget(
      name: "ExamplesTests",
      dependencies: ["ExampleScenarios", "ListBinding"],
      exclude: ["Expected"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
