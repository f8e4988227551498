import Foundation

/// The baseline reader: Foundation's `JSONDecoder`, one Codable struct per line, streamed.
enum DecodeBaseline {
  struct Header: Decodable {
    var tracereplay: Int
  }

  struct Sample: Decodable {
    var t: Double
    var id: Int
    var phase: String
    var x: Double
    var y: Double
    var tap: Int?
    var force: Double?
    var radius: Double?
  }

  /// Decodes every line of `path`; prints the sample count and a checksum of the coordinates.
  static func run(path: String) throws {
    guard let handle = FileHandle(forReadingAtPath: path) else { throw BenchError("cannot open \(path)") }
    let decoder = JSONDecoder()
    var pending = Data()
    var count = 0
    var checksum = 0.0
    var first = true
    func decode(_ line: Data) throws {
      guard !line.isEmpty else { return }
      if first {
        first = false
        if (try? decoder.decode(Header.self, from: line)) != nil { return }
      }
      let sample = try decoder.decode(Sample.self, from: line)
      count += 1
      checksum += sample.x + sample.y + sample.t
    }
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      pending.append(chunk)
      var start = pending.startIndex
      while let newline = pending[start...].firstIndex(of: 0x0A) {
        try decode(pending.subdata(in: start..<newline))
        start = newline + 1
      }
      pending = pending.subdata(in: start..<pending.endIndex)
    }
    try decode(pending)
    print("\(count) samples, checksum \(checksum)")
  }
}
