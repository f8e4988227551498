// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "tracereplay",
  products: [
    .executable(name: "tracereplay", targets: ["TraceReplayTool"]),
    .executable(name: "tracereplay-bench", targets: ["TraceReplayBench"]),
    .library(name: "UIKitModel", targets: ["UIKitModel"]),
    .library(name: "TraceReplay", targets: ["TraceReplay"]),
    .library(name: "TraceReplayCLI", targets: ["TraceReplayCLI"]),
  ],
  targets: [
    // The headless UIKit event model: no I/O, no JSON, no clock, no globals.
    .target(name: "UIKitModel"),
    // Trace and scene reading, the driver, recorders and reporters, golden checking.
    .target(name: "TraceReplay", dependencies: ["UIKitModel"]),
    // Argument parsing and subcommands, as a library so tests drive it in-process.
    .target(name: "TraceReplayCLI", dependencies: ["TraceReplay", "UIKitModel"]),
    // `main.swift` only: wires the streams and calls into TraceReplayCLI.
    .executableTarget(name: "TraceReplayTool", dependencies: ["TraceReplayCLI"]),
    // `make bench`: generates traces and times the replayer against baselines in one run.
    .executableTarget(name: "TraceReplayBench", dependencies: ["TraceReplay"]),
    .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel"]),
    .testTarget(
      name: "TraceReplayTests", dependencies: ["TraceReplay", "UIKitModel"], exclude: ["RenderGoldens"]),
    .testTarget(
      name: "TraceReplayCLITests", dependencies: ["TraceReplayCLI", "TraceReplay", "UIKitModel"]),
  ]
)
