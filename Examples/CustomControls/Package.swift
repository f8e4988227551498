// swift-tools-version:6.0
import Foundation
import PackageDescription

// This example lives inside the tracereplay repository, so it depends on the checkout it sits in
// by path: a URL would fetch a released version, not the code under review. An app's package
// uses `.package(url: "https://github.com/<owner>/tracereplay.git", from: "1.0.0")` and names
// the products' package "tracereplay" (docs/custom-controls.md; `make package-check` builds such
// a package). SwiftPM names a path dependency after its folder, whatever the checkout is called,
// so the products below refer to it by that name.
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
