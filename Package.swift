// swift-tools-version:6.0
import PackageDescription

// No target sets unsafe compiler flags: SwiftPM refuses a versioned dependency (`.package(url:from:)`)
// whose manifest has them, and the libraries are products that teams depend on that way
// (`make package-check`, run by .ci/run, proves it). Speed comes from the code
// (docs/performance.md).

// Where UIKit is missing (macOS included), TraceRecorder is built against the model.
let platformsWithoutUIKit: [Platform] = [.linux, .windows, .android, .wasi, .openbsd, .macOS]

let package = Package(
  name: "tracereplay",
  products: [
    .executable(name: "tracereplay", targets: ["TraceReplayTool"]),
    .executable(name: "tracereplay-bench", targets: ["TraceReplayBench"]),
    .library(name: "UIKitModel", targets: ["UIKitModel"]),
    .library(name: "UIKitPorting", targets: ["UIKitPorting"]),
    .library(name: "TraceReplay", targets: ["TraceReplay"]),
    .library(name: "TraceReplayCLI", targets: ["TraceReplayCLI"]),
    .library(name: "TraceRecorder", targets: ["TraceRecorder"]),
    .library(name: "TraceReplayTesting", targets: ["TraceReplayTesting"]),
  ],
  targets: [
    // The headless UIKit event model: no I/O, no JSON, no clock, no globals.
    .target(name: "UIKitModel"),
    // What code written for iOS reaches through singletons and run-loop types (`Timer`,
    // `DispatchQueue.main`, `UIApplication.shared`), bound to a replay's clock. Only ported code
    // imports it.
    .target(name: "UIKitPorting", dependencies: ["UIKitModel"]),
    // Trace and scene reading, the driver, recorders and reporters, golden checking.
    .target(name: "TraceReplay", dependencies: ["UIKitModel", "UIKitPorting"]),
    // Argument parsing and subcommands, as a library so tests drive it in-process.
    .target(
      name: "TraceReplayCLI", dependencies: ["TraceReplay", "UIKitModel"]),
    // Records touches and the scene in an app: its files compile against UIKit on iOS and
    // against the model everywhere else, and write traces without the replay library.
    .target(
      name: "TraceRecorder",
      dependencies: [.target(name: "UIKitModel", condition: .when(platforms: platformsWithoutUIKit))]),
    // Replay a trace in a test and compare it with a golden beside the test (Swift Testing, XCTest).
    .target(name: "TraceReplayTesting", dependencies: ["TraceReplay", "UIKitModel"]),
    // `main.swift` only: wires the streams and calls into TraceReplayCLI.
    .executableTarget(name: "TraceReplayTool", dependencies: ["TraceReplayCLI"]),
    // `make bench`: generates traces and times the replayer against baselines in one run.
    .executableTarget(name: "TraceReplayBench", dependencies: ["TraceReplay"]),
    .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel"]),
    .testTarget(name: "UIKitPortingTests", dependencies: ["UIKitPorting"]),
    .testTarget(
      name: "TraceReplayTests", dependencies: ["TraceReplay", "UIKitModel"], exclude: ["RenderGoldens"]),
    .testTarget(
      name: "TraceReplayTestingTests", dependencies: ["TraceReplayTesting", "TraceReplay", "UIKitModel"]),
    .testTarget(
      name: "TraceReplayCLITests", dependencies: ["TraceReplayCLI", "TraceReplay", "UIKitModel"],
      exclude: ["HierarchyDumps"]),
    .testTarget(
      name: "TraceRecorderTests",
      dependencies: ["TraceRecorder", "TraceReplayCLI", "TraceReplay", "UIKitModel"]),
  ]
)
