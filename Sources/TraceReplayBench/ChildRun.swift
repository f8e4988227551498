import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One timed child process: wall time on the monotonic clock and the child's own peak memory.
struct ChildRun {
  var seconds: Double
  /// The child's maximum resident set size, in kilobytes (`wait4`'s `ru_maxrss`).
  var maxRSSKilobytes: Int
  /// The child's processor time, user plus system, over all its threads.
  var cpuSeconds: Double
  var status: Int32

  /// Spawns `arguments` (an absolute program path first) with stdout on `/dev/null` and waits.
  ///
  /// `posix_spawn` and `wait4` directly rather than `Process`, because `Process` reaps the child
  /// itself and `getrusage(RUSAGE_CHILDREN)` only gives the maximum over all children so far.
  static func run(_ arguments: [String]) throws -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = monotonicSeconds()
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw BenchError("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw BenchError("wait4 failed for \(arguments[0])") }
    }
    let seconds = monotonicSeconds() - start
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    guard exitStatus == 0 else {
      throw BenchError("\(arguments.joined(separator: " ")) exited with status \(exitStatus)")
    }
    let cpu =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
      + Double(usage.ru_stime.tv_usec) / 1e6
    return ChildRun(
      seconds: seconds, maxRSSKilobytes: Int(usage.ru_maxrss), cpuSeconds: cpu, status: exitStatus)
  }

  static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
