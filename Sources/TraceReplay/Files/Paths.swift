#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths as the replay names files: relative to a working directory, and checked against the
/// folder a trace or golden must stay in.
package enum Paths {
  /// The folder part of `path` ("" for a bare name, "/" for a file at the root).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` relative to `directory` when it is relative (standard input, `-`, stays as it is).
  static func resolve(_ path: String, in directory: String?) -> String {
    guard let directory, !path.hasPrefix("/"), path != "-" else { return path }
    return directory + "/" + path
  }

  /// Whether a relative path's `..` components climb above its start (`a/../../b`).
  package static func leavesFolder(_ path: String) -> Bool {
    var depth = 0
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        depth -= 1
        if depth < 0 { return true }
      default: depth += 1
      }
    }
    return false
  }

  /// Whether `path`, every link resolved, is `folder` or below it (also resolved).
  static func isInside(_ path: String, folder: String) -> Bool {
    guard let file = realPath(path), let root = realPath(folder) else { return false }
    return root == "/" || file == root || file.hasPrefix(root + "/")
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
