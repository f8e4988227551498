import Foundation

/// Resolves synth targets against a scene as the replay has left it: each gesture the script
/// makes is replayed through the scene as it is made (as `run` would replay the trace), so
/// `drag buy -> buy + (0, -120); press share 0.4` presses `share` where the drag's scrolling
/// left it, and a target hit-testing no longer finds under the finger is warned about.
package final class SynthSceneReplay: SynthTargetResolver {
  /// The scene, which the replay moves on.
  package let scene: BuiltScene
  private lazy var replayer = Replayer(scene: scene) { _ in }

  /// Replays through `scene` (which it changes: build one for synthesising alone).
  package init(scene: BuiltScene) {
    self.scene = scene
  }

  package func frame(ofView id: String) -> CGRect? { scene.frame(ofView: id) }
  package func thumbCenter(ofView id: String) -> CGPoint? { scene.thumbCenter(ofView: id) }
  package var knownViewIDs: [String] { scene.knownViewIDs }
  package func hit(at point: CGPoint) -> SynthHit? { scene.hit(at: point) }
  package func view(_ view: String, isInside id: String) -> Bool { scene.view(view, isInside: id) }
  package func movingScrollView(holding view: String) -> String? { scene.movingScrollView(holding: view) }

  package func advance(to time: Double) {
    _ = replayer
    scene.application.advanceTime(to: time)
  }

  /// Delivers the samples, one event per timestamp, as the replayer delivers a trace.
  package func replay(_ samples: [TouchSample]) {
    var start = samples.startIndex
    while start < samples.endIndex {
      let t = samples[start].t
      var end = start
      while end < samples.endIndex, samples[end].t == t { end += 1 }
      replayer.deliver(time: t, samples: Array(samples[start..<end]))
      start = end
    }
  }
}
