/// The groups at the start of a trace, read once and kept, so that the replay can look at them
/// before it delivers them (`TimeUnitCheck.prescan`) without opening the trace a second time.
/// As a `GroupSource` it hands over what the reader gave, in the same order: each group, the
/// warnings met while reading it, then the error that stopped the reader, if one did. Handing
/// over changes nothing, so the start can be looked at and then delivered.
struct TraceStart: GroupSource {
  private enum Item {
    case group(time: Double, samples: [TouchSample])
    case warning(Diagnostic)
  }

  private var items: [Item] = []
  /// The error that stopped the reader within the start.
  private var error: Diagnostic?
  /// The samples the reader had read when the start was taken.
  private var samplesRead = 0

  /// An empty start: nothing was read ahead.
  init() {}

  /// Reads groups from `reader` until they hold `limit` samples, and then one group more when
  /// there is one (so that a look at the start can tell that the trace goes on). Memory: the
  /// kept samples, about 100 bytes each.
  init(reading reader: inout TraceReader, samples limit: Int) {
    var count = 0
    do throws(Diagnostic) {
      while let group = try reader.nextGroup() {
        items.append(.group(time: group.time, samples: group.samples))
        items.append(contentsOf: reader.takeWarnings().map(Item.warning))
        if count >= limit { break }
        count += group.samples.count
      }
    } catch {
      items.append(contentsOf: reader.takeWarnings().map(Item.warning))
      self.error = error
    }
    samplesRead = reader.statistics.samples
  }

  /// Hands the kept groups and warnings over (see `GroupSource`), then throws the error the
  /// reader met, if any; returns the samples the reader had read.
  func forEachGroup(
    _ group: (_ time: Double, _ samples: UnsafeBufferPointer<TouchSample>) -> Bool,
    warning: (Diagnostic) -> Void
  ) throws(Diagnostic) -> Int {
    for item in items {
      switch item {
      case .group(let time, let samples):
        if !samples.withUnsafeBufferPointer({ group(time, $0) }) { return samplesRead }
      case .warning(let diagnostic):
        warning(diagnostic)
      }
    }
    if let error { throw error }
    return samplesRead
  }

  /// This start, then what `rest` reads after it.
  func followed<Rest: GroupSource>(by rest: Rest) -> Followed<Rest> {
    Followed(start: self, rest: rest)
  }

  /// A trace's start, then the rest of it.
  struct Followed<Rest: GroupSource>: GroupSource {
    let start: TraceStart
    var rest: Rest

    mutating func forEachGroup(
      _ group: (_ time: Double, _ samples: UnsafeBufferPointer<TouchSample>) -> Bool,
      warning: (Diagnostic) -> Void
    ) throws(Diagnostic) -> Int {
      var goesOn = true
      let read = try start.forEachGroup(
        { time, samples in
          goesOn = group(time, samples)
          return goesOn
        }, warning: warning)
      guard goesOn else { return read }
      return try rest.forEachGroup(group, warning: warning)
    }
  }
}
