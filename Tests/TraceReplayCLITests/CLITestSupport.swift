import Foundation
import TraceReplayCLI

/// A fresh folder under the system temporary directory for one test, removed by `remove()`.
struct TestFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "tracereplay-cli-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` at `relative`, creating folders on the way; returns the absolute path.
  @discardableResult
  func write(_ relative: String, _ text: String) throws -> String {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func read(_ relative: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative)), as: UTF8.self)
  }

  /// The names in `relative` (the top folder by default), hidden ones included, sorted.
  func names(_ relative: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path + "/" + relative).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// Runs the real command tree in memory.
enum CLIHarness {
  /// Runs `arguments` with `folder` as the current directory; returns the exit code and both streams.
  static func run(
    _ arguments: [String], in folder: String = "/", standardInput: String = ""
  ) -> (code: Int32, stdout: String, stderr: String) {
    let context = CLIContext.inMemory(currentDirectory: folder, standardInput: Array(standardInput.utf8))
    let code = CLI.run(arguments, context: context)
    return (code, context.stdout.contents, context.stderr.contents)
  }

  /// The `type` and a short summary of each JSONL record of a replay (`controlEvent ok touchDown`).
  static func records(_ jsonl: String) -> [String] {
    jsonl.split(separator: "\n").compactMap { line -> String? in
      guard let data = line.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let type = object["type"] as? String
      else { return nil }
      switch type {
      case "controlEvent":
        let events = (object["events"] as? [String] ?? []).joined(separator: ",")
        return "controlEvent \(object["control"] as? String ?? "?") \(events)"
      case "action":
        return "action \(object["action"] as? String ?? "?") \(object["sender"] as? String ?? "?")"
      case "touch":
        return "touch \(object["phase"] as? String ?? "?") \(object["view"] as? String ?? "-")"
      default:
        return type
      }
    }
  }
}
