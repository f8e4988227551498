import Foundation

/// A dispatch queue on the trace's clock: every queue, the global ones included, runs its work
/// as main-queue work of the bound application (`MainRunLoop`), so a replay is deterministic.
///
/// `async` work runs after the current step, at the current time, before the next event, first
/// enqueued first; `asyncAfter` work runs at its deadline; `sync` work runs at once. Work runs
/// only while the run loop turns (never, with nothing bound). A background queue's work is
/// therefore serial and on the main thread, unlike iOS.
public final class DispatchQueue: Sendable {
  /// Quality-of-service attributes, kept for code that passes them.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let concurrent = Attributes(rawValue: 1 << 1)
    public static let initiallyInactive = Attributes(rawValue: 1 << 2)
  }

  /// The queue's label.
  public let label: String

  /// Creates a queue; its work runs on the main queue of the bound application.
  public init(
    label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [], target: DispatchQueue? = nil
  ) {
    self.label = label
  }

  /// The main queue.
  public static let main = DispatchQueue(label: "com.apple.main-thread")

  /// A global queue; its work runs on the main queue (see the type's documentation).
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(label: "com.apple.root.\(qos)")
  }

  /// Runs `work` after the current step, at the current time.
  public func async(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void
  ) {
    MainRunLoop.application.schedule(after: 0, work)
  }

  /// Runs `workItem` after the current step, unless it is cancelled first.
  public func async(execute workItem: DispatchWorkItem) {
    MainRunLoop.application.schedule(after: 0) { workItem.perform() }
  }

  /// Runs `work` at `deadline` on the trace's clock.
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping () -> Void
  ) {
    let application = MainRunLoop.application
    application.schedule(after: max(0, deadline.seconds - application.currentTime), work)
  }

  /// Runs `workItem` at `deadline`, unless it is cancelled first.
  public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
    let application = MainRunLoop.application
    application.schedule(after: max(0, deadline.seconds - application.currentTime)) { workItem.perform() }
  }

  /// Runs `work` at once and returns its result.
  public func sync<Result>(execute work: () throws -> Result) rethrows -> Result {
    try work()
  }

  /// Runs `workItem` at once.
  public func sync(execute workItem: DispatchWorkItem) {
    workItem.perform()
  }
}

/// A quality of service, kept for code that passes one.
public struct DispatchQoS: Sendable, Equatable {
  /// The classes of quality of service.
  public enum QoSClass: Sendable, Equatable, CustomStringConvertible {
    case background, utility, `default`, userInitiated, userInteractive, unspecified
    public var description: String {
      switch self {
      case .background: return "background"
      case .utility: return "utility"
      case .default: return "default"
      case .userInitiated: return "user-initiated"
      case .userInteractive: return "user-interactive"
      case .unspecified: return "unspecified"
      }
    }
  }
  public let qosClass: QoSClass
  public init(qosClass: QoSClass, relativePriority: Int) { self.qosClass = qosClass }
  public static let background = DispatchQoS(qosClass: .background, relativePriority: 0)
  public static let utility = DispatchQoS(qosClass: .utility, relativePriority: 0)
  public static let `default` = DispatchQoS(qosClass: .default, relativePriority: 0)
  public static let userInitiated = DispatchQoS(qosClass: .userInitiated, relativePriority: 0)
  public static let userInteractive = DispatchQoS(qosClass: .userInteractive, relativePriority: 0)
  public static let unspecified = DispatchQoS(qosClass: .unspecified, relativePriority: 0)
}

/// Work-item flags, kept for code that passes them.
public struct DispatchWorkItemFlags: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let barrier = DispatchWorkItemFlags(rawValue: 1 << 0)
  public static let inheritQoS = DispatchWorkItemFlags(rawValue: 1 << 4)
}

/// A block of work that can be cancelled before it runs.
public final class DispatchWorkItem {
  private var block: (() -> Void)?
  /// Whether `cancel()` was called.
  public private(set) var isCancelled = false

  /// Creates a work item that runs `block`.
  public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping () -> Void)
  {
    self.block = block
  }

  /// Runs the block, unless the item was cancelled.
  public func perform() {
    guard !isCancelled else { return }
    block?()
  }

  /// Cancels the item: queued, it will not run.
  public func cancel() {
    isCancelled = true
    block = nil
  }
}

/// A point on the trace's clock, for `asyncAfter(deadline:)`.
public struct DispatchTime: Comparable, Sendable {
  /// Seconds on the trace's clock.
  let seconds: TimeInterval

  init(seconds: TimeInterval) { self.seconds = seconds }

  /// The bound application's current time.
  public static func now() -> DispatchTime { DispatchTime(seconds: MainRunLoop.application.currentTime) }

  /// A time that never comes.
  public static let distantFuture = DispatchTime(seconds: .infinity)

  /// The time in nanoseconds on the trace's clock.
  public var uptimeNanoseconds: UInt64 { seconds.isFinite ? UInt64(max(0, seconds) * 1e9) : .max }

  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.seconds < rhs.seconds }

  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds + seconds)
  }

  public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds - seconds)
  }

  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(seconds: time.seconds + interval.seconds)
  }

  public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(seconds: time.seconds - interval.seconds)
  }
}

/// A length of time in whole units.
public enum DispatchTimeInterval: Equatable, Sendable {
  case seconds(Int)
  case milliseconds(Int)
  case microseconds(Int)
  case nanoseconds(Int)
  case never

  /// The interval in seconds (infinite for `never`).
  var seconds: TimeInterval {
    switch self {
    case .seconds(let value): return TimeInterval(value)
    case .milliseconds(let value): return TimeInterval(value) / 1e3
    case .microseconds(let value): return TimeInterval(value) / 1e6
    case .nanoseconds(let value): return TimeInterval(value) / 1e9
    case .never: return .infinity
    }
  }
}
