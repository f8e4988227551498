import Foundation
import Testing

@testable import TraceReplay

/// The end-to-end check: a small iOS-style control, ported with `--package-path` to this
/// checkout, builds with `swift build --target MODULE`. One test, since the build is slow.
@Suite("Port build")
struct PortBuildTests {
  static let control = """
    import UIKit
    import Foundation

    @IBDesignable
    public class Dial: UIControl {
        @IBInspectable public var value: CGFloat = 0
        private(set) var taps = 0

        public override init(frame: CGRect) {
            super.init(frame: frame)
            addTarget(self, action: #selector(touchedUp(_:forEvent:)), for: .touchUpInside)
            addTarget(self, action: #selector(reset), for: .valueChanged)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not used")
        }

        @objc func touchedUp(_ sender: Dial, forEvent event: UIEvent?) {
            taps += 1
            sendActions(for: .valueChanged)
        }

        @objc dynamic func reset() {
            value = 0
        }
    }

    extension Dial {
        public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
        }
    }

    #if os(iOS)
    final class Metronome: NSObject {
        @objc func tick(_ sender: Any) {}
    }
    #endif

    """

  /// The checkout this test file is in.
  static var checkout: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
      .standardized.path
  }

  static func swiftExecutable() -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @Test(
    "a ported control builds against this checkout",
    .enabled(if: swiftExecutable() != nil, "needs `swift` on PATH to build the generated package"))
  func build() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("Dials/Dial.swift", Self.control)
    _ = try Porter.port(
      Porter.Request(
        paths: ["Dials"], output: "ported", dependency: .path(Self.checkout), currentDirectory: folder.path))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.swiftExecutable()))
    process.arguments = ["build", "--package-path", folder.path + "/ported", "--target", "Dials"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output

    try process.run()
    let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(
      process.terminationStatus == 0, "\(log.split(separator: "\n").suffix(30).joined(separator: "\n"))")
  }
}
