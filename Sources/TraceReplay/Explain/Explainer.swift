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
    var pass = ExplainPass(scene: scene)
    for record in records { pass.consume(record) }
    pass.finish()
    return pass.output
  }
}
