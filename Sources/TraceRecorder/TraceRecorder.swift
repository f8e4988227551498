import Foundation

/// Records the touches a window delivers, and the scene they were delivered to, as a trace that
/// `tracereplay run` replays: the scene goes inline in the header, captured just before the first
/// recorded event is delivered.
///
/// Add this library's files to a debug build of your app and make the key window a
/// `TraceRecordingWindow`, or call `recordTouches(of:into:)` from your own window's
/// `sendEvent(_:)`; then write the trace with `write(toFile:)`. The same files compile against
/// tracereplay's UIKit model on Linux, where its tests run. See docs/record-a-screen.md.
public final class TraceRecorder {
  /// Whether events are being recorded (true from the start).
  public var isRecording = true
  /// Ids given with `setIdentifier(_:for:)`, by object.
  var names: [ObjectIdentifier: String] = [:]
  /// The scene captured at the first recorded event, and what it could not represent.
  var scene: RecordedJSON?
  /// What the capture found and could not write (nil-targeted actions, targets outside the scene).
  public internal(set) var notes: [String] = []
  var samples: [RecordedSample] = []
  /// The timestamp of the first recorded event (trace time 0) and the last trace time written.
  var start: Double?
  var lastTime: Double?
  /// The finger id of each touch down, by touch.
  var fingers: [ObjectIdentifier: Int] = [:]
  /// Samples of touches whose `began` was not recorded (they began before recording did).
  public internal(set) var skippedSamples = 0

  public init() {}

  /// Names `object` (a view or a view controller) `id` in the captured scene, instead of its
  /// accessibility identifier or its class and a count (`LoginViewController-1`).
  public func setIdentifier(_ id: String, for object: AnyObject) {
    names[ObjectIdentifier(object)] = id
  }

  /// The samples recorded so far.
  public var sampleCount: Int { samples.count }

  /// The captured scene as one line of JSON, nil before the first recorded event.
  public var sceneText: String? { scene?.text }

  /// Forgets the samples and the scene, so that the next event starts a new trace (ids given
  /// with `setIdentifier(_:for:)` are kept).
  public func reset() {
    scene = nil
    notes = []
    samples = []
    start = nil
    lastTime = nil
    fingers = [:]
    skippedSamples = 0
  }
}
