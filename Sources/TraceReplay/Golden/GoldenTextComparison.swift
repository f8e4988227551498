/// A golden's bytes against a replay's output held whole: line by line whatever the golden's line
/// endings, after its stamp, with what the stamp says when the output differs. (The test API
/// compares with it; `check` streams with `GoldenComparison`, which follows the same rules and
/// uses this one to render a diff.)
package struct GoldenTextComparison: Sendable {
  /// The golden's text after its stamp line, with CRLF line endings read as LF.
  package var body: Substring
  /// Whether the output is the golden's body.
  package var matches: Bool
  /// Why the output differs when the stamp explains it (other options, another format
  /// version); nil when a diff should be shown.
  package var mismatchMessage: String?
  /// Notes for the user: CRLF endings, an unstamped golden checked with other options.
  package var notes: [String] = []

  /// Compares a golden's bytes with `actual`; `stamp` is the check's own (nil: goldens that
  /// carry no stamp, such as the test API's, and stamps are not compared).
  package init(golden bytes: [UInt8], actual: String, stamp: GoldenStamp?, format: ReplayRequest.Format) {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.utf8.contains(0x0D), text.contains("\r\n") {
      text = text.replacingCRLF()
      notes.append(Self.crlfNote)
    }
    guard let stamp else {
      body = text[...]
      matches = body == actual[...]
      return
    }
    let (goldenStamp, body) = GoldenStamp.split(text)
    self.body = body
    matches = body == actual[...]
    guard !matches else { return }
    let explanation = Self.explain(golden: goldenStamp, check: stamp)
    mismatchMessage = explanation.message
    if let note = explanation.note { notes.append(note) }
  }

  /// The note on a golden with CRLF line endings.
  static let crlfNote =
    "the golden has CRLF line endings (compared line by line); keep goldens byte for byte with "
    + "'*.golden.* -text' in .gitattributes (see docs/ci.md)"

  /// What the stamps say about an output that differs from its golden: a message that replaces
  /// the diff when the golden (stamped `golden`) was made by another format version or with other
  /// options than this check's `check`, or a note when the golden has no stamp and this check
  /// did not use the defaults.
  static func explain(golden: GoldenStamp?, check stamp: GoldenStamp) -> (message: String?, note: String?) {
    guard let golden else {
      guard !stamp.hasDefaultOptions else { return (nil, nil) }
      return (
        nil, "the golden has no stamp of the options it was made with; this check used \(stamp.optionsText)"
      )
    }
    if golden.format != stamp.format {
      return (
        "the golden was made with output format \(golden.format) and this tracereplay writes format "
          + "\(stamp.format): re-record it (--update=failed) after reading the changes in CHANGELOG.md", nil
      )
    }
    let differences = stamp.differences(from: golden)
    guard !differences.isEmpty else { return (nil, nil) }
    return (
      "the golden was made with other options: \(differences.joined(separator: ", ")); "
        + "check with the options it was made with (tracereplay.json, the trace's header, flags), "
        + "or re-record it (--update=failed)", nil
    )
  }
}

extension String {
  /// The text with every CRLF line ending replaced by LF.
  fileprivate func replacingCRLF() -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    var pendingCR = false
    for scalar in unicodeScalars {
      if pendingCR {
        if scalar != "\n" { result.unicodeScalars.append("\r") }
        pendingCR = false
      }
      if scalar == "\r" {
        pendingCR = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    if pendingCR { result.unicodeScalars.append("\r") }
    return result
  }
}
