#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// A replacement in progress: a temporary file beside the target (registered with
  /// `TemporaryFiles` while it exists), renamed over the target by `commit()` or removed by
  /// `discard()` (and when the transaction is freed without either).
  final class Transaction {
    let file: AtomicFile
    /// The file replaced: `file.path` with its links resolved.
    let target: String
    let temporary: String
    let fd: Int32
    private let mode: mode_t
    private let slot: Int
    private var isOpen = true

    /// Creates the temporary file; a read-only target is refused.
    init(_ file: AtomicFile, target: String) throws(Diagnostic) {
      self.file = file
      self.target = target
      var existing = stat()
      let exists = stat(target, &existing) == 0
      if exists && (existing.st_mode & 0o222 == 0 || access(target, W_OK) != 0) {
        throw Diagnostic(
          file: file.path, message: "the file is read-only; it was not replaced",
          notes: ["make it writable (chmod u+w) to let tracereplay replace it"])
      }
      mode = exists ? existing.st_mode & 0o7777 : 0o644
      let (directory, name) = AtomicFile.split(target)
      guard let (fd, temporary, slot) = AtomicFile.createTemporary(directory: directory, name: name) else {
        throw file.failure("cannot create a temporary file in '\(directory)'")
      }
      self.fd = fd
      self.temporary = temporary
      self.slot = slot
    }

    deinit {
      if isOpen { discard() }
    }

    /// Writes every byte, looping over partial writes and `EINTR`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(Diagnostic) {
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(fd, base + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if !(written < 0 && errno == EINTR) {
          throw file.failure("cannot write")
        }
      }
    }

    /// Syncs the temporary file and renames it over the target; on failure it is removed.
    func commit() throws(Diagnostic) {
      do throws(Diagnostic) {
        guard fchmod(fd, mode) == 0 else {
          throw file.failure("cannot set the permissions of '\(temporary)'")
        }
        guard fsync(fd) == 0 else { throw file.failure("cannot sync '\(temporary)'") }
        if file.failurePoint == .afterWrite { throw file.simulated() }
        isOpen = false
        guard close(fd) == 0 else { throw file.failure("cannot close '\(temporary)'") }
        if file.failurePoint == .beforeRename { throw file.simulated() }
        guard rename(temporary, target) == 0 else {
          throw file.failure("cannot rename '\(temporary)' to '\(target)'")
        }
      } catch {
        if isOpen { close(fd) }
        isOpen = false
        unlink(temporary)
        TemporaryFiles.finished(slot)
        throw error
      }
      TemporaryFiles.finished(slot)
      AtomicFile.syncDirectory(AtomicFile.split(target).directory)
    }

    /// Removes the temporary file; the target is left as it was.
    func discard() {
      if isOpen { close(fd) }
      isOpen = false
      unlink(temporary)
      TemporaryFiles.finished(slot)
    }
  }
}
