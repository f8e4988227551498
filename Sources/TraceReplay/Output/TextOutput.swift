/// Where reporters write: standard output through a buffered writer, or a string in memory.
public protocol TextOutput: AnyObject {
  /// Appends `text`.
  func write(_ text: String)
}

/// A `TextOutput` that keeps everything in memory, for tests and golden checks.
public final class StringOutput: TextOutput {
  public private(set) var text = ""

  public init() {}

  public func write(_ text: String) {
    self.text += text
  }
}
