/// Which finger a sample belongs to: the trace's `id`, an integer or a string.
public enum TouchID: Hashable, Sendable, CustomStringConvertible {
  case int(Int)
  case string(String)

  /// The id as it appears in text output (`1`, `thumb`).
  public var description: String {
    switch self {
    case .int(let value): return String(value)
    case .string(let value): return value
    }
  }
}

/// The phase of a touch sample, spelled as in the trace format.
public enum SamplePhase: String, Sendable, CaseIterable {
  case began
  case moved
  case stationary
  case ended
  case cancelled
}

/// One line of a trace: where one finger was at one moment.
public struct TouchSample: Sendable, Equatable {
  /// Seconds, >= 0, non-decreasing through the file.
  public var t: Double
  public var id: TouchID
  public var phase: SamplePhase
  /// Window coordinates, points.
  public var x: Double
  public var y: Double
  /// The tap count recorded on the device, when the trace carries one.
  public var tap: Int?
  public var force: Double?
  public var radius: Double?
  /// 1-based line of the sample in its file (0 for synthesised samples).
  public var line: Int

  public init(
    t: Double, id: TouchID, phase: SamplePhase, x: Double, y: Double,
    tap: Int? = nil, force: Double? = nil, radius: Double? = nil, line: Int = 0
  ) {
    self.t = t
    self.id = id
    self.phase = phase
    self.x = x
    self.y = y
    self.tap = tap
    self.force = force
    self.radius = radius
    self.line = line
  }
}

extension TouchID {
  /// The integer, for an integer id.
  @inline(__always)
  var intValue: Int? {
    if case .int(let value) = self { return value }
    return nil
  }
}
