// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ListBinding",
  products: [
    .library(name: "ListBinding", targets: ["ListBinding"]),
    .library(name: "ListBindingTerminal", targets: ["ListBindingTerminal"]),
    .executable(name: "examples", targets: ["examples"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    .target(name: "ListBinding"),
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
    .testTarget(name: "ListBindingTests", dependencies: ["ListBinding"]),
    .testTarget(
      name: "ExamplesTests",
      dependencies: ["ExampleScenarios", "ListBinding"],
      exclude: ["Expected"]
    ),
    .testTarget(
      name: "ListBindingTerminalTests",
      dependencies: ["ListBindingTerminal", "ListBinding"],
      exclude: ["Recordings"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
