/// A file replaced all at once: written to a temporary file beside it, synced, then renamed over it.
///
/// Readers see either the old contents or the new, never a partial file; on failure the old file is
/// left as it was and the temporary file is removed.
package struct AtomicFile: Sendable, Equatable {
  /// A step after which a test can make the write fail.
  enum FailurePoint: Sendable, Equatable {
    /// After the bytes are written and synced, before the temporary file is closed.
    case afterWrite
    /// After the temporary file is closed, just before the rename.
    case beforeRename
  }

  /// The destination path.
  package var path: String
  /// Where to simulate a failure; `nil` outside tests.
  var failurePoint: FailurePoint?

  /// Creates an atomic writer for `path`.
  package init(path: String) {
    self.path = path
  }

  init(path: String, failingAt failurePoint: FailurePoint?) {
    self.path = path
    self.failurePoint = failurePoint
  }
}
