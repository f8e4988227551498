import UIKitModel

/// The names the plain pending records refer to (`PendingRecord.Touch`, `.ControlEvent`,
/// `.Action`), as one reporter writes them: each run (a name with the literal bytes around it)
/// is formatted once per replay with the reporter's `Spelling`, then copied into its lines, so
/// that writing such a record is copying a few runs and formatting its numbers. The names are the ones
/// `RecordBuilder` reads from the indexes, so the line is the one the reporter writes for the
/// record the builder would build.
final class RecordNameBytes {
  /// How a reporter writes each run, into the line it is given.
  struct Spelling {
    /// A touch's phase (its raw value).
    var phase: (ByteLine, String) -> Void
    /// The view a touch is bound to, nil when it hit nothing.
    var view: (ByteLine, String?) -> Void
    /// The control of a control-event dispatch: its id and its class name.
    var control: (ByteLine, _ id: String, _ className: String) -> Void
    /// The names of a set of control events, in raw-value order.
    var events: (ByteLine, [String]) -> Void
    /// The name a control's value is reported under.
    var valueName: (ByteLine, String) -> Void
    /// The sender of an action message, nil for none.
    var sender: (ByteLine, String?) -> Void
    /// The target of an action message, nil for none.
    var target: (ByteLine, String?) -> Void
    /// The names of the control events an action message was sent for, in raw-value order.
    var actionEvents: (ByteLine, [String]) -> Void
  }

  private let spelling: Spelling
  /// The table whose names the runs of views and controls spell.
  private(set) var table: RecordNameTable?
  /// The number of objects in `table`.
  private var objects = 0
  /// By phase, in `SamplePhase.allCases` order.
  private let phases = ByteFragments()
  /// By object index plus one; 0 for none.
  private let views = ByteFragments()
  /// By object index plus one; 0 for an index the table does not hold.
  private let controls = ByteFragments()
  /// By `eventKey(_:)`.
  private let events = ByteFragments()
  /// By index in `RecordNameTable.valueNames`.
  private let valueNames = ByteFragments()
  /// By object index plus one; 0 for none.
  private let senders = ByteFragments()
  /// By object index plus one; 0 for none.
  private let targets = ByteFragments()
  /// By `eventKey(_:)`.
  private let actionEvents = ByteFragments()
  /// The keys of event sets that are not a single event, from 64 on, in order of first use.
  private var eventSetKeys: [UInt: Int] = [:]

  init(spelling: Spelling) {
    self.spelling = spelling
  }

  /// Spells the names of `table` from now on: the one the pending records to write refer to.
  @inline(__always)
  func use(_ table: RecordNameTable?) {
    if table !== self.table { replaceTable(table) }
  }

  private func replaceTable(_ table: RecordNameTable?) {
    self.table = table
    objects = table?.ids.count ?? 0
    views.removeAll()
    controls.removeAll()
    senders.removeAll()
    targets.removeAll()
  }

  /// Appends the run of a touch's phase.
  @inline(__always)
  func appendPhase(_ phase: SamplePhase, to line: ByteLine) {
    let key = Self.key(phase)
    if !phases.append(key, to: line) { spell(phase, key, to: line) }
  }

  /// Appends the run of the view a touch is bound to (its index, -1 for none).
  @inline(__always)
  func appendView(_ index: Int32, to line: ByteLine) {
    let key = key(index)
    if !views.append(key, to: line) { spellView(index, key, to: line) }
  }

  /// Appends the run of the control of a control-event dispatch (its index).
  @inline(__always)
  func appendControl(_ index: Int32, to line: ByteLine) {
    let key = key(index)
    if !controls.append(key, to: line) { spellControl(index, key, to: line) }
  }

  /// Appends the run of the names of `set`.
  @inline(__always)
  func appendEvents(_ set: UIControl.Event, to line: ByteLine) {
    let key = eventKey(set)
    if !events.append(key, to: line) { spell(set, key, to: line) }
  }

  /// Appends the run of the name a value is reported under (its index in
  /// `RecordNameTable.valueNames`); false, appending nothing, for no value.
  @inline(__always)
  func appendValueName(_ index: Int8, to line: ByteLine) -> Bool {
    guard index >= 0 else { return false }
    if valueNames.append(Int(index), to: line) { return true }
    return spellValueName(index, to: line)
  }

  /// Appends the run of an action message's sender (its index, -1 for none).
  @inline(__always)
  func appendSender(_ index: Int32, to line: ByteLine) {
    let key = key(index)
    if !senders.append(key, to: line) { spellSender(index, key, to: line) }
  }

  /// Appends the run of an action message's target (its index, -1 for none).
  @inline(__always)
  func appendTarget(_ index: Int32, to line: ByteLine) {
    let key = key(index)
    if !targets.append(key, to: line) { spellTarget(index, key, to: line) }
  }

  /// Appends the run of the names of the events an action message was sent for.
  @inline(__always)
  func appendActionEvents(_ set: UIControl.Event, to line: ByteLine) {
    let key = eventKey(set)
    if !actionEvents.append(key, to: line) { spellAction(set, key, to: line) }
  }

  // The runs themselves, for lines written through `ReservedBytes`: each is spelt on its first
  // use, and stays valid while no other run of its kind is spelt.

  /// The run of a touch's phase.
  @inline(__always)
  func phaseRun(_ phase: SamplePhase) -> UnsafeBufferPointer<UInt8> {
    let key = Self.key(phase)
    return phases.run(key) ?? spellRun(phase, key)
  }

  /// The run of the view a touch is bound to (its index, -1 for none).
  @inline(__always)
  func viewRun(_ index: Int32) -> UnsafeBufferPointer<UInt8> {
    let key = key(index)
    return views.run(key) ?? spellViewRun(index, key)
  }

  /// The run of the control of a control-event dispatch (its index).
  @inline(__always)
  func controlRun(_ index: Int32) -> UnsafeBufferPointer<UInt8> {
    let key = key(index)
    return controls.run(key) ?? spellControlRun(index, key)
  }

  /// The run of the names of `set`.
  @inline(__always)
  func eventsRun(_ set: UIControl.Event) -> UnsafeBufferPointer<UInt8> {
    let key = eventKey(set)
    return events.run(key) ?? spellRun(set, key)
  }

  /// The run of the value name at `index` (at least 0), or nil when it names no stock value
  /// (the record then shows no value, as `appendValueName` says).
  @inline(__always)
  func valueNameRun(_ index: Int8) -> UnsafeBufferPointer<UInt8>? {
    valueNames.run(Int(index)) ?? spellValueNameRun(index)
  }

  @inline(never)
  private func spellRun(_ phase: SamplePhase, _ key: Int) -> UnsafeBufferPointer<UInt8> {
    phases.keep(key) { spelling.phase($0, phase.rawValue) }
  }

  @inline(never)
  private func spellViewRun(_ index: Int32, _ key: Int) -> UnsafeBufferPointer<UInt8> {
    views.keep(key) { spelling.view($0, RecordBuilder.view(index, in: table)) }
  }

  @inline(never)
  private func spellControlRun(_ index: Int32, _ key: Int) -> UnsafeBufferPointer<UInt8> {
    controls.keep(key) {
      spelling.control(
        $0, RecordBuilder.control(index, in: table), RecordBuilder.className(index, in: table))
    }
  }

  @inline(never)
  private func spellRun(_ set: UIControl.Event, _ key: Int) -> UnsafeBufferPointer<UInt8> {
    events.keep(key) { spelling.events($0, set.names) }
  }

  @inline(never)
  private func spellValueNameRun(_ index: Int8) -> UnsafeBufferPointer<UInt8>? {
    guard let name = RecordBuilder.valueName(index) else { return nil }
    return valueNames.keep(Int(index)) { spelling.valueName($0, name) }
  }

  // The first use of each run: formatted, kept, then appended.

  @inline(never)
  private func spell(_ phase: SamplePhase, _ key: Int, to line: ByteLine) {
    phases.keep(key) { spelling.phase($0, phase.rawValue) }
    _ = phases.append(key, to: line)
  }

  @inline(never)
  private func spellView(_ index: Int32, _ key: Int, to line: ByteLine) {
    views.keep(key) { spelling.view($0, RecordBuilder.view(index, in: table)) }
    _ = views.append(key, to: line)
  }

  @inline(never)
  private func spellControl(_ index: Int32, _ key: Int, to line: ByteLine) {
    controls.keep(key) {
      spelling.control(
        $0, RecordBuilder.control(index, in: table), RecordBuilder.className(index, in: table))
    }
    _ = controls.append(key, to: line)
  }

  @inline(never)
  private func spell(_ set: UIControl.Event, _ key: Int, to line: ByteLine) {
    events.keep(key) { spelling.events($0, set.names) }
    _ = events.append(key, to: line)
  }

  @inline(never)
  private func spellSender(_ index: Int32, _ key: Int, to line: ByteLine) {
    senders.keep(key) { spelling.sender($0, RecordBuilder.view(index, in: table)) }
    _ = senders.append(key, to: line)
  }

  @inline(never)
  private func spellTarget(_ index: Int32, _ key: Int, to line: ByteLine) {
    targets.keep(key) { spelling.target($0, RecordBuilder.view(index, in: table)) }
    _ = targets.append(key, to: line)
  }

  @inline(never)
  private func spellAction(_ set: UIControl.Event, _ key: Int, to line: ByteLine) {
    actionEvents.keep(key) { spelling.actionEvents($0, set.names) }
    _ = actionEvents.append(key, to: line)
  }

  @inline(never)
  private func spellValueName(_ index: Int8, to line: ByteLine) -> Bool {
    guard let name = RecordBuilder.valueName(index) else { return false }
    valueNames.keep(Int(index)) { spelling.valueName($0, name) }
    return valueNames.append(Int(index), to: line)
  }

  /// The key of an object's index: the index plus one, or 0 for one the table does not hold.
  @inline(__always)
  private func key(_ index: Int32) -> Int {
    index >= 0 && index < objects ? Int(index) &+ 1 : 0
  }

  /// The key of an event set: the bit of a single event (0 to 63), 64 and up for any other set.
  @inline(__always)
  private func eventKey(_ set: UIControl.Event) -> Int {
    let raw = set.rawValue
    if raw != 0 && raw & (raw &- 1) == 0 { return raw.trailingZeroBitCount }
    return setKey(raw)
  }

  @inline(never)
  private func setKey(_ raw: UInt) -> Int {
    if let key = eventSetKeys[raw] { return key }
    let key = 64 + eventSetKeys.count
    eventSetKeys[raw] = key
    return key
  }

  @inline(__always)
  private static func key(_ phase: SamplePhase) -> Int {
    switch phase {
    case .began: 0
    case .moved: 1
    case .stationary: 2
    case .ended: 3
    case .cancelled: 4
    }
  }
}
