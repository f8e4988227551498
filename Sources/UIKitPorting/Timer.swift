import Foundation

/// A timer on the trace's clock: it fires after its interval as a step of the run loop of the
/// application it was scheduled in, and repeats until invalidated.
///
/// Foundation's rules kept: a scheduled timer is added to the current run loop at once; a timer
/// made with an initializer fires only once added with `RunLoop.add(_:forMode:)`; an interval of
/// 0 or less becomes 0.1 ms; a repeating timer fires at its first fire date plus whole intervals (no drift);
/// a non-repeating timer is invalidated after it fires; `fire()` fires at once without changing
/// the schedule; the run loop keeps the timer, and the timer its target, until invalidated.
/// After the last event of a replay, a repeating timer fires once more at most, then stops
/// (`UIApplication.restTime`). Run-loop modes are not modelled: a timer fires in every mode.
public final class Timer {
  private enum Action {
    case block((Timer) -> Void)
    case target(AnyObject?, Selector)
  }

  /// The interval between fires of a repeating timer (the delay of a non-repeating one).
  public let timeInterval: TimeInterval
  /// Kept for code that sets it; the trace's clock fires timers exactly on time.
  public var tolerance: TimeInterval = 0
  /// The object given when the timer was made.
  public let userInfo: Any?
  /// Whether the timer will still fire.
  public private(set) var isValid = true
  private let repeats: Bool
  private var action: Action
  /// When the timer fires next, on the trace's clock.
  private var fireTime: TimeInterval {
    didSet { firedSinceFireTime = 0 }
  }
  /// The fire time a repeating timer counts its fires from, and how many it fired since: the
  /// next fire is `fireTimeBase + n × timeInterval`, so the times do not drift as a running sum
  /// would (CoreFoundation keeps a timer's fire dates in whole clock ticks).
  private var fireTimeBase: TimeInterval = 0
  private var firedSinceFireTime = 0
  private weak var application: UIApplication?
  private var token: Int?

  /// The next fire date: the trace's time as seconds since the reference date. Setting it moves
  /// the timer's next fire.
  public var fireDate: Date {
    get { Date(timeIntervalSinceReferenceDate: fireTime) }
    set {
      fireTime = newValue.timeIntervalSinceReferenceDate
      fireTimeBase = fireTime
      if let application, isValid { schedule(in: application) }
    }
  }

  private init(interval: TimeInterval, repeats: Bool, userInfo: Any?, action: Action, start: TimeInterval?) {
    self.timeInterval = interval <= 0 ? 0.0001 : interval
    self.repeats = repeats
    self.userInfo = userInfo
    self.action = action
    self.fireTime = start ?? (MainRunLoop.application.currentTime + self.timeInterval)
    self.fireTimeBase = fireTime
  }

  /// A timer that sends `selector` to `target` (not yet scheduled).
  public convenience init(
    timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) {
    self.init(
      interval: timeInterval, repeats: repeats, userInfo: userInfo,
      action: .target(target as AnyObject, selector), start: nil)
  }

  /// A timer that calls `block` (not yet scheduled).
  public convenience init(timeInterval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
    self.init(interval: timeInterval, repeats: repeats, userInfo: nil, action: .block(block), start: nil)
  }

  /// A timer that first fires at `date` (not yet scheduled).
  public convenience init(
    fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) {
    self.init(
      interval: interval, repeats: repeats, userInfo: userInfo,
      action: .target(target as AnyObject, selector), start: date.timeIntervalSinceReferenceDate)
  }

  /// A timer that first fires at `date` and calls `block` (not yet scheduled).
  public convenience init(
    fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) {
    self.init(
      interval: interval, repeats: repeats, userInfo: nil, action: .block(block),
      start: date.timeIntervalSinceReferenceDate)
  }

  /// Makes a timer that sends `selector` to `target` and adds it to the current run loop.
  @discardableResult
  public class func scheduledTimer(
    timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> Timer {
    let timer = Timer(
      timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    RunLoop.current.add(timer, forMode: .default)
    return timer
  }

  /// Makes a timer that calls `block` and adds it to the current run loop.
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    RunLoop.current.add(timer, forMode: .default)
    return timer
  }

  /// Fires the timer now, without changing its schedule; a non-repeating timer is invalidated.
  public func fire() {
    guard isValid else { return }
    perform()
    if !repeats { invalidate() }
  }

  /// Stops the timer: it never fires again, and lets go of its target and block.
  public func invalidate() {
    guard isValid else { return }
    isValid = false
    if let token, let application { application.cancelScheduled(token) }
    token = nil
    action = .block { _ in }
  }

  /// Schedules the next fire in `application`'s run loop (`RunLoop.add(_:forMode:)`).
  func schedule(in application: UIApplication) {
    guard isValid else { return }
    if let token, let old = self.application { old.cancelScheduled(token) }
    self.application = application
    token = application.schedule(after: max(0, fireTime - application.currentTime)) { [self] in
      timerFired(in: application)
    }
  }

  private func timerFired(in application: UIApplication) {
    token = nil
    guard isValid else { return }
    let firedAt = fireTime
    perform()
    guard isValid else { return }
    guard repeats else { return invalidate() }
    if let rest = application.restTime, firedAt > rest {
      return invalidate()
    }
    let fired = firedSinceFireTime + 1
    fireTime = fireTimeBase + Double(fired) * timeInterval
    firedSinceFireTime = fired
    schedule(in: application)
  }

  private func perform() {
    switch action {
    case .block(let block): block(self)
    case .target(let target, let selector):
      (target as? SelectorPerforming)?.perform(selector, with: self, with: nil)
    }
  }
}

/// The run loop of the application bound to the thread (`MainRunLoop`).
public final class RunLoop {
  /// A run-loop mode; the model runs every mode's work alike.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode("kCFRunLoopDefaultMode")
    public static let common = Mode("kCFRunLoopCommonModes")
    /// UIKit's mode while a scroll view or a control tracks a touch.
    public static let tracking = Mode("UITrackingRunLoopMode")
    @available(*, deprecated, renamed: "default")
    public static let defaultRunLoopMode = Mode.default
    @available(*, deprecated, renamed: "common")
    public static let commonModes = Mode.common
    @available(*, deprecated, renamed: "tracking")
    public static let UITrackingRunLoopMode = Mode.tracking
  }

  private let application: UIApplication?

  private init(application: UIApplication?) {
    self.application = application
  }

  /// The main run loop: the bound application's.
  public static var main: RunLoop { RunLoop(application: nil) }
  /// The current thread's run loop: the bound application's.
  public static var current: RunLoop { RunLoop(application: nil) }

  /// Adds `timer`: it fires at its fire date on the trace's clock (in any mode).
  public func add(_ timer: Timer, forMode mode: Mode) {
    timer.schedule(in: application ?? MainRunLoop.application)
  }

  /// The current mode: the default one.
  public var currentMode: Mode? { .default }
}

/// Swift 4's name for a run-loop mode.
@available(*, deprecated, renamed: "RunLoop.Mode")
public typealias RunLoopMode = RunLoop.Mode
