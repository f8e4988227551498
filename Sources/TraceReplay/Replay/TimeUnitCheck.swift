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

  /// Whether a look at the trace's start already warned (`prescan`): nothing more is said.
  var silenced = false

  init(file: String) {
    self.file = file
  }

  /// How many of a trace's first samples `prescan` looks at.
  static let prescanSamples = 10_000

  /// The warning the trace's first `limit` samples already call for, read from `source` before
  /// the replay, so that it is printed before the first line of output rather than in the middle
  /// of the stream: a touch held longer than a minute, or steps a second or more apart as the
  /// rule (at least two of them, half the steps with a touch down). Nil when the start does not
  /// decide it; the replay's own check then watches the rest.
  static func prescan<Source: GroupSource>(
    _ source: inout Source, file: String, limit: Int = prescanSamples
  )
    -> Diagnostic?
  {
    var check = TimeUnitCheck(file: file)
    var down: [TouchID: Double] = [:]
    var found: Diagnostic?
    var previous: Double?
    var read = 0
    var truncated = false
    _ = try? source.forEachGroup { time, samples in
      if read >= limit {
        truncated = true
        return false
      }
      read += samples.count
      if let previous, !down.isEmpty {
        check.steps += 1
        if time - previous >= 1 {
          check.longSteps += 1
          if check.firstLongStep == nil { check.firstLongStep = (previous, time, samples.first?.line ?? 0) }
        }
      }
      previous = time
      if let since = down.values.min(), time - since > 60 {
        found = check.warning(
          "a touch has been down for \(Self.seconds(time - since)) (since t \(Self.seconds(since))): "
            + "are these milliseconds?", line: samples.first?.line ?? 0)
        return false
      }
      for sample in samples {
        switch sample.phase {
        case .began: down[sample.id] = time
        case .ended, .cancelled: down[sample.id] = nil
        default: break
        }
      }
      return true
    } warning: { _ in
    }
    if let found { return found }
    guard check.longSteps >= 2 || (!truncated && check.longSteps >= 1) else { return nil }
    return check.finish(within: truncated ? read : nil).first
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
    guard time >= nextLongCheck, !warnedLong, !silenced else { return [] }
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
  func finish(within samples: Int? = nil) -> [Diagnostic] {
    guard !warnedLong, !silenced, let first = firstLongStep, longSteps * 2 >= steps else { return [] }
    let scope = samples.map { " in the first \($0) samples" } ?? ""
    return [
      warning(
        "\(longSteps) of \(steps) steps between samples with a touch down\(scope) are a second or more "
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
