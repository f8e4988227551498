/// The exit status of the process, as documented in CONTRACT.md section 6.
public struct ExitCode: Sendable, Equatable, Hashable {
  /// The raw status passed to `exit`.
  public var rawValue: Int32

  /// Creates an exit code from its raw value.
  public init(_ rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Everything went well (0).
  public static let success = ExitCode(0)
  /// A check found a difference, such as a golden mismatch (1).
  public static let difference = ExitCode(1)
  /// Bad usage or bad input (2).
  public static let usage = ExitCode(2)
}
