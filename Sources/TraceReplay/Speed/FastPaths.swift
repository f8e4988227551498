import Foundation

/// The one switch for everything in the replay library that exists only for speed.
///
/// Every file in this folder (`Speed/`) is such a mechanism; none states a rule. Each does the
/// same work as a plain route elsewhere, faster, and its doc comment gives the measurement that
/// justified it. With the fast paths off (`TRACEREPLAY_FAST_PATHS=off` in the environment), a
/// replay takes only the plain routes:
///
/// | Fast path (on) | Plain route (off) |
/// |---|---|
/// | A line of the usual shape read in one pass (`SampleScanner+QuickLine`, `+FastPaths`) | every line read by `SampleScanner.scanInFull` |
/// | The usual move admitted inline (`TraceValidator.admit`) | every sample admitted by `admitInFull` |
/// | Lines taken straight from the read buffer (`TraceReader.nextQuickSample`, `nextContentLine`) | every line found by `nextContentLineInFull` |
/// | The frequent records handed over as plain facts (`PendingRecord`, `RecordNames`) and built where they are written (`RecordBuilder`) | every record built at once as a `ReplayRecord` |
/// | Reading ahead and writing on threads of their own (`ReadAhead`, `RecordPipe`, `RecordBatch`, `BlockingQueue`, `SparePool`) | one thread reads, replays and writes |
/// | Repeated bytes copied instead of formatted again (`RepeatedBytes`, `NameListCache`, `EventNameCache`) | every time and name list formatted |
///
/// The output is the same, byte for byte, either way. `make test` runs the behaviour suites both
/// ways (see the Makefile), so a fast path that stops agreeing with its plain route fails there;
/// tests that held a fast path equal to its plain one were replaced by that run. The
/// measurements of the whole are in docs/performance.md.
package enum FastPaths {
  /// Whether the fast paths are on: unless the environment sets `TRACEREPLAY_FAST_PATHS` to `off`
  /// (or `0`). Read once per process; every reader, replay and reporter copies it when made.
  package static let enabled: Bool = {
    switch ProcessInfo.processInfo.environment["TRACEREPLAY_FAST_PATHS"] {
    case "off", "0": return false
    default: return true
    }
  }()
}
