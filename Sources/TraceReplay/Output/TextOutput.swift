/// Where reporters write: standard output through a buffered writer, or a string in memory.
public protocol TextOutput: AnyObject {
  /// Appends `text`.
  func write(_ text: String)
  /// Appends UTF-8 `bytes` (reporters that build lines as bytes call this; no `String` made).
  func write(utf8 bytes: UnsafeBufferPointer<UInt8>)
}

extension TextOutput {
  /// Appends UTF-8 `bytes` by decoding them into a `String`; writers with a byte buffer override it.
  public func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    write(String(decoding: bytes, as: UTF8.self))
  }
}

/// A `TextOutput` that keeps everything in memory, for tests and golden checks.
public final class StringOutput: TextOutput {
  public private(set) var text = ""

  public init() {}

  public func write(_ text: String) {
    self.text += text
  }
}
