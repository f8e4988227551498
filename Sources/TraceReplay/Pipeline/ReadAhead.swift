import Foundation

/// Reads a trace on a thread of its own, some hundreds of groups ahead of the replay, so that
/// parsing and replaying use two cores. The replay sees exactly what the wrapped reader gives,
/// in the same order: each group, the warnings met while reading it, then the end of the trace
/// or the error that stopped it.
final class ReadAhead: GroupSource {
  private enum Item {
    case group(SampleGroup)
    case warnings([Diagnostic])
    case failed(Diagnostic)
    case finished(samples: Int)
  }

  /// Holds the reader while the thread uses it; the thread is its only user.
  private final class ReaderBox: @unchecked Sendable {
    var reader: TraceReader
    init(_ reader: TraceReader) { self.reader = reader }
  }

  /// Groups per batch handed over: enough to make the hand-over cost nothing per sample.
  static let batchSize = 256
  /// Batches in flight: bounds the memory read ahead.
  static let batchesInFlight = 4

  private let queue = BlockingQueue<[Item]>(capacity: ReadAhead.batchesInFlight)
  private let finishedReading = DispatchSemaphore(value: 0)
  private var batch: [Item] = []
  private var position = 0
  private var pendingWarnings: [Diagnostic] = []
  private var ended = false
  private(set) var samplesRead = 0

  /// Starts reading `reader` (whose header has been read) on a new thread.
  init(_ reader: TraceReader) {
    let box = ReaderBox(reader)
    let queue = self.queue
    let finished = finishedReading
    let thread = Thread {
      Self.read(box, into: queue)
      finished.signal()
    }
    thread.name = "tracereplay.read"
    thread.start()
  }

  deinit {
    // A replay that stops early (an error in the model's hands, or a dropped replay) lets the
    // reading thread end before the reader goes.
    queue.close()
    finishedReading.wait()
  }

  private static func read(_ box: ReaderBox, into queue: BlockingQueue<[Item]>) {
    var batch: [Item] = []
    batch.reserveCapacity(batchSize + 2)
    do {
      while let group = try box.reader.nextGroup() {
        batch.append(.group(group))
        let warnings = box.reader.takeWarnings()
        if !warnings.isEmpty { batch.append(.warnings(warnings)) }
        if batch.count >= batchSize {
          guard queue.push(batch) else { return }
          batch = []
          batch.reserveCapacity(batchSize + 2)
        }
      }
      let warnings = box.reader.takeWarnings()
      if !warnings.isEmpty { batch.append(.warnings(warnings)) }
      batch.append(.finished(samples: box.reader.statistics.samples))
    } catch {
      let warnings = box.reader.takeWarnings()
      if !warnings.isEmpty { batch.append(.warnings(warnings)) }
      batch.append(.failed(error))
    }
    queue.push(batch)
    queue.close()
  }

  func nextGroup() throws(Diagnostic) -> SampleGroup? {
    while let item = nextItem() {
      switch item {
      case .group(let group):
        // The group's own warnings come with it, as `TraceReader.takeWarnings()` gives them
        // right after the group.
        if position < batch.count, case .warnings(let warnings) = batch[position] {
          pendingWarnings.append(contentsOf: warnings)
          position += 1
        }
        return group
      case .warnings(let warnings):
        pendingWarnings.append(contentsOf: warnings)
      case .failed(let error):
        ended = true
        throw error
      case .finished(let samples):
        samplesRead = samples
        ended = true
        return nil
      }
    }
    return nil
  }

  func takeWarnings() -> [Diagnostic] {
    defer { pendingWarnings.removeAll() }
    return pendingWarnings
  }

  private func nextItem() -> Item? {
    if ended { return nil }
    if position >= batch.count {
      guard let next = queue.pop() else { return nil }
      batch = next
      position = 0
    }
    guard position < batch.count else { return nil }
    let item = batch[position]
    position += 1
    return item
  }
}
