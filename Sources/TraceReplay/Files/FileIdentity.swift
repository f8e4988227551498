#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The device and inode of a file after symbolic links are resolved: two paths name the same file
/// exactly when their identities are equal.
package struct FileIdentity: Hashable, Sendable {
  package var device: UInt64
  package var inode: UInt64

  /// The identity of the file at `path` (links followed), or `nil` when it cannot be examined.
  package init?(path: String) {
    var status = stat()
    guard !path.isEmpty, stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// An input a command reads, which its output must never replace.
  package struct Input: Sendable {
    /// Where the file is (absolute, or relative to the current directory of the process).
    package var actualPath: String
    /// What the user called it, for messages.
    package var displayPath: String
    /// What it is: "trace", "scene", "golden", "script", "input".
    package var role: String

    package init(actualPath: String, displayPath: String, role: String) {
      self.actualPath = actualPath
      self.displayPath = displayPath
      self.role = role
    }
  }

  /// Throws when the output at `actualPath` is the same file as one of `inputs`: a command never
  /// replaces what it reads. Nothing is thrown when the output does not exist yet.
  package static func refuseOverwriting(
    output actualPath: String, displayPath: String, inputs: [Input]
  ) throws(Diagnostic) {
    guard let output = FileIdentity(path: actualPath) else { return }
    for input in inputs where FileIdentity(path: input.actualPath) == output {
      let same = input.displayPath == displayPath ? "" : " '\(input.displayPath)'"
      throw Diagnostic(
        file: displayPath,
        message: "the output is the same file as the \(input.role)\(same) it reads; nothing was written",
        notes: ["write the output to another file"])
    }
  }
}
