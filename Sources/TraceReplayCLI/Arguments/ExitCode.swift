/// The exit status of the process, as documented in CONTRACT.md section 6.
package struct ExitCode: Sendable, Equatable, Hashable {
  /// The raw status passed to `exit`.
  package var rawValue: Int32

  /// Creates an exit code from its raw value.
  package init(_ rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Everything went well (0).
  package static let success = ExitCode(0)
  /// A check found a difference, such as a golden mismatch (1).
  package static let difference = ExitCode(1)
  /// Bad usage or bad input (2).
  package static let usage = ExitCode(2)
}
