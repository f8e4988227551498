#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decides whether a stream is a terminal and whether colour may be used on it.
package struct Terminal: Sendable, Equatable {
  /// Whether the stream is attached to a terminal.
  package var isTerminal: Bool
  /// Whether ANSI colour may be written to the stream.
  package var allowsColor: Bool

  /// Creates a description from already-known facts.
  package init(isTerminal: Bool, allowsColor: Bool) {
    self.isTerminal = isTerminal
    self.allowsColor = allowsColor
  }

  /// Describes the stream on `fd`, given the process environment.
  package init(fileDescriptor fd: Int32, environment: [String: String]) {
    let isTerminal = Self.isTerminal(fd)
    self.init(isTerminal: isTerminal, allowsColor: Self.allowsColor(isTerminal: isTerminal, environment))
  }

  /// Whether `fd` is a terminal (`isatty`).
  package static func isTerminal(_ fd: Int32) -> Bool {
    isatty(fd) == 1
  }

  /// Colour only on a terminal, never when `NO_COLOR` is set (no-color.org) or `TERM` is `dumb`.
  ///
  /// Per no-color.org, an empty `NO_COLOR` does not count as set.
  package static func allowsColor(isTerminal: Bool, _ environment: [String: String]) -> Bool {
    guard isTerminal else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }
}
