import Testing

@testable import TraceReplay

@Suite("ByteLine strings")
struct ByteLineTests {
  private func text(_ line: ByteLine) -> String {
    var text = ""
    line.withBytes { text = String(decoding: $0, as: UTF8.self) }
    return text
  }

  /// Strings of every length up to 40 with one byte that needs escaping (or a harmless one) at
  /// every position, plus non-ASCII text, in native and small form.
  static let strings: [String] = {
    var strings = ["", "a", "ab", "abc", "héllo", "日本語のテキスト", "emoji 👋🏽 here", "\u{7F}", "\u{80}"]
    for length in 1...40 {
      let plain = String(repeating: "x", count: length)
      strings.append(plain)
      for special in ["\"", "\\", "\n", "\t", "\r", "\u{0}", "\u{1F}", " ", "é", "~"] {
        for position in Set([0, length / 2, length - 1]).sorted() {
          var characters = Array(plain)
          characters[position] = Character(special)
          strings.append(String(characters))
        }
      }
    }
    return strings
  }()

  @Test("quoted strings are JSONEscaping's", arguments: strings)
  func quoted(value: String) {
    let line = ByteLine(capacity: 16)
    line.append("[")
    line.append(quoted: value)
    line.append(quoted: value)
    line.append("]")
    #expect(text(line) == "[" + JSONEscaping.quoted(value) + JSONEscaping.quoted(value) + "]")
  }

  @Test("plain strings and literals are copied whole, at any length", arguments: strings)
  func plain(value: String) {
    let line = ByteLine(capacity: 16)
    line.append(string: value)
    line.append(",")
    line.append(string: value)
    #expect(text(line) == value + "," + value)
  }

  @Test("a word with a byte that needs escaping is always caught")
  func escapingCheck() {
    // Every byte value in every position of a word otherwise made of one harmless byte.
    var missed: [UInt8] = []
    for filler: UInt8 in [0x20, 0x41, 0x7F, 0x80, 0xFF] {
      for byte in 0...UInt8.max {
        let needs = byte < 0x20 || byte == 0x22 || byte == 0x5C
        guard needs else { continue }
        for position in 0..<8 {
          var word: UInt64 = 0
          for index in 0..<8 {
            word |= UInt64(index == position ? byte : filler) << (8 * index)
          }
          if !JSONEscaping.mayNeedEscaping(word) { missed.append(byte) }
        }
      }
    }
    #expect(missed.isEmpty)
  }

  @Test("padding counts characters, not bytes")
  func padding() {
    let line = ByteLine()
    line.append(string: "é1")
    line.padRight(from: 0, width: 4)
    line.append("|")
    let start = line.count
    line.append(string: "ab")
    line.padLeft(from: start, width: 5)
    line.padRight(fromASCII: start, width: 7)
    #expect(text(line) == "é1  |   ab  ")
  }

  @Test(
    "padding ASCII text to a width, before or after it, at any length and width",
    arguments: 0...40, [0, 1, 3, 4, 7, 8, 9, 14, 16, 17, 30, 40])
  func paddingWidths(length: Int, width: Int) {
    let value = String((0..<length).map { Character(UnicodeScalar(UInt8(0x41 + $0 % 26))) })
    let spaces = String(repeating: " ", count: max(0, width - length))
    for prefix in ["", "x", "prefix of 20 bytes.."] {
      let left = ByteLine(capacity: 16)
      left.append(string: prefix)
      left.append(string: value)
      left.padLeft(fromASCII: prefix.utf8.count, width: width)
      left.append("|")
      let counted = ByteLine(capacity: 16)
      counted.append(string: prefix)
      counted.append(string: value)
      counted.padLeft(from: prefix.utf8.count, width: width)
      let right = ByteLine(capacity: 16)
      right.append(string: prefix)
      right.append(string: value)
      right.padRight(fromASCII: prefix.utf8.count, width: width)
      right.append("|")

      #expect(text(left) == prefix + spaces + value + "|")
      #expect(text(counted) == prefix + spaces + value)
      #expect(text(right) == prefix + value + spaces + "|")
    }
  }
}
