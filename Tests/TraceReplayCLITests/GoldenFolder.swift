import Foundation

/// A temporary folder of traces and goldens for the `check` and `accept` tests, removed by `remove()`.
struct GoldenFolder {
  let path: String

  /// A trace with a tiny inline scene: one button `ok` with `tapOK:` for touchUpInside.
  static func trace(x: Int = 100, y: Int = 720) -> String {
    """
    {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, \
    "controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}], \
    "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "ok", \
    "class": "UIButton", "frame": [20, 700, 350, 50], \
    "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}]}]}}
    {"t": 0.0, "id": 1, "phase": "began", "x": \(x), "y": \(y)}
    {"t": 0.1, "id": 1, "phase": "ended", "x": \(x), "y": \(y)}

    """
  }

  /// The text output of `trace()`.
  static let tapText = """
        0.000  touch     1 began        (100.0, 720.0)   ok  tap 1
        0.000  event     ok UIButton  touchDown
        0.100  touch     1 ended        (100.0, 720.0)   ok  tap 1
        0.100  event     ok UIButton  touchUpInside
        0.100  action    tapOK:  ok -> vc  via target  [touchUpInside]
        0.100  event     ok UIButton  primaryActionTriggered

    """

  /// The first line of a golden `check` writes with the default options.
  static let textStamp =
    "# tracereplay golden: format 1, touch-margin 70, tap-interval 0.35, tap-distance 45\n"

  /// A golden of `trace()` as `check` writes it: the stamp, then the output.
  static let stampedTapText = textStamp + tapText

  /// A trace whose second line has an unknown phase at column 30.
  static let badTrace = """
    {"tracereplay": 1, "scene": {"views": []}}
    {"t": 0.0, "id": 1, "phase": "bogus", "x": 1, "y": 2}

    """

  init() throws {
    path = NSTemporaryDirectory() + "tracereplay-check-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` at `relative`, creating folders on the way.
  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The contents of `relative`, or `nil` when it does not exist.
  func read(_ relative: String) -> String? {
    FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Every file below the folder, hidden ones included, relative and sorted.
  func files() -> [String] {
    (FileManager.default.subpaths(atPath: path) ?? []).filter { relative in
      var isDirectory: ObjCBool = false
      FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory)
      return !isDirectory.boolValue
    }.sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
