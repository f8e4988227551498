// libFuzzer entry for the scene reader and builder.
// Built by Scripts/fuzz.sh; not part of the Swift package.
import TraceReplay

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let source = String(decoding: bytes, as: UTF8.self)
  let reader = SceneReader(file: "fuzz", source: source)
  do {
    let node = try JSONParser().parse(bytes, file: "fuzz")
    let scene = try SceneBuilder().build(try reader.read(node), reader: reader)
    _ = scene.orderedIDs.count
  } catch {
    _ = error.rendered(color: false)
  }
  return 0
}
