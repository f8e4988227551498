/// Converts Linux/Android `getevent -t` and `getevent -lt` captures into touch samples, streaming.
///
/// Feed lines with `consume(line:emit:)` and call `finish(emit:)` once; see docs/import.md.
package struct GeteventImporter {
  /// The input's name, used in diagnostics.
  package var file: String
  /// Raw panel units to points; nil keeps raw units.
  package var scale: ImportScale?

  var lineNumber = 0
  /// The current frame's events, cleared at each SYN_REPORT.
  var frame: [GeteventEvent] = []
  /// Sticky once a SYN_MT_REPORT is seen: the device speaks multitouch protocol A.
  var protocolA = false
  /// Protocol B slot state, persistent across frames.
  var slots: [Int: GeteventSlot] = [:]
  /// The slots with a tracking id: the only ones a frame's contacts come from, so a frame costs
  /// the fingers down, not every slot the capture ever named.
  var liveSlots: Set<Int> = []
  var currentSlot = 0
  var usesSlots = false
  /// Single-touch state.
  var singleX: Double?
  var singleY: Double?
  var buttonDown = false
  /// Touches that are down, by contact key.
  var active: [GeteventContactKey: GeteventFinger] = [:]
  var fingers = FingerAllocator()
  var nextAnonymous = 0
  var firstTime: Double?
  var lastT = 0.0
  var lastFrameT: Double?
  /// The time of the last sample emitted and the finger ids that have a sample at that time.
  var lastSampleT = -1.0
  var idsAtLastSampleT: Set<Int> = []
  var summary = ImportSummary()

  package init(file: String, scale: ImportScale? = nil) {
    self.file = file
    self.scale = scale
  }

  /// Reads a whole file in chunks, emitting samples as frames complete.
  package static func importFile(
    atPath path: String, file: String? = nil, scale: ImportScale? = nil,
    emit: (TouchSample) throws -> Void
  ) throws -> ImportSummary {
    try importInput(.path(path), file: file ?? path, scale: scale, emit: emit)
  }

  /// Reads a whole input (a file, standard input, bytes) in chunks, emitting samples as frames
  /// complete; `file` names the input in diagnostics (`<stdin>` for standard input).
  package static func importInput(
    _ input: ImportInput, file: String, scale: ImportScale? = nil, emit: (TouchSample) throws -> Void
  ) throws -> ImportSummary {
    var source = try input.lineSource(file: file)
    return try run(&source, file: file, scale: scale, emit: emit)
  }

  /// Imports a capture held in a string.
  package static func importText(
    _ text: String, file: String, scale: ImportScale? = nil, emit: (TouchSample) throws -> Void
  ) throws -> ImportSummary {
    var source = StringLineSource(text)
    return try run(&source, file: file, scale: scale, emit: emit)
  }

  static func run<S: ImportLineSource>(
    _ source: inout S, file: String, scale: ImportScale?, emit: (TouchSample) throws -> Void
  ) throws -> ImportSummary {
    var importer = GeteventImporter(file: file, scale: scale)
    while let line = try source.nextLine() {
      try importer.consume(line: line, emit: emit)
    }
    return try importer.finish(emit: emit)
  }
}
