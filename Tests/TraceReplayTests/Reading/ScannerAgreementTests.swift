import Foundation
import Testing

@testable import TraceReplay

/// The sample a line means according to Foundation's `JSONSerialization`.
private func foundationSample(_ line: String) -> [String: Any]? {
  guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
  else { return nil }
  return object as? [String: Any]
}

/// Whether `ours` is the value Foundation read: bit for bit for doubles, by value for integer tokens.
///
/// For long mantissas Foundation returns an `NSDecimalNumber` holding the token's exact digits, whose
/// `doubleValue` is not correctly rounded; those are compared with `Double` of the exact digits.
private func sameNumber(_ ours: Double?, _ theirs: Any?) -> Bool {
  guard let ours, let number = theirs as? NSNumber else { return ours == nil && theirs == nil }
  if let decimal = number as? NSDecimalNumber {
    guard let exact = Double(decimal.stringValue) else { return false }
    return exact == 0 ? ours == 0 : ours.bitPattern == exact.bitPattern
  }
  let type = String(cString: number.objCType)
  if type == "d" || type == "f" { return ours.bitPattern == number.doubleValue.bitPattern }
  return ours == number.doubleValue
}

@Suite("SampleScanner agrees with JSONSerialization")
struct ScannerAgreementTests {
  @Test("every generated valid line reads to the same values, bit for bit")
  func validCorpus() throws {
    var generator = SampleLineGenerator(seed: 0x5EED_0001)
    var scanner = SampleScanner()
    var checked = 0

    for _ in 0..<4000 {
      let line = generator.line()
      let reference = try #require(foundationSample(line), "Foundation rejects \(line)")
      let sample = try scanner.scan(line)

      expectAgreement(sample, reference, line)
      checked += 1
    }

    #expect(checked == 4000)
  }

  @Test("lines of the usual shape (read by the quick path) read to the same values, bit for bit")
  func usualShapeCorpus() {
    var rng = SeededRandom(seed: 0x5EED_0005)
    var scanner = SampleScanner()
    var checked = 0

    for _ in 0..<3000 {
      let line = QuickLineTests.usualLine(&rng)
      let reference = foundationSample(line)
      guard let sample = try? scanner.scan(line) else { continue }

      guard let reference else {
        Issue.record("Foundation rejects \(line), which the scanner accepts")
        continue
      }
      expectAgreement(sample, reference, line)
      checked += 1
    }

    #expect(checked > 1200)
  }

  /// Every field of `sample` is what `JSONSerialization` read from `line` (numbers bit for bit).
  private func expectAgreement(_ sample: TouchSample, _ reference: [String: Any], _ line: String) {
    #expect(sameNumber(sample.t, reference["t"]), "t in \(line)")
    #expect(sameNumber(sample.x, reference["x"]), "x in \(line)")
    #expect(sameNumber(sample.y, reference["y"]), "y in \(line)")
    #expect(sameNumber(sample.force, reference["force"]), "force in \(line)")
    #expect(sameNumber(sample.radius, reference["radius"]), "radius in \(line)")
    #expect(sample.tap == (reference["tap"] as? NSNumber)?.intValue, "tap in \(line)")
    #expect(sample.phase.rawValue == reference["phase"] as? String)
    switch sample.id {
    case .int(let value): #expect(value == (reference["id"] as? NSNumber)?.intValue, "id in \(line)")
    case .string(let text): #expect(text == reference["id"] as? String, "id in \(line)")
    }
  }

  static let malformed: [String] = [
    #"{"t":01,"id":1,"phase":"began","x":1,"y":2}"#,
    #"{"t":1.,"id":1,"phase":"began","x":1,"y":2}"#,
    #"{"t":.5,"id":1,"phase":"began","x":1,"y":2}"#,
    #"{"t":+1,"id":1,"phase":"began","x":1,"y":2}"#,
    #"{"t":NaN,"id":1,"phase":"began","x":1,"y":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":Infinity,"y":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":-Infinity,"y":2}"#,
    #"{t:0,"id":1,"phase":"began","x":1,"y":2}"#,
    #"{'t':0,"id":1,"phase":"began","x":1,"y":2}"#,
    #"{"t":0,"id":'a',"phase":"began","x":1,"y":2}"#,
    #"{"t":0,"id":"a\x","phase":"began","x":1,"y":2}"#,
    #"{"t":0,"id":"a\u12","phase":"began","x":1,"y":2}"#,
    #"{"t":0,"id":"\ud800","phase":"began","x":1,"y":2}"#,
    #"{"t":0,"id":"\udc00","phase":"began","x":1,"y":2}"#,
    "{\"t\":0,\"id\":\"a\u{01}b\",\"phase\":\"began\",\"x\":1,\"y\":2}",
    "{\"t\":0,\"id\":\"a\tb\",\"phase\":\"began\",\"x\":1,\"y\":2}",
    #"{"t":0,"id":1,"phase":"began","x":1,"y":"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2}}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2} x"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2}{}"#,
    #"{"t":0,"id":1,"phase":"began","x":1 "y":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,,"y":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":1e,"y":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":1e+,"y":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":-,"y":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":1e999,"y":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":0x10,"y":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":tru}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":nul}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":[1 2]}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":[}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":{"a"}}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":"unterminated}"#,
    #"["t",0]"#,
    #""t""#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2"#,
    #"{"t" 0,"id":1,"phase":"began","x":1,"y":2}"#,
    #"{"t":0;"id":1,"phase":"began","x":1,"y":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,/*c*/}"#,
  ]

  @Test("both reject each malformed line", arguments: malformed)
  func malformedLine(_ line: String) {
    var scanner = SampleScanner()

    let ours = Result { () throws(Diagnostic) -> TouchSample in try scanner.scan(line) }

    #expect(foundationSample(line) == nil, "Foundation accepts \(line)")
    if case .success = ours { Issue.record("scanner accepts \(line)") }
  }

  @Test("both reject generated lines cut short anywhere before the closing brace")
  func truncatedCorpus() {
    var generator = SampleLineGenerator(seed: 0x5EED_0002)
    var scanner = SampleScanner()

    for _ in 0..<600 {
      let line = Array(generator.line().utf8)
      let close = line.lastIndex(of: UInt8(ascii: "}")) ?? 1
      let cut = Int.random(in: 0..<close, using: &generator.rng)
      guard let prefix = String(validating: line[0..<cut], as: UTF8.self) else { continue }

      let accepted = (try? scanner.scan(prefix)) != nil

      #expect(!accepted, "scanner accepts \(prefix)")
      #expect(foundationSample(prefix) == nil, "Foundation accepts \(prefix)")
    }
  }

  /// Lines JSONSerialization (swift-corelibs-foundation) accepts but RFC 8259 does not; we reject them.
  static let stricterThanFoundation: [String] = [
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"x":3}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":1,"z":2}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":[1,]}"#,
    #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"z":{"a":1,}}"#,
  ]

  @Test(
    "duplicate keys and trailing commas are rejected although JSONSerialization accepts them",
    arguments: stricterThanFoundation)
  func stricterLine(_ line: String) {
    var scanner = SampleScanner()

    #expect(foundationSample(line) != nil)
    #expect(throws: Diagnostic.self) { try scanner.scan(line) }
  }
}
