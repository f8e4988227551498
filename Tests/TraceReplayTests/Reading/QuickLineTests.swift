import Foundation
import Testing

@testable import TraceReplay

/// What one way of scanning made of a line: the sample and the offsets the validator uses.
private struct Scanned: Equatable {
  var sample: TouchSample
  var offsets: [Int]

  /// Equal field by field, doubles bit for bit (so `-0.0` and `0.0` differ).
  static func == (a: Scanned, b: Scanned) -> Bool {
    let bits = { (s: TouchSample) in
      [s.t, s.x, s.y, s.force ?? .nan, s.radius ?? .nan].map(\.bitPattern)
    }
    return a.offsets == b.offsets && bits(a.sample) == bits(b.sample) && a.sample.id == b.sample.id
      && a.sample.phase == b.sample.phase && a.sample.tap == b.sample.tap && a.sample.line == b.sample.line
      && (a.sample.force == nil) == (b.sample.force == nil)
      && (a.sample.radius == nil) == (b.sample.radius == nil)
  }
}

/// The line read by `quickLine` (nil when it leaves the line to `scanInFull`) and by `scanInFull`
/// (nil when it rejects the line).
private func scanBothWays(_ bytes: [UInt8]) -> (quick: Scanned?, full: Scanned?) {
  bytes.withUnsafeBufferPointer { p in
    var quickScanner = SampleScanner()
    let quick = quickScanner.quickLine(p, line: 7).map {
      Scanned(sample: $0, offsets: [quickScanner.tOffset, quickScanner.idOffset, quickScanner.phaseOffset])
    }
    var fullScanner = SampleScanner()
    var full: Scanned?
    do throws(ByteError) {
      let sample = try fullScanner.scanInFull(p, line: 7)
      full = Scanned(
        sample: sample, offsets: [fullScanner.tOffset, fullScanner.idOffset, fullScanner.phaseOffset])
    } catch {
      full = nil
    }
    return (quick, full)
  }
}

/// `quickNumber` on `text` with the token starting at `start`, or nil.
private func quickNumber(_ text: [UInt8], at start: Int) -> (Double, Int)? {
  text.withUnsafeBufferPointer { p in SampleScanner.quickNumber(p, start, p.count) }
}

/// What `JSONBytes.scanNumber` reads at `start`, or nil when it rejects the token there.
private func fullNumber(_ text: [UInt8], at start: Int) -> (Double, Int)? {
  text.withUnsafeBufferPointer { p in
    guard start < p.count, p[start] == UInt8(ascii: "-") || JSONBytes.isDigit(p[start]) else { return nil }
    do throws(ByteError) {
      let token = try JSONBytes.scanNumber(p, start, p.count, endName: "end of line")
      return (token.value, token.end)
    } catch {
      return nil
    }
  }
}

@Suite("SampleScanner's quick paths read what the full scanner reads")
struct QuickLineTests {
  /// Number spellings that reach every branch of the quick readers: short and long, with and
  /// without a point, at the edges of fifteen digits, and the ones left to the full reader.
  static let spellings: [String] = [
    "0", "-0", "0.0", "-0.0", "0.000", "7", "300", "-12.5", "283.566", "1409.882", "158.2", "0.5",
    "9999999", "1234567.8", "12345678", "1234.5678", "0.1234567", "123456789012345", "12345678901234.5",
    "1234567890123456", "123456789012345.6", "0.12345678901234567", "3.141592653589793",
    "2.2250738585072011e-308", "1e400", "-1e400", "0.1e-5", "1E5", "1e-3", "4.9e-324",
    "01", "00.5", "-01", "1.", ".5", "-", "--1", "+1", "1.2.3", "0x10", "1e", "1e+", "9.99999999999999999",
    "10000000", "10000000.5", "-9999999.999",
  ]

  @Test("every number spelling, anywhere in a line, reads as JSONBytes.scanNumber reads it or is left to it")
  func numbersAgree() {
    let suffixes = ["", ",", "}", " ", "5", ".5", "e5", "E-3", "x", ", \"y\": 1}", "\"", "0}"]
    var quick = 0

    for spelling in Self.spellings {
      for suffix in suffixes {
        for padding in [0, 1, 3, 8, 12] {
          let text = Array((String(repeating: " ", count: padding) + spelling + suffix).utf8)
          let ours = quickNumber(text, at: padding)
          let reference = fullNumber(text, at: padding)

          if let ours {
            quick += 1
            #expect(ours.0.bitPattern == reference?.0.bitPattern, "\(spelling)\(suffix) at \(padding)")
            #expect(ours.1 == reference?.1, "end of \(spelling)\(suffix) at \(padding)")
          }
        }
      }
    }

    #expect(quick > 500)
  }

  @Test(
    "plain decimals are read by the quick reader, wherever the line ends",
    arguments: ["283.566", "-12.5", "1409.882", "0.000", "300", "123456789012345", "1234567.8"])
  func plainDecimalsTakeTheQuickPath(_ spelling: String) {
    for suffix in ["", "}", ", \"y\": 558.2}"] {
      let text = Array(("{\"x\": " + spelling + suffix).utf8)

      let ours = quickNumber(text, at: 6)

      #expect(ours?.0 == Double(spelling), "\(spelling)\(suffix)")
      #expect(ours?.1 == 6 + spelling.utf8.count)
    }
  }

  @Test(
    "exponents, leading zeros, more than fifteen digits and bad tokens are left to the full reader",
    arguments: ["1e400", "0.1e-5", "01", "-", "1.", "1234567890123456", "0.1234567890123456", "1E5", "00.5"])
  func othersAreLeftToTheFullReader(_ spelling: String) {
    for suffix in ["", ",", "}"] {
      let text = Array(("{\"x\": " + spelling + suffix + "          ").utf8)

      #expect(quickNumber(text, at: 6) == nil, "\(spelling)\(suffix)")
    }
  }

  @Test("lines of the usual shape are read by quickLine, to what scanInFull reads")
  func usualLines() {
    let lines = [
      #"{"t": 1409.882, "id": 1, "phase": "moved", "x": 158.2, "y": 558.2}"#,
      #"{"t":0.016,"id":2,"phase":"began","x":300.0,"y":-12.5}"#,
      #"{"t": 0.000, "id": "thumb", "phase": "ended", "x": 0, "y": -0}"#,
      #"{"t":1.5,"id":-3,"phase":"stationary","x":1,"y":2,"tap":2,"force":0.5,"radius":7.25}"#,
      #"{"t": 2, "id": 9, "phase": "cancelled", "x": 9999999.999, "y": 1e-3}"#,
    ]

    for line in lines {
      let (quick, full) = scanBothWays(Array(line.utf8))

      if line.contains("1e-3") {
        #expect(quick == nil, "\(line)")
      } else {
        #expect(quick != nil, "\(line)")
        #expect(quick == full, "\(line)")
      }
    }
  }

  @Test(
    "every number spelling, in each number field of a line, reads as scanInFull reads it or is left to it")
  func numbersInLinesAgree() {
    // In a line, the quick reader leaves the test for an exponent after a short decimal to the
    // separator that must follow it; an exponent or a further digit there sends the line to
    // scanInFull.
    let tails = ["", "e5", "E-3", "5", "0.5"]
    var quick = 0

    for spelling in Self.spellings {
      for tail in tails {
        let number = spelling + tail
        let lines = [
          #"{"t": \#(number), "id": 1, "phase": "moved", "x": 158.2, "y": 558.2}"#,
          #"{"t": 0.5, "id": 1, "phase": "moved", "x": \#(number), "y": 558.2}"#,
          #"{"t": 0.5, "id": 1, "phase": "moved", "x": 158.2, "y": \#(number)}"#,
          #"{"t":0.5,"id":1,"phase":"moved","x":1,"y":\#(number),"force":\#(number),"radius":\#(number)}"#,
        ]
        for line in lines {
          let (ours, full) = scanBothWays(Array(line.utf8))

          if let ours {
            quick += 1
            #expect(ours == full, "\(line)")
          }
        }
      }
    }

    #expect(quick > 100)
  }

  @Test("one scanner reading times in turn, some repeated, reads each as a fresh scanner does")
  func repeatedTimes() {
    // quickLine keeps the last time it read with the bytes it was read from; a line whose time
    // starts with the same bytes but goes on differently must not take the kept one.
    let times = [
      "0.098", "0.098", "0.0981", "0.098", "1234.567", "1234.567", "1234.5678", "1234.5679", "12345678",
      "12345678", "0.5e1", "0.5", "0.5E1", "-0.5", "-0.5", "7", "7", "70", "7.0", "0.098",
    ]
    let separators = [", ", ","]
    var scanner = SampleScanner()
    var quick = 0

    for time in times {
      for separator in separators {
        let line = Array(
          #"{"t": \#(time)\#(separator)"id": 1, "phase": "moved", "x": 158.2, "y": 558.2}"#.utf8)
        let (fresh, full) = scanBothWays(line)
        let kept = line.withUnsafeBufferPointer { p in
          scanner.quickLine(p, line: 7).map {
            Scanned(sample: $0, offsets: [scanner.tOffset, scanner.idOffset, scanner.phaseOffset])
          }
        }

        #expect(kept == fresh, "\(time)")
        if let kept {
          quick += 1
          #expect(kept == full, "\(time)")
        }
      }
    }

    #expect(quick > 20)
  }

  @Test("a negative zero coordinate stays negative on the quick path")
  func negativeZero() throws {
    let (quick, full) = scanBothWays(
      Array(#"{"t": 0.5, "id": 1, "phase": "began", "x": -0, "y": -0.0}"#.utf8))

    let sample = try #require(quick?.sample)
    #expect(sample.x.sign == .minus && sample.x == 0)
    #expect(sample.y.sign == .minus && sample.y == 0)
    #expect(quick == full)
  }

  /// Replaces, inserts or removes one or two bytes of `bytes`, drawn from `alphabet`.
  static func mutate(_ bytes: inout [UInt8], from alphabet: [UInt8], using rng: inout SeededRandom) {
    for _ in 0..<Int.random(in: 1...2, using: &rng) where !bytes.isEmpty {
      let at = Int.random(in: 0..<bytes.count, using: &rng)
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: bytes[at] = alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
      case 1: bytes.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &rng)], at: at)
      default: bytes.remove(at: at)
      }
    }
  }

  @Test("generated and mutated lines: quickLine reads a line as scanInFull does, or leaves it")
  func generatedAndMutatedLines() {
    var rng = SeededRandom(seed: 0x5EED_0004)
    let alphabet = Array(#"{}":,.-eE0123456789 \"#.utf8) + [0x00, 0x7F, 0x80, 0xFF]
    var quick = 0
    var mutatedQuick = 0

    for k in 0..<6000 {
      var bytes = Array(Self.usualLine(&rng).utf8)
      let mutated = k % 2 == 1
      if mutated { Self.mutate(&bytes, from: alphabet, using: &rng) }

      let (ours, full) = scanBothWays(bytes)

      if let ours {
        if mutated { mutatedQuick += 1 } else { quick += 1 }
        #expect(ours == full, "\(String(decoding: bytes, as: UTF8.self))")
      }
    }

    #expect(quick > 1000)
    #expect(mutatedQuick > 50)
  }

  @Test(
    "quickLineInBuffer reads the line at the start of a buffer as quickLine reads it once cut, or neither")
  func linesInBuffer() {
    var rng = SeededRandom(seed: 0x5EED_0006)
    let alphabet = Array(#"{}":,.-eE0123456789 \"#.utf8) + [0x0A, 0x0D, 0x00, 0x7F, 0x80, 0xFF]
    let lineBreaks: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [], [0x0D], [0x20, 0x0A], [0x0D, 0x0D, 0x0A]]
    var read = 0
    var mutatedRead = 0

    for k in 0..<8000 {
      var bytes = Array(Self.usualLine(&rng).utf8)
      let mutated = k % 2 == 1
      if mutated { Self.mutate(&bytes, from: alphabet, using: &rng) }
      let next = Array(Self.usualLine(&rng).utf8.prefix(Int.random(in: 0...12, using: &rng)))
      let buffer = bytes + lineBreaks[(k / 2) % lineBreaks.count] + next

      // The line as `LineSource` cuts it: up to the first LF, without one CR before it.
      let lineFeed = buffer.firstIndex(of: 0x0A)
      var cut: [UInt8]?
      if let lineFeed {
        cut = Array(buffer[..<lineFeed])
        if cut?.last == 0x0D { cut?.removeLast() }
      }
      let expected: Scanned? = cut.flatMap { line in
        line.withUnsafeBufferPointer { p in
          var scanner = SampleScanner()
          return scanner.quickLine(p, line: 7).map {
            Scanned(sample: $0, offsets: [scanner.tOffset, scanner.idOffset, scanner.phaseOffset])
          }
        }
      }
      var scanner = SampleScanner()
      let ours = buffer.withUnsafeBufferPointer { p -> Scanned? in
        let sample = scanner.quickLineInBuffer(p, line: 7)
        guard scanner.bufferedLineNext > 0 else { return nil }
        return Scanned(sample: sample, offsets: [scanner.tOffset, scanner.idOffset, scanner.phaseOffset])
      }

      let text = String(decoding: buffer, as: UTF8.self)
      #expect(ours == expected, "\(text)")
      if ours != nil {
        if mutated { mutatedRead += 1 } else { read += 1 }
        #expect(scanner.bufferedLineCount == cut?.count, "\(text)")
        #expect(scanner.bufferedLineNext == lineFeed.map { $0 + 1 }, "\(text)")
      }
    }

    #expect(read > 300)
    #expect(mutatedRead > 50)
  }

  /// A line in the trace format's key order, with or without spaces, numbers from `spellings` or
  /// random plain decimals, an integer or string id, and sometimes the optional fields.
  static func usualLine(_ rng: inout SeededRandom) -> String {
    func number(_ rng: inout SeededRandom) -> String {
      if Int.random(in: 0..<4, using: &rng) == 0 {
        return spellings[Int.random(in: 0..<spellings.count, using: &rng)]
      }
      let whole = String(Int.random(in: 0...99_999, using: &rng))
      let places = Int.random(in: 0...4, using: &rng)
      let fraction = places == 0 ? "" : "." + String(Int.random(in: 0..<10_000, using: &rng) % 10_000)
      return (Int.random(in: 0..<5, using: &rng) == 0 ? "-" : "") + whole + fraction
    }
    let space = Int.random(in: 0..<2, using: &rng) == 0 ? "" : " "
    let ids = ["1", "42", "-7", "\"thumb\"", "\"a b\"", "0", "123456789012345678"]
    let phases = ["began", "moved", "stationary", "ended", "cancelled"]
    var members = [
      ("t", number(&rng)), ("id", ids[Int.random(in: 0..<ids.count, using: &rng)]),
      ("phase", "\"" + phases[Int.random(in: 0..<phases.count, using: &rng)] + "\""),
      ("x", number(&rng)), ("y", number(&rng)),
    ]
    if Int.random(in: 0..<4, using: &rng) == 0 {
      members.append(("tap", String(Int.random(in: 0...3, using: &rng))))
    }
    if Int.random(in: 0..<4, using: &rng) == 0 { members.append(("force", number(&rng))) }
    if Int.random(in: 0..<4, using: &rng) == 0 { members.append(("radius", number(&rng))) }
    let body = members.map { "\"\($0.0)\":" + space + $0.1 }.joined(separator: "," + space)
    return "{" + body + "}"
  }
}
