import Foundation

/// A strict RFC 8259 JSON parser over UTF-8 bytes that builds nodes with source positions.
///
/// It rejects duplicate keys, trailing commas, leading zeros, NaN and Infinity, control characters and
/// lone surrogates in strings, invalid UTF-8, trailing garbage, numbers that overflow a double, and
/// nesting deeper than `maxDepth`. Errors are `Diagnostic`s pointing at the offending byte.
package struct JSONParser: Sendable {
  /// The deepest nesting of arrays and objects accepted; the top-level container is depth 1.
  ///
  /// Values above 512 act as 512, so deep input cannot exhaust the stack.
  package var maxDepth: Int

  /// Creates a parser with a nesting limit.
  package init(maxDepth: Int = 64) {
    self.maxDepth = maxDepth
  }

  /// Parses one JSON document from `bytes`; `firstLine` numbers the first line for messages.
  package func parse(_ bytes: [UInt8], file: String, firstLine: Int = 1) throws(Diagnostic) -> JSONNode {
    let result: Result<JSONNode, Diagnostic> = bytes.withUnsafeBufferPointer { p in
      parse(p, file: file, firstLine: firstLine)
    }
    return try result.get()
  }

  /// Parses one JSON document from a string.
  package func parse(_ text: String, file: String, firstLine: Int = 1) throws(Diagnostic) -> JSONNode {
    try parse(Array(text.utf8), file: file, firstLine: firstLine)
  }

  /// Reads and parses the JSON file at `path`; `file` is the name used in messages (default: `path`).
  package func parseFile(atPath path: String, file: String? = nil) throws(Diagnostic) -> JSONNode {
    let name = file ?? path
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file"
      throw Diagnostic(file: name, message: "cannot open '\(path)': \(reason)")
    }
    return try parse([UInt8](data), file: name)
  }

  func parse(
    _ p: UnsafeBufferPointer<UInt8>, file: String, firstLine: Int
  ) -> Result<JSONNode, Diagnostic> {
    var cursor = JSONCursor(p, end: p.count, firstLine: firstLine, maxDepth: maxDepth)
    do {
      return .success(try cursor.parseDocument())
    } catch {
      return .failure(error.diagnostic(in: p, file: file, firstLine: firstLine))
    }
  }
}
