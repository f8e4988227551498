import Testing

@testable import TraceReplay

@Suite("JSONParser")
struct JSONParserTests {
  static func error(_ text: String, maxDepth: Int = 64) -> String {
    do {
      _ = try JSONParser(maxDepth: maxDepth).parse(text, file: "a.scene.json")
      return "accepted"
    } catch {
      return error.rendered()
    }
  }

  @Test("nodes carry the line and byte column where they start")
  func positions() throws {
    let text = "{\n  \"views\": [\n    {\"id\": \"é\", \"frame\": [0, 1.5e1, -0.0]}\n  ],\n  \"x\": null\n}"

    let root = try JSONParser().parse(text, file: "a.scene.json")
    let view = try #require(root.member("views")?.arrayElements?.first)
    let frame = try #require(view.member("frame")?.arrayElements)

    #expect(root.objectMembers?.map(\.key) == ["views", "x"])
    #expect(root.objectMembers?.first?.keyPosition == SourcePosition(line: 2, column: 3))
    #expect(view.position == SourcePosition(line: 3, column: 5))
    #expect(view.member("id")?.string == "é")
    #expect(frame[1].position == SourcePosition(line: 3, column: 31))
    #expect(frame[1].number == 15)
    #expect(frame[2].number?.sign == .minus)
    #expect(root.member("x")?.isNull == true)
  }

  @Test("int accepts exact integers in range only and never traps")
  func intAccessor() throws {
    let root = try JSONParser().parse(#"[3, 3.5, 1e300, -0, 9223372036854775807, 4e0, "3", true]"#, file: "a")
    let elements = try #require(root.arrayElements)

    #expect(elements.map(\.int) == [3, nil, nil, 0, nil, 4, nil, nil])
    #expect(elements[7].bool == true)
    #expect(elements[6].kindDescription == "a string")
  }

  static let errors: [(String, String)] = [
    (
      "{\n  \"a\": 1,\n  \"b\": 2,\n}",
      """
      a.scene.json:4:1: error: trailing comma: expected a string key after ',', found '}'
      }
      ^

      """
    ),
    (
      #"{"a": 1, "a": 2}"#,
      """
      a.scene.json:1:10: error: duplicate key 'a' (first on line 1, column 2)
      {"a": 1, "a": 2}
               ^

      """
    ),
    (
      #"{"a": [1, 2}"#,
      """
      a.scene.json:1:12: error: expected ',' or ']' after array element, found '}'
      {"a": [1, 2}
                 ^

      """
    ),
    (
      #"{"a": 1]"#,
      """
      a.scene.json:1:8: error: expected ',' or '}' after object member, found ']'
      {"a": 1]
             ^

      """
    ),
    (
      #"[1, 2,]"#,
      """
      a.scene.json:1:7: error: trailing comma: expected a JSON value after ',', found ']'
      [1, 2,]
            ^

      """
    ),
    (
      #"[012]"#,
      """
      a.scene.json:1:2: error: numbers cannot have leading zeros; found '0' followed by a digit
      [012]
       ^

      """
    ),
    (
      #"[1e999]"#,
      """
      a.scene.json:1:2: error: number 1e999 is out of range: it does not fit in a double
      [1e999]
       ^

      """
    ),
    (
      #"[Infinity]"#,
      """
      a.scene.json:1:2: error: NaN and Infinity are not JSON numbers; expected a JSON value
      [Infinity]
       ^

      """
    ),
    (
      #"[tru]"#,
      """
      a.scene.json:1:2: error: invalid literal; expected 'true'
      [tru]
       ^

      """
    ),
    (
      #"["\udc00"]"#,
      #"""
      a.scene.json:1:3: error: lone low surrogate \uDC00 in a string
      ["\udc00"]
        ^

      """#
    ),
    (
      "{} {}",
      """
      a.scene.json:1:4: error: expected end of input after the JSON value, found '{'
      {} {}
         ^

      """
    ),
    (
      "",
      """
      a.scene.json:1:1: error: expected a JSON value, found end of input

      ^

      """
    ),
    (
      "[[[1]]]",
      """
      a.scene.json:1:3: error: nesting is deeper than 2 levels, the limit
      [[[1]]]
        ^

      """
    ),
  ]

  @Test("each syntax error points at the offending byte", arguments: errors)
  func syntaxError(_ text: String, _ rendered: String) {
    #expect(Self.error(text, maxDepth: text == "[[[1]]]" ? 2 : 64) == rendered)
  }

  @Test("very deep nesting is an error, not a stack overflow, whatever the configured limit")
  func deepNesting() {
    let text = String(repeating: "[", count: 100_000)

    #expect(throws: Diagnostic.self) { try JSONParser(maxDepth: 1_000_000).parse(text, file: "deep.json") }
    do {
      _ = try JSONParser(maxDepth: 1_000_000).parse(text, file: "deep.json")
    } catch {
      #expect(error.message == "nesting is deeper than 512 levels, the limit")
      #expect(error.column == 513)
    }
  }

  @Test("invalid UTF-8 in a string is reported by byte")
  func invalidUTF8() {
    let bytes: [UInt8] = [0x5B, 0x22, 0x61, 0xC3, 0x28, 0x22, 0x5D]

    #expect(throws: Diagnostic.self) { try JSONParser().parse(bytes, file: "a") }
    do {
      _ = try JSONParser().parse(bytes, file: "a")
    } catch {
      #expect(error.message == "file is not UTF-8: invalid byte 0xC3")
      #expect(error.column == 4)
    }
  }

  @Test("a missing file is a diagnostic, not a crash")
  func missingFile() {
    #expect(
      throws: Diagnostic(file: "/nonexistent.json", message: "cannot open '/nonexistent.json': no such file")
    ) {
      _ = try JSONParser().parseFile(atPath: "/nonexistent.json")
    }
  }
}
