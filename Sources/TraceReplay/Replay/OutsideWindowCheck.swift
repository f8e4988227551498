import Foundation
import UIKitModel

/// Notices the first sample outside the window, once per trace: a finger is on the glass, so a
/// point outside the window's bounds (`0..<width`, `0..<height`) means the scene's window is
/// smaller than the screen the trace was recorded on, or the trace is another screen's. Such a
/// point hits no view, and a control tracking it sees it outside. The replay goes on as it
/// would; the warning names the sample's line and the column of its coordinate.
///
/// Per group it makes four comparisons per sample until it has found one.
struct OutsideWindowCheck {
  /// The file named in the warning.
  let file: String
  private var found = false

  init(file: String) {
    self.file = file
  }

  /// The first sample of `samples` outside `window`, the first time there is one; nil after.
  mutating func check(_ samples: UnsafeBufferPointer<TouchSample>, window: CGRect) -> TouchSample? {
    guard !found else { return nil }
    let (width, height) = (Double(window.width), Double(window.height))
    for sample in samples where !(sample.x >= 0 && sample.x < width && sample.y >= 0 && sample.y < height) {
      found = true
      return sample
    }
    return nil
  }

  /// The warning for `sample`, pointing at its coordinate outside the window in `lineText` (the
  /// sample's line, when it can be read again).
  func warning(_ sample: TouchSample, window: CGRect, lineText: String?) -> Diagnostic {
    let (width, height) = (Double(window.width), Double(window.height))
    let key = sample.x >= 0 && sample.x < width ? "y" : "x"
    let column =
      lineText.flatMap { text -> Int? in
        guard let node = try? JSONParser().parse(text, file: file, firstLine: sample.line) else { return nil }
        return node.objectMembers?.first { $0.key == key }?.node.position.column
      } ?? 0
    let size = "\(ReplaySettings.text(width)) x \(ReplaySettings.text(height))"
    return Diagnostic(
      .warning, file: file, line: sample.line, column: column,
      message: "touch \(sample.id) at \(ExplainText.point(sample.x, sample.y)) "
        + "is outside the window (\(size) pt), where no finger can be: no view is hit there, and a control "
        + "tracking the touch counts it outside",
      sourceLine: lineText,
      notes: [
        "is the scene's window the size of the screen the trace was recorded on? "
          + "(this warning is given once per trace)"
      ])
  }

  /// The 1-based line `number` of the regular file at `path`, without its line end, read in
  /// chunks up to it (nil when the file is not a regular one, which could not be read twice
  /// (a pipe would lose what is read), cannot be read or is shorter, or the line is not UTF-8).
  static func line(_ number: Int, ofFileAt path: String) -> String? {
    guard number > 0,
      (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
      let handle = FileHandle(forReadingAtPath: path)
    else { return nil }
    defer { try? handle.close() }
    var current = 1
    var line: [UInt8] = []
    while let chunk = try? handle.read(upToCount: 65_536), !chunk.isEmpty {
      for byte in chunk {
        if byte == 0x0A {
          if current == number { return text(line) }
          current += 1
        } else if current == number {
          line.append(byte)
          if line.count > 1 << 20 { return nil }
        }
      }
    }
    return current == number ? text(line) : nil
  }

  /// The 1-based line `number` of `bytes` (a trace held in memory), without its line end.
  static func line(_ number: Int, of bytes: [UInt8]) -> String? {
    guard number > 0 else { return nil }
    var start = 0
    for _ in 1..<number {
      guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
      start = newline + 1
    }
    let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
    return text(Array(bytes[start..<end]))
  }

  /// The line as text: a byte order mark and a carriage return dropped.
  static func text(_ bytes: [UInt8]) -> String? {
    var bytes = bytes
    if bytes.last == 0x0D { bytes.removeLast() }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    return String(validating: bytes, as: UTF8.self)
  }
}
