// swift-tools-version:6.3
// Tested with Swift 6.3 only (the toolchain CI runs); an older toolchain is not claimed.
import PackageDescription

let package = Package(
  name: "ListBinding",
  // As low as the features allow. The floor is Foundation's `AttributedString` (macOS 12,
  // iOS 15, tvOS 15, watchOS 8), which labels and content configurations use for attributed
  // text; everything newer is behind `if #available` or not used (Scripts/check-apple-availability
  // lists what the sources use above these). Built and tested on Linux only so far.
  platforms: [
    .macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1), .macCatalyst(.v15),
  ],
  products: [
    .library(name: "ListBinding", targets: ["ListBinding"]),
    .library(name: "ListBindingTesting", targets: ["ListBindingTesting"]),
    .library(name: "ListBindingTerminal", targets: ["ListBindingTerminal"]),
    .library(name: "ListBindingUIKit", targets: ["ListBindingUIKit"]),
    .executable(name: "examples", targets: ["examples"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
    .executable(name: "ListBindingFuzz", targets: ["ListBindingFuzz"]),
    // The check users run on their UIKit sources: `swift run listbinding-port-check Sources`.
    .executable(name: "listbinding-port-check", targets: ["listbinding-port-check"]),
  ],
  targets: [
    .target(name: "Diffing"),
    .target(name: "ListBinding", dependencies: ["Diffing"]),
    .target(name: "ListBindingTesting", dependencies: ["ListBinding", "ListBindingUIKit"]),
    // UIKit's names and signatures over ListBinding's public API (see its DocC catalog).
    .target(name: "ListBindingUIKit", dependencies: ["ListBinding"]),
    .target(name: "ListBindingTerminal", dependencies: ["ListBinding", "CListBindingAtomics"]),
    // The lock-free state the terminal's signal handlers share: C11 atomics, on every platform.
    .target(name: "CListBindingAtomics"),
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
      path: "Benchmarks",
      exclude: ["README.md"]
    ),
    // The port check: a Swift reader and the optional-method analysis (no dependencies), and
    // its command line. Outside Sources: a tool, not a documented module.
    .target(name: "ListBindingPortCheck", path: "Tools/ListBindingPortCheck"),
    .executableTarget(
      name: "listbinding-port-check", dependencies: ["ListBindingPortCheck"],
      path: "Tools/listbinding-port-check"),
    .target(
      name: "DiffingTestSupport", dependencies: ["Diffing"], path: "Tests/DiffingTestSupport"),
    .target(
      name: "ReentrancyHarness", dependencies: ["ListBinding", "DiffingTestSupport"],
      path: "Tests/ReentrancyHarness"),
    .executableTarget(
      name: "ListBindingFuzz",
      dependencies: ["ReentrancyHarness", "ListBinding", "ListBindingTerminal"], path: "Fuzz"),
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
    // The UIKit screens the face's tests drive: UIKit code that sees only ListBindingUIKit, as
    // an app target sees only UIKit (Scripts/check-uikit-screens checks the rest). With
    // MemberImportVisibility (SE-0444) on, as many packages set it: the members of what UIKit's
    // names stand for (`label.text`, `indexPath.row`) must reach a file importing only the face.
    .target(
      name: "UIKitScreens", dependencies: ["ListBindingUIKit"],
      path: "Tests/ListBindingUIKitTests/Screens",
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    .testTarget(
      name: "ListBindingUIKitTests",
      dependencies: ["ListBindingUIKit", "ListBindingTesting", "UIKitScreens"],
      exclude: ["Screens"]
    ),
    // UIKit-style screens as Swift 5 app code (Xcode's default language mode, minimal
    // concurrency checking): the face must build them without errors or warnings, with
    // MemberImportVisibility on as for UIKitScreens.
    .testTarget(
      name: "ListBindingUIKitSwift5Tests",
      dependencies: ["ListBindingUIKit", "ListBindingTesting"],
      swiftSettings: [
        .swiftLanguageMode(.v5), .enableUpcomingFeature("MemberImportVisibility"),
      ]
    ),
    .testTarget(
      name: "ListBindingTerminalTests",
      dependencies: ["ListBindingTerminal", "ListBinding"],
      exclude: ["Recordings"]
    ),
    .testTarget(
      name: "ListBindingPortCheckTests", dependencies: ["ListBindingPortCheck"],
      exclude: ["Expected"]),
    .testTarget(
      name: "HostileInputTests",
      dependencies: ["ListBinding", "ListBindingTesting", "ListBindingTerminal"],
      exclude: ["README.md"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
