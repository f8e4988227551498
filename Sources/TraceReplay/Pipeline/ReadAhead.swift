import Foundation

/// Reads a trace on a thread of its own, some hundreds of groups ahead of the replay, so that
/// parsing and replaying use two cores. The replay sees exactly what the wrapped reader gives,
/// in the same order: each group, the warnings met while reading it, then the end of the trace
/// or the error that stopped it.
final class ReadAhead: GroupSource {
  /// Groups read ahead, handed over at once: the samples of every group in one array (so that
  /// neither thread allocates or frees anything per group), and the marks that cut it up.
  private struct Batch {
    enum Mark {
      /// A group: its time and where its samples end in `samples`.
      case group(time: Double, end: Int)
      case warnings([Diagnostic])
      case failed(Diagnostic)
      case finished(samples: Int)
    }

    var samples: [TouchSample] = []
    var marks: [Mark] = []

    init() {}

    /// An empty batch with room for `samples` samples and one batch's marks.
    init(reserving samples: Int) {
      self.samples.reserveCapacity(samples)
      marks.reserveCapacity(ReadAhead.batchSize + 2)
    }

    /// Marks the warnings the reader has met since it was last asked, if any.
    mutating func takeWarnings(from reader: inout TraceReader) {
      if reader.warnings.isEmpty { return }
      marks.append(.warnings(reader.takeWarnings()))
    }
  }

  /// Holds the reader while the thread uses it; the thread is its only user.
  private final class ReaderBox: @unchecked Sendable {
    var reader: TraceReader
    init(_ reader: TraceReader) { self.reader = reader }
  }

  /// Groups per batch handed over: enough to make the hand-over cost nothing per sample.
  static let batchSize = 1024
  /// Batches in flight: bounds the memory read ahead.
  static let batchesInFlight = 4

  private let queue = BlockingQueue<Batch>(capacity: ReadAhead.batchesInFlight)
  private let finishedReading = DispatchSemaphore(value: 0)
  private var batch = Batch()
  private var mark = 0
  private var sampleStart = 0
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
    // A replay that stops early lets the reading thread end before the reader goes.
    queue.close()
    finishedReading.wait()
  }

  /// The samples a first batch has room for; later batches reserve what the last one held.
  static let firstBatchSamples = 1024

  private static func read(_ box: ReaderBox, into queue: BlockingQueue<Batch>) {
    var batch = Batch(reserving: firstBatchSamples)
    var groups = 0
    do {
      // The reader appends each group's samples to the batch itself, so no sample is copied
      // again, and the batch grows at most once (a batch of unusually large groups).
      while let group = try box.reader.readGroup(into: &batch.samples) {
        batch.marks.append(.group(time: group.time, end: group.end))
        batch.takeWarnings(from: &box.reader)
        groups += 1
        if groups >= batchSize {
          var next = Batch(reserving: batch.samples.count + batch.samples.count / 4)
          // The first sample of the next group, if read already, goes with that group.
          box.reader.moveLookahead(from: &batch.samples, to: &next.samples)
          guard queue.push(batch) else { return }
          batch = next
          groups = 0
        }
      }
      batch.takeWarnings(from: &box.reader)
      batch.marks.append(.finished(samples: box.reader.statistics.samples))
    } catch {
      batch.takeWarnings(from: &box.reader)
      batch.marks.append(.failed(error))
    }
    queue.push(batch)
    queue.close()
  }

  func nextSamples() throws(Diagnostic) -> (time: Double, samples: ArraySlice<TouchSample>)? {
    while !ended {
      if mark >= batch.marks.count {
        guard let next = queue.pop() else { return nil }
        batch = next
        mark = 0
        sampleStart = 0
      }
      let current = batch.marks[mark]
      mark += 1
      switch current {
      case .group(let time, let end):
        let samples = batch.samples[sampleStart..<end]
        sampleStart = end
        // The group's own warnings come with it, as `TraceReader.takeWarnings()` gives them
        // right after the group.
        if mark < batch.marks.count, case .warnings(let warnings) = batch.marks[mark] {
          pendingWarnings.append(contentsOf: warnings)
          mark += 1
        }
        return (time, samples)
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

  var hasWarnings: Bool { !pendingWarnings.isEmpty }

  func takeWarnings() -> [Diagnostic] {
    defer { pendingWarnings.removeAll() }
    return pendingWarnings
  }
}
