import Foundation

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    let base = NSTemporaryDirectory() + "tracereplay-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    path = base
  }

  /// Writes `text` at `relative`, creating folders on the way.
  func write(_ relative: String, _ text: String = "") throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ relative: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative)), as: UTF8.self)
  }

  /// The names in the top folder, hidden ones included, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
