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

  /// The names in `folder`, opened with `open`, or `nil` with a diagnostic when it cannot be listed.
  static func entries(
    of folder: String, opening open: (String) -> OpaquePointer?, diagnostics: inout [Diagnostic]
  ) -> [String]? {
    guard let stream = open(folder) else {
      let reason = String(cString: strerror(errno))
      diagnostics.append(Diagnostic(file: folder, message: "cannot list the folder: \(reason)"))
      return nil
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      guard let name = String(validating: bytes, as: UTF8.self) else {
        // A name that is not UTF-8 cannot be spelt back to open it; a trace is said to be skipped.
        if bytes.count > 6 && bytes.suffix(6).elementsEqual(".jsonl".utf8) {
          let shown = DiagnosticText.quoted(String(decoding: bytes, as: UTF8.self))
          diagnostics.append(
            Diagnostic(
              file: folder, message: "cannot read the trace \(shown): its file name is not UTF-8",
              notes: ["rename it; tracereplay names files in UTF-8"]))
        }
        continue
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// What a path that is not a readable regular file is, for a message: "a FIFO (named pipe)",
  /// "a dangling symbolic link", "a loop of symbolic links", ...
  static func describe(_ path: String) -> String {
    var status = stat()
    if stat(path, &status) == 0 {
      return "it is " + (InputFile.describeNonRegular(status) ?? "a file")
    }
    switch errno {
    case ENOENT: return "it is a dangling symbolic link"
    case ELOOP: return "it is a loop of symbolic links"
    default: return String(cString: strerror(errno))
    }
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
