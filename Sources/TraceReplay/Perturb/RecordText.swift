/// A record's JSONL object without its time (how outcomes are matched and printed for programs)
/// and its text line without the time column (how they are printed for people), from the same
/// reporters `run` uses.
final class RecordText {
  private let buffer = CapturedText()
  private lazy var jsonl = JSONLReporter(output: buffer)
  private lazy var text = TextReporter(output: buffer, colors: false)

  /// Whether the record says what the app did: an action, a control event, a gesture
  /// recognizer's state change or a scroll.
  static func isOutcome(_ kind: ReplayRecord.Kind) -> Bool {
    switch kind {
    case .controlEvent, .action, .uiAction, .recognizerAction, .gesture, .scroll: return true
    default: return false
    }
  }

  /// The record's JSONL object with `t` left out: `{"type":"action",...}`.
  func json(_ record: ReplayRecord) -> String {
    buffer.text = ""
    jsonl.report(record)
    // Every record line starts `{"t":<number>,` and ends with a newline; cut by bytes (the line
    // is ASCII up to the comma).
    let bytes = buffer.text.utf8
    var end = bytes.endIndex
    if bytes.last == 0x0A { end = bytes.index(before: end) }
    guard bytes.starts(with: #"{"t":"#.utf8), let comma = bytes.firstIndex(of: UInt8(ascii: ",")) else {
      return String(buffer.text[..<end])
    }
    return "{" + buffer.text[bytes.index(after: comma)..<end]
  }

  /// The record's text line without the time, its columns closed up: `action tapOK: ok -> vc ...`.
  func text(_ record: ReplayRecord) -> String {
    buffer.text = ""
    text.report(record)
    let line = buffer.text.split(separator: "\n").first.map(String.init) ?? ""
    let words = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst()
    return words.joined(separator: " ")
  }
}
