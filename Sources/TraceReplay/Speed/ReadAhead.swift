import Foundation

/// Reads a trace on a thread of its own, some hundreds of groups ahead of the replay, so that
/// parsing and replaying use two cores. The replay sees exactly what the wrapped reader gives,
/// in the same order: each group, the warnings met while reading it, then the end of the trace
/// or the error that stopped it.
final class ReadAhead: GroupSource {
  /// Groups read ahead, handed over at once: the samples of every group in one array (so that
  /// neither thread allocates or frees anything per group), where each group ends in it, and the
  /// rare notes (warnings, the end, an error) with the number of groups they come after.
  private struct Batch {
    /// A group: its time and where its samples end in `samples`. Plain values, so that handing
    /// a group over copies, retains and destroys nothing.
    struct Group {
      var time: Double
      var end: Int
    }

    enum Note {
      case warnings([Diagnostic])
      case failed(Diagnostic)
      case finished(samples: Int)
    }

    var samples: [TouchSample] = []
    var groups: [Group] = []
    /// In order; each note comes after that many of `groups`.
    var notes: [(after: Int, note: Note)] = []

    /// An empty batch with room for `count` samples and one batch's groups, filling `samples`
    /// (an empty array from the pool) if there is one.
    init(samples: consuming [TouchSample]?, reserving count: Int) {
      self.samples = samples ?? []
      self.samples.reserveCapacity(count)
      groups.reserveCapacity(ReadAhead.batchSize)
    }

    /// Notes the warnings the reader has met since it was last asked, if any.
    mutating func takeWarnings(from reader: inout TraceReader) {
      if reader.warnings.isEmpty { return }
      notes.append((groups.count, .warnings(reader.takeWarnings())))
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

  /// The samples of a batch the replay is done with, boxed for `retire`; they go back to the
  /// pool wherever the box is freed.
  private final class SpentSamples {
    var samples: [TouchSample]
    let pool: SparePool<[TouchSample]>
    init(_ samples: consuming [TouchSample], pool: SparePool<[TouchSample]>) {
      self.samples = samples
      self.pool = pool
    }
    deinit {
      // The box holds the array's only reference: it is emptied in place (each sample destroyed
      // here, on the thread that frees the box) and moved into the pool.
      samples.removeAll(keepingCapacity: true)
      var kept: [TouchSample] = []
      swap(&kept, &samples)
      pool.give(consume kept)
    }
  }

  /// Arrays for the reading thread to fill: as many as can be away at once (in the queue, being
  /// filled, replayed, or on their way to `retire` in the writing thread's batches) are few, and
  /// an array beyond the pool's room is freed.
  private let pool = SparePool<[TouchSample]>(limit: ReadAhead.batchesInFlight + 4)

  /// Where the samples of each batch go once replayed, to be freed elsewhere (by the writing
  /// thread: freeing a batch destroys each sample through its value witness, about 20
  /// instructions a sample); nil frees them on the replaying thread.
  var retire: ((AnyObject) -> Void)?

  /// Called on the replaying thread before it waits for the reading thread: the writing thread,
  /// woken only for two batches, must get the one it was handed before the replay sleeps, or a
  /// trace streamed from a pipe that pauses would show nothing for as long as it pauses.
  var willWait: (() -> Void)?

  /// The reading thread, faster than the replay, waits for room nearly all the time; it is woken
  /// when there is room for two batches, not one (see `BlockingQueue`).
  private let queue = BlockingQueue<Batch>(capacity: ReadAhead.batchesInFlight, producerWakesAtRoom: 2)
  private let finishedReading = DispatchSemaphore(value: 0)

  /// Starts reading `reader` (whose header has been read) on a new thread.
  init(_ reader: TraceReader) {
    let box = ReaderBox(reader)
    let queue = self.queue
    let pool = self.pool
    let finished = finishedReading
    let thread = Thread {
      Self.read(box, into: queue, pool: pool)
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

  private static func read(_ box: ReaderBox, into queue: BlockingQueue<Batch>, pool: SparePool<[TouchSample]>)
  {
    var batch = Batch(samples: pool.take(), reserving: firstBatchSamples)
    // The first sample of the next group, when the reader's own `nextGroup()` read it ahead.
    box.reader.moveHeldLookahead(into: &batch.samples)
    var groups = 0
    do {
      // The reader appends each group's samples to the batch itself, so no sample is copied
      // again, and the batch grows at most once (a batch of unusually large groups).
      while let group = try box.reader.readGroup(into: &batch.samples) {
        batch.groups.append(.init(time: group.time, end: group.end))
        batch.takeWarnings(from: &box.reader)
        groups += 1
        if groups >= batchSize {
          var next = Batch(samples: pool.take(), reserving: batch.samples.count + batch.samples.count / 4)
          // The first sample of the next group, if read already, goes with that group.
          box.reader.moveLookahead(from: &batch.samples, to: &next.samples)
          guard queue.push(batch) else { return }
          batch = next
          groups = 0
        }
      }
      batch.takeWarnings(from: &box.reader)
      batch.notes.append((batch.groups.count, .finished(samples: box.reader.statistics.samples)))
    } catch {
      batch.takeWarnings(from: &box.reader)
      batch.notes.append((batch.groups.count, .failed(error)))
    }
    queue.push(batch)
    queue.close()
  }

  /// Hands `groups[next..<end]` to `group`, each with its samples in `samples` (a group's samples
  /// start where the last one's end), and moves `next` past them; false when `group` stops.
  private static func handOver(
    _ groups: UnsafeBufferPointer<Batch.Group>, upTo end: Int, from next: inout Int,
    of samples: UnsafeBufferPointer<TouchSample>,
    to group: (_ time: Double, _ samples: UnsafeBufferPointer<TouchSample>) -> Bool
  ) -> Bool {
    var index = next
    var start = index > 0 ? groups[index - 1].end : 0
    defer { next = index }
    while index < end {
      let groupEnd = groups[index].end
      let time = groups[index].time
      index += 1
      if !group(time, UnsafeBufferPointer(rebasing: samples[start..<groupEnd])) { return false }
      start = groupEnd
    }
    return true
  }

  /// Hands over the groups as the reading thread reads them (see `GroupSource`). Call it once.
  func forEachGroup(
    _ group: (_ time: Double, _ samples: UnsafeBufferPointer<TouchSample>) -> Bool,
    warning: (Diagnostic) -> Void
  ) throws(Diagnostic) -> Int {
    var samplesRead = 0
    var failure: Diagnostic?
    // Notes come between the groups they were met after; a group goes on until a note ends
    // the trace.
    func take(_ note: Batch.Note) -> Bool {
      switch note {
      case .warnings(let warnings): warnings.forEach(warning)
      case .failed(let error): failure = error
      case .finished(let samples): samplesRead = samples
      }
      return failure == nil
    }
    while var batch = queue.pop(beforeWaiting: willWait) {
      let goOn = batch.samples.withUnsafeBufferPointer { buffer -> Bool in
        batch.groups.withUnsafeBufferPointer { groups -> Bool in
          // The groups between two notes (nearly always a whole batch: notes are rare) go in one
          // tight loop that keeps no other state.
          var next = 0
          for note in batch.notes {
            guard Self.handOver(groups, upTo: note.after, from: &next, of: buffer, to: group),
              take(note.note)
            else { return false }
          }
          return Self.handOver(groups, upTo: groups.count, from: &next, of: buffer, to: group)
        }
      }
      // The array moves into the box, so that the box holds its only reference and the pool
      // empties it in place.
      var spent: [TouchSample] = []
      swap(&spent, &batch.samples)
      let box = SpentSamples(consume spent, pool: pool)
      if let retire { retire(box) }
      if let failure { throw failure }
      // A replay that stops early lets the reading thread end (see `deinit`).
      if !goOn { break }
    }
    return samplesRead
  }
}
