// swift-tools-version:6.0
import Foundation
import PackageDescription

// The root package is a path dependency; SwiftPM names it after its folder, whatever the
// checkout is called, so the products below refer to it by that name.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardized
let rootIdentity = root.lastPathComponent.lowercased()

let package = Package(
  name: "CustomControls",
  dependencies: [.package(path: "../..")],
  targets: [
    // The controls as they would be written for iOS, and the registry that names them.
    .target(
      name: "CustomControls",
      dependencies: [
        .product(name: "UIKitModel", package: rootIdentity),
        .product(name: "TraceReplay", package: rootIdentity),
      ]),
    // `custom-controls run|explain TRACE`: tracereplay with the custom classes registered.
    .executableTarget(
      name: "custom-controls",
      dependencies: ["CustomControls", .product(name: "TraceReplayCLI", package: rootIdentity)]),
    .testTarget(
      name: "CustomControlsTests",
      dependencies: [
        "CustomControls",
        .product(name: "TraceRecorder", package: rootIdentity),
        .product(name: "UIKitModel", package: rootIdentity),
        .product(name: "TraceReplay", package: rootIdentity),
        .product(name: "TraceReplayTesting", package: rootIdentity),
      ]),
  ]
)
