#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The device and inode of a file after symbolic links are resolved: two paths name the same file
/// exactly when their identities are equal.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64

  /// The identity of the file at `path` (links followed), or `nil` when it cannot be examined.
  public init?(path: String) {
    var status = stat()
    guard !path.isEmpty, stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// An input a command reads, which its output must never replace.
  public struct Input: Sendable {
    /// Where the file is (absolute, or relative to the current directory of the process).
    public var actualPath: String
    /// What the user called it, for messages.
    public var displayPath: String
    /// What it is: "trace", "scene", "golden", "script", "input".
    public var role: String

    public init(actualPath: String, displayPath: String, role: String) {
      self.actualPath = actualPath
      self.displayPath = displayPath
      self.role = role
    }
  }

  /// Throws when the output at `actualPath` is the same file as one of `inputs`: a command never
  /// replaces what it reads. Nothing is thrown when the output does not exist yet.
  public static func refuseOverwriting(
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
