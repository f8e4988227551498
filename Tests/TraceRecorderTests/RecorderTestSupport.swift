import Foundation
import TraceReplayCLI

/// A fresh folder under the system temporary directory for one test, removed by `remove()`.
struct Folder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "tracerecorder-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

extension CLI {
  /// Runs the real command tree in memory in `folder`: what `tracereplay ARGUMENTS` does there.
  static func run(
    _ arguments: [String], in folder: Folder, standardInput: String = ""
  ) -> (code: Int32, stdout: String, stderr: String) {
    let context = CLIContext.inMemory(currentDirectory: folder.path, standardInput: Array(standardInput.utf8))
    let code = run(arguments, context: context)
    return (code, context.stdout.contents, context.stderr.contents)
  }
}
