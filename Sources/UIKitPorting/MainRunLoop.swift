import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The application whose run loop is this thread's, as UIKit has one main run loop per app.
///
/// Code written for iOS reaches the run loop through singletons (`UIApplication.shared`,
/// `DispatchQueue.main`, `Timer.scheduledTimer`, `UIView.animate`); here they reach the
/// application bound to the calling thread. The replay library binds the replay's application
/// on its replay thread while it builds the scene and while it replays, so this work runs on the
/// trace's clock. On a thread with nothing bound they reach an idle application of the thread's
/// own, which nothing drives: its timers never fire (a thread whose run loop never runs).
package enum MainRunLoop {
  /// The application bound to this thread, or the thread's idle one.
  package static var application: UIApplication { ThreadSlot.current.application }

  /// Whether an application is bound to this thread.
  package static var isBound: Bool { ThreadSlot.current.bound != nil }

  /// Runs `body` with `application` bound to this thread, then binds back what was bound.
  package static func whileBound<Result>(
    to application: UIApplication, _ body: () throws -> Result
  ) rethrows -> Result {
    let slot = ThreadSlot.current
    let outer = slot.bound
    slot.bound = application
    defer { slot.bound = outer }
    return try body()
  }

  /// The run-loop state of `application` (its pending perform requests, its transactions).
  static func state(of application: UIApplication) -> RunLoopState {
    if let state = application.portingStorage as? RunLoopState { return state }
    let state = RunLoopState()
    application.portingStorage = state
    return state
  }

  /// The run-loop state of the application bound to this thread.
  static var state: RunLoopState { state(of: application) }

  /// The application that runs work for `view`: its window's, else the one bound to the thread.
  static func application(for view: UIView?) -> UIApplication {
    view?.window?.application ?? application
  }
}

/// What the porting layer keeps per application: the state of UIKit's run loop that the model
/// does not hold.
final class RunLoopState {
  /// `perform(_:with:afterDelay:)` requests not yet run, for `cancelPreviousPerformRequests`.
  var performRequests: [PerformRequest] = []
  /// Open `CATransaction` groups, innermost last.
  var transactions: [TransactionGroup] = []

  struct PerformRequest {
    let target: ObjectIdentifier
    let selector: Selector
    let argument: AnyObject?
    let token: Int
  }

  struct TransactionGroup {
    var duration: TimeInterval
    var disableActions: Bool
    var completion: (() -> Void)?
  }
}

/// The per-thread slot: a `pthread` key holding a retained `ThreadSlot` (freed with the thread).
final class ThreadSlot {
  var bound: UIApplication?
  private var idle: UIApplication?

  var application: UIApplication {
    if let bound { return bound }
    if let idle { return idle }
    let made = UIApplication()
    idle = made
    return made
  }

  static var current: ThreadSlot {
    if let raw = pthread_getspecific(threadSlotKey) {
      return Unmanaged<ThreadSlot>.fromOpaque(raw).takeUnretainedValue()
    }
    let slot = ThreadSlot()
    pthread_setspecific(threadSlotKey, Unmanaged.passRetained(slot).toOpaque())
    return slot
  }
}

private let threadSlotKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key) { raw in
    #if canImport(Darwin)
      Unmanaged<ThreadSlot>.fromOpaque(raw).release()
    #else
      if let raw { Unmanaged<ThreadSlot>.fromOpaque(raw).release() }
    #endif
  }
  return key
}()

extension UIApplication {
  /// The application bound to the calling thread (`MainRunLoop`): the replay's, in a replay.
  public static var shared: UIApplication { MainRunLoop.application }
}
