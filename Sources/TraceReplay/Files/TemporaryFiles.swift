import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files being written right now, removed if the process is interrupted.
///
/// This is the one piece of process-wide mutable state in the library, and it has to be: a signal
/// handler cannot be handed a context. The table is a fixed array of C strings so that the handler
/// only reads pointers and calls `unlink(2)`, both async-signal-safe. Registration is locked; the
/// handler takes no lock (it may interrupt a thread holding it).
package enum TemporaryFiles {
  /// How many temporary files can be in flight at once (one per concurrent write; `check --jobs` is
  /// at most 1,024); a write beyond it still works, it is just not cleaned up on a signal.
  static let capacity = 1_100

  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    table.initialize(repeating: nil, count: capacity)
    return table
  }()
  private static let lock = NSLock()

  /// Records `path` as in flight; returns the slot to pass to `finished(_:)`, or -1 when full.
  static func started(_ path: String) -> Int {
    guard let copy = strdup(path) else { return -1 }
    lock.lock()
    defer { lock.unlock() }
    for index in 0..<capacity where slots[index] == nil {
      slots[index] = copy
      return index
    }
    free(copy)
    return -1
  }

  /// Forgets the temporary file of `slot` (renamed into place or removed).
  static func finished(_ slot: Int) {
    guard slot >= 0 && slot < capacity else { return }
    lock.lock()
    let copy = slots[slot]
    slots[slot] = nil
    lock.unlock()
    free(copy)
  }

  /// The temporary files in flight, for tests.
  static var inFlight: [String] {
    lock.lock()
    defer { lock.unlock() }
    return (0..<capacity).compactMap { slots[$0].map { String(cString: $0) } }
  }

  /// Removes every temporary file in flight; async-signal-safe.
  static func removeAll() {
    removeAll(prefix: nil)
  }

  /// Removes the temporary files in flight whose path starts with `prefix` (all when nil); tests
  /// pass their own folder, since other tests write at the same time.
  static func removeAll(prefix: UnsafePointer<CChar>?) {
    let length = prefix.map { strlen($0) } ?? 0
    for index in 0..<capacity {
      guard let path = slots[index] else { continue }
      if let prefix, strncmp(path, prefix, length) != 0 { continue }
      unlink(path)
    }
  }

  /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove the temporary files in flight,
  /// then end the process by the same signal (so the shell sees it was interrupted). For the
  /// process entry point only; tests never install them.
  package static func removeOnInterrupt() {
    _ = slots
    // A mask inherited from the parent (Foundation's `Process` passes on a blocked one) would
    // keep the handlers from ever running: these three are unblocked, on this thread and on
    // every thread started after it.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, signalNumber) }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      let previous = signal(signalNumber) { received in
        TemporaryFiles.removeAll()
        signal(received, SIG_DFL)
        raise(received)
      }
      // A signal the parent told us to ignore (a background job's SIGINT) stays ignored.
      if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        signal(signalNumber, SIG_IGN)
      }
    }
  }
}
