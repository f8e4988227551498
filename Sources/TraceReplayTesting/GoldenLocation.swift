import Foundation

/// Where a test's golden lives.
enum GoldenLocation {
  /// `golden` resolved against the test file's folder, or the default beside the test file:
  /// `__Goldens__/<TestFile>/<name><suffix>`, `name` without the call's parentheses.
  static func path(golden: String?, name: String, suffix: String, testFile: String) -> String {
    let testURL = URL(fileURLWithPath: testFile)
    let folder = testURL.deletingLastPathComponent()
    if let golden {
      return golden.hasPrefix("/") ? golden : folder.appendingPathComponent(golden).standardized.path
    }
    let file = testURL.deletingPathExtension().lastPathComponent
    return folder.appendingPathComponent("__Goldens__").appendingPathComponent(file)
      .appendingPathComponent(sanitized(name) + suffix).path
  }

  /// A test name as a file name: `tap()` gives `tap`, other characters outside
  /// letters, digits, `-` and `_` become `-`.
  static func sanitized(_ name: String) -> String {
    let base = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    let mapped = base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
    return mapped.isEmpty ? "golden" : String(mapped)
  }
}
