import Foundation
import TraceReplayCLI

/// A file a bad-input test writes before running the CLI.
enum BadInputFile: Sendable {
  case text(String, String)
  case bytes(String, [UInt8])
  case folder(String)

  /// The trace `t.jsonl` holding `lines` and a final newline.
  static func trace(_ lines: String) -> BadInputFile {
    .text("t.jsonl", lines + "\n")
  }
}

/// Runs `tracereplay run t.jsonl` in-process in a fresh folder holding the given files.
enum BadInputRun {
  /// The scene written as `s.scene.json` unless a case writes its own.
  static let scene = #"""
    {"window": {"width": 390, "height": 844},
     "controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
     "views": [
      {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
        {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50],
         "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}
      ]}
     ]}
    """#

  /// Writes `files` (after the default scene) and runs `run t.jsonl` with `arguments`.
  static func run(
    _ files: [BadInputFile], arguments: [String] = []
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let folder = NSTemporaryDirectory() + "tracereplay-bad-input-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(scene.utf8).write(to: URL(fileURLWithPath: folder + "/s.scene.json"))
    for file in files {
      switch file {
      case .text(let name, let text):
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
      case .bytes(let name, let bytes):
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
      case .folder(let name):
        try FileManager.default.createDirectory(
          atPath: folder + "/" + name, withIntermediateDirectories: true)
      }
    }
    let context = CLIContext.inMemory(currentDirectory: folder)
    let status = CLI.run(["run", "t.jsonl"] + arguments, context: context)
    return (status, context.stdout.contents, context.stderr.contents)
  }
}
