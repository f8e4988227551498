import Foundation
import TraceReplay

/// A line of progress on standard error that rewrites itself (`\r`, then erase to the end of
/// the line), at most every quarter of a second; only when standard error is a terminal, so a
/// log or a pipe never gets it. `clear()` leaves the line empty for what follows.
final class ProgressLine {
  private let stderr: BufferedWriter
  private let enabled: Bool
  private var lastShown: Date?
  private var shown = false

  init(stderr: BufferedWriter, enabled: Bool) {
    self.stderr = stderr
    self.enabled = enabled
  }

  /// Shows `text` (escaped) unless the last line went up under a quarter of a second ago.
  func show(_ text: @autoclosure () -> String) {
    guard enabled else { return }
    let now = Date()
    if let lastShown, now.timeIntervalSince(lastShown) < 0.25 { return }
    lastShown = now
    shown = true
    stderr.write("\r\u{1B}[K" + DiagnosticText.escaped(text()))
  }

  /// Erases the line, if one was shown.
  func clear() {
    guard shown else { return }
    stderr.write("\r\u{1B}[K")
    shown = false
  }
}
