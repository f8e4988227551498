/// Lexical path arithmetic on `/`-separated strings (no file system access, no symlinks).
enum PathText {
  /// `path` made absolute against `directory`, with `.` and `..` components removed.
  static func absolute(_ path: String, in directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The folder of an absolute `path` (`/` for a top-level file).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// The absolute `path` written relative to the absolute folder `base` (`../scenes/a.json`).
  static func relative(_ path: String, from base: String) -> String {
    let target = path.split(separator: "/")
    let from = base.split(separator: "/")
    var common = 0
    while common < target.count, common < from.count, target[common] == from[common] {
      common += 1
    }
    let ups = Array(repeating: "..", count: from.count - common)
    let rest = target[common...].map(String.init)
    return (ups + rest).joined(separator: "/")
  }
}
