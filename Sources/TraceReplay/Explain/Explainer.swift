import Foundation
import UIKitModel

/// Explains a replay: for each control-event dispatch, which view the touch hit and why, where
/// the touch was against the control's touch area, what the tracking methods returned, which
/// entries matched and how nil targets were resolved; and for each event that did not happen
/// (a TouchDown on a control that was passed over, a TouchUpInside that became TouchUpOutside,
/// a touch that was not delivered), why not.
///
/// It reads the records of a `--verbose` replay and the scene they came from (for frames,
/// flags and the touch margin); records of a plain replay give dispatches without the details.
public struct Explainer {
  /// The scene the records were replayed through.
  public let scene: BuiltScene

  /// Creates an explainer over `scene`.
  public init(scene: BuiltScene) {
    self.scene = scene
  }

  /// The explanations of `records`, in the order of the replay.
  public func explain(_ records: [ReplayRecord]) -> [Explanation] {
    var explanations: [Explanation] = []
    var stream = stream { explanations.append($0) }
    for record in records { stream.consume(record) }
    stream.finish()
    return explanations
  }

  /// A stream that explains records as a replay makes them, handing each explanation to `emit`
  /// as soon as it is made (a touch's when it begins or ends, a dispatch's when its records are
  /// complete), in the order `explain(_:)` returns them.
  public func stream(_ emit: @escaping (Explanation) -> Void) -> ExplanationStream {
    ExplanationStream(pass: ExplainPass(scene: scene), emit: emit)
  }

  /// Like `stream(_:)`, also keeping the touch that began nearest to `focus`'s control (in its
  /// time window), for `ExplanationStream.noTouchNear`.
  package func stream(focus: ExplanationFilter, _ emit: @escaping (Explanation) -> Void) -> ExplanationStream
  {
    ExplanationStream(pass: ExplainPass(scene: scene, focus: focus), emit: emit)
  }
}

/// Explains a replay record by record, holding only what the touches down still need: memory
/// stays bounded whatever the replay's length. Made by `Explainer.stream(_:)`.
public struct ExplanationStream {
  private var pass: ExplainPass
  private let emit: (Explanation) -> Void

  init(pass: ExplainPass, emit: @escaping (Explanation) -> Void) {
    self.pass = pass
    self.emit = emit
  }

  /// Takes the replay's next record; emits the explanations it completes.
  public mutating func consume(_ record: ReplayRecord) {
    pass.consume(record)
    deliver()
  }

  /// Ends the replay: emits the explanations of its last records.
  public mutating func finish() {
    pass.finish()
    deliver()
  }

  /// For a stream made with a focus control: that no touch came near it, with its frame in the
  /// window when the closest touch began (after any scrolling) and that touch; what
  /// `explain --control X` says when nothing else is about X.
  package var noTouchNear: Explanation? { pass.closestExplanation() }

  /// The pass, for tests that look at what it holds.
  var passForTesting: ExplainPass { pass }

  private mutating func deliver() {
    guard !pass.output.isEmpty else { return }
    for explanation in pass.output { emit(explanation) }
    pass.output.removeAll(keepingCapacity: true)
  }
}
