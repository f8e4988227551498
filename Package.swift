// swift-tools-version:6.0
import PackageDescription

// Release builds skip the dynamic exclusivity checks (docs/performance.md): they cost about a
// tenth of a replay's time, and debug builds and tests keep them. They also optimize across the
// modules (the replayer calls into the model for every sample): about 2% fewer instructions.
let releaseSettings: [SwiftSetting] = [
  .unsafeFlags(
    ["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release))
]

// Where UIKit is missing (macOS included), TraceRecorder is built against the model.
let platformsWithoutUIKit: [Platform] = [.linux, .windows, .android, .wasi, .openbsd, .macOS]

let package = Package(
  name: "tracereplay",
  products: [
    .executable(name: "tracereplay", targets: ["TraceReplayTool"]),
    .executable(name: "tracereplay-bench", targets: ["TraceReplayBench"]),
    .library(name: "UIKitModel", targets: ["UIKitModel"]),
    .library(name: "TraceReplay", targets: ["TraceReplay"]),
    .library(name: "TraceReplayCLI", targets: ["TraceReplayCLI"]),
    .library(name: "TraceRecorder", targets: ["TraceRecorder"]),
    .library(name: "TraceReplayTesting", targets: ["TraceReplayTesting"]),
  ],
  targets: [
    // The headless UIKit event model: no I/O, no JSON, no clock, no globals.
    // Release builds count the model's references without atomic operations
    // (`-assume-single-threaded`): a model, and every object and string it holds, is used by one
    // thread at a time, and what a replay hands to other threads is copied (docs/performance.md,
    // "One thread per model"). Measured with `make bench` on 1 M samples: CPU time 0.70 s ->
    // 0.45 s, 1.9 -> 3.4 M samples/s.
    .target(
      name: "UIKitModel",
      swiftSettings: releaseSettings + [
        .unsafeFlags(["-Xfrontend", "-assume-single-threaded"], .when(configuration: .release))
      ]),
    // Trace and scene reading, the driver, recorders and reporters, golden checking.
    .target(name: "TraceReplay", dependencies: ["UIKitModel"], swiftSettings: releaseSettings),
    // Argument parsing and subcommands, as a library so tests drive it in-process.
    .target(
      name: "TraceReplayCLI", dependencies: ["TraceReplay", "UIKitModel"], swiftSettings: releaseSettings),
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
