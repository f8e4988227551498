#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TraceFinder {
  /// What a path names.
  enum Kind: Equatable {
    case file
    case directory
    /// A symbolic link (when not followed), device, socket or pipe.
    case other
    /// The path cannot be examined; carries the OS error.
    case missing(String)
  }

  /// The kind of `path`; `following` decides whether a symbolic link is resolved.
  static func kind(of path: String, following: Bool) -> Kind {
    var status = stat()
    let result = following ? stat(path, &status) : lstat(path, &status)
    guard result == 0 else { return .missing(String(cString: strerror(errno))) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// The names in `folder`, or `nil` with a diagnostic when it cannot be listed.
  static func entries(of folder: String, diagnostics: inout [Diagnostic]) -> [String]? {
    guard let stream = opendir(folder) else {
      let reason = String(cString: strerror(errno))
      diagnostics.append(Diagnostic(file: folder, message: "cannot list the folder: \(reason)"))
      return nil
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// `folder/name`, without doubling a trailing slash.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Sorted by the bytes of the UTF-8 spelling, so the order does not depend on locale or platform.
  static func sorted(_ paths: Set<String>) -> [String] {
    paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
