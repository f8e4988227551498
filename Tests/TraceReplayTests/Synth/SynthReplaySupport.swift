import Foundation
import UIKitModel

@testable import TraceReplay

/// A scene built from JSON text, for synthesising against and replaying through.
func synthScene(_ json: String) throws -> BuiltScene {
  let reader = SceneReader(file: "s.scene.json", source: json)
  let root = try JSONParser().parse(json, file: "s.scene.json")
  return try SceneBuilder().build(try reader.read(root), reader: reader)
}

/// Replays `samples` through `scene` as `run` does (one event per timestamp, then the work still
/// scheduled at the end) and returns every record. `beforeGroup` is called before each group
/// is delivered, with the group's samples.
func replaySynth(
  _ samples: [TouchSample], through scene: BuiltScene,
  beforeGroup: ([TouchSample]) -> Void = { _ in }
) -> [ReplayRecord] {
  var records: [ReplayRecord] = []
  let replayer = Replayer(scene: scene) { records.append($0) }
  var index = samples.startIndex
  while index < samples.endIndex {
    let t = samples[index].t
    var end = index
    while end < samples.endIndex, samples[end].t == t { end += 1 }
    let group = Array(samples[index..<end])
    beforeGroup(group)
    replayer.deliver(time: t, samples: group)
    index = end
  }
  replayer.finish()
  return records
}

/// `t recognizer state` for each gesture record, and `t action sender` for each recognizer action.
func gestureLines(_ records: [ReplayRecord]) -> [String] {
  records.compactMap { record in
    let t = TraceWriter.format(record.t, decimals: 6)
    switch record.kind {
    case .gesture(let gesture): return "\(t) \(gesture.recognizer) \(gesture.state)"
    case .recognizerAction(let action): return "\(t) action \(action.sender) \(action.action)"
    case .action(let action): return "\(t) action \(action.sender ?? "-") \(action.action)"
    default: return nil
    }
  }
}
