import UIKitModel

/// Notices the signs of milliseconds written as seconds (`t: 80` for 80 ms), each a warning
/// once per trace with the question and where to fix it:
///
/// - a touch held longer than a minute;
/// - samples a second or more apart while a touch is down, when that is the rule rather than
///   the exception: at least half of the steps from one sample to the next with a touch down.
///   (Real recordings have long steps too, a finger held still while the import skipped its
///   unchanged positions, but among thousands of short ones.)
///
/// Per group it makes a comparison or two; the window's touches are looked at once per second
/// of trace time.
struct TimeUnitCheck {
  /// The file named in warnings.
  let file: String
  private var previousTime: Double?
  private var nextLongCheck = 0.0
  /// When each touch down at the last check was first seen down.
  private var firstSeen: [ObjectIdentifier: Double] = [:]
  private var warnedLong = false
  /// Steps between groups with a touch down, and those of a second or more.
  private var steps = 0
  private var longSteps = 0
  /// The first long step: its start and end and the line it ends on.
  private var firstLongStep: (from: Double, to: Double, line: Int)?

  init(file: String) {
    self.file = file
  }

  /// The warnings for the group about to be delivered at `time`, with the window as the
  /// previous group left it.
  mutating func check(time: Double, samples: UnsafeBufferPointer<TouchSample>, window: UIWindow)
    -> [Diagnostic]
  {
    defer { previousTime = time }
    if let previous = previousTime, !window.activeTouches.isEmpty {
      steps += 1
      if time - previous >= 1 {
        longSteps += 1
        if firstLongStep == nil { firstLongStep = (previous, time, samples.first?.line ?? 0) }
      }
    }
    guard time >= nextLongCheck, !warnedLong else { return [] }
    nextLongCheck = time + 1
    var found: [Diagnostic] = []
    var seen: [ObjectIdentifier: Double] = [:]
    for touch in window.activeTouches {
      let id = ObjectIdentifier(touch)
      let since = firstSeen[id] ?? previousTime ?? time
      seen[id] = since
      if time - since > 60 && !warnedLong {
        warnedLong = true
        found.append(
          warning(
            "a touch has been down for \(Self.seconds(time - since)) (since t \(Self.seconds(since))): "
              + "are these milliseconds?", line: samples.first?.line ?? 0))
      }
    }
    firstSeen = seen
    return found
  }

  /// The warning about long steps, at the end of the trace, when they are the rule.
  func finish() -> [Diagnostic] {
    guard !warnedLong, let first = firstLongStep, longSteps * 2 >= steps else { return [] }
    return [
      warning(
        "\(longSteps) of \(steps) steps between samples with a touch down are a second or more "
          + "(the first: t \(Self.seconds(first.from)) to \(Self.seconds(first.to))): are these milliseconds?",
        line: first.line)
    ]
  }

  private func warning(_ message: String, line: Int) -> Diagnostic {
    Diagnostic(
      .warning, file: file, line: line, message: message,
      notes: ["trace times are seconds; `import csv --time-unit ms` converts a table in milliseconds"])
  }

  private static func seconds(_ value: Double) -> String {
    ReplaySettings.text((value * 1000).rounded() / 1000) + " s"
  }
}
