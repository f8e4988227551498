/// Compares a scene's watched properties with their values after the previous step, and makes a
/// `state` record for each that changed (contract section 10).
final class PropertyWatcher {
  private let watches: [WatchedProperty]
  /// Each watch's value after the previous step (nil: not readable).
  private var values: [PropertyValue?]

  /// A watcher of `watches`, their present values the first to compare with.
  init(_ watches: [WatchedProperty]) {
    self.watches = watches
    values = watches.map { Self.read($0) }
  }

  /// The changes since the previous call (or since the watcher was made), in the scene's order.
  func changes() -> [ReplayRecord.StateChange] {
    var result: [ReplayRecord.StateChange] = []
    for index in watches.indices {
      let watch = watches[index]
      guard let value = Self.read(watch) else { continue }
      guard let previous = values[index] else {
        values[index] = value
        continue
      }
      guard !value.isSame(as: previous) else { continue }
      values[index] = value
      result.append(
        .init(
          view: watch.id, className: watch.className, property: watch.name, value: value, previous: previous))
    }
    return result
  }

  /// The watch's value now; nil when it cannot be read or converted (a type the scene's checks
  /// let through because its value converted then).
  private static func read(_ watch: WatchedProperty) -> PropertyValue? {
    (try? watch.property.value(of: watch.view)) ?? nil
  }
}
