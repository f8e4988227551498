// libFuzzer entry for the trace reader and the whole replay pipeline.
// Built by Scripts/fuzz.sh; not part of the Swift package.
import TraceReplay

/// A fixed scene every fuzzed trace is replayed against, unless its header embeds one.
let fixedScene = """
  {"window": {"width": 390, "height": 844},
   "controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
   "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [
     {"id": "list", "frame": [0, 100, 390, 400], "bounds": [0, 200], "clipsToBounds": true,
      "subviews": [{"id": "row", "class": "UIButton", "frame": [20, 300, 350, 60],
        "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}]},
     {"id": "slider", "class": "UISlider", "frame": [20, 520, 350, 40]},
     {"id": "switch", "class": "UISwitch", "frame": [20, 580, 51, 31]},
     {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "exclusiveTouch": true,
      "targets": [{"target": null, "action": "tapOK:",
                   "events": ["touchUpInside", "touchDownRepeat"]}]}
   ]}]}
  """

func buildScene(_ header: TraceHeader?) -> BuiltScene? {
  do {
    if case .inline(let node)? = header?.scene {
      let reader = SceneReader(file: "fuzz")
      return try SceneBuilder().build(try reader.read(node), reader: reader)
    }
    let reader = SceneReader(file: "fixed", source: fixedScene)
    let node = try JSONParser().parse(fixedScene, file: "fixed")
    return try SceneBuilder().build(try reader.read(node), reader: reader)
  } catch {
    _ = error.rendered(color: false)
    return nil
  }
}

func replay(_ bytes: [UInt8], lenient: Bool) {
  let options = TraceReadOptions(lenient: lenient, maxLineLength: 4096, maxFingers: 20, maxDepth: 64)
  var reader: TraceReader
  do {
    reader = try TraceReader(bytes: bytes, name: "fuzz", options: options)
  } catch {
    _ = error.rendered(color: false)
    return
  }
  guard let scene = buildScene(reader.header) else { return }
  var records = 0
  let replayer = Replayer(scene: scene) { _ in records += 1 }
  do {
    while let group = try reader.nextGroup() {
      replayer.deliver(time: group.time, samples: group.samples)
      for warning in reader.takeWarnings() { replayer.record(warning) }
    }
    replayer.finish()
  } catch {
    replayer.record(error)
    _ = error.rendered(color: false)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  replay(bytes, lenient: false)
  replay(bytes, lenient: true)
  return 0
}
