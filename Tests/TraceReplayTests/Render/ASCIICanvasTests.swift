import Testing

@testable import TraceReplay

/// Drawing on the character grid of `render --ascii`: whatever falls outside is clipped.
@Suite("ASCII sketch: clipping at the edges")
struct ASCIICanvasTests {
  /// One drawing operation on a 6 × 4 grid and the grid it leaves, rows joined by `/`.
  struct Case: CustomTestStringConvertible, Sendable {
    enum Operation: Sendable {
      case box(ASCIIBox, dotted: Bool)
      case line(from: (u: Double, v: Double), to: (u: Double, v: Double))
      case text(String, column: Int, row: Int)
    }

    var name: String
    var operation: Operation
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a box inside", operation: .box(ASCIIBox(left: 1, top: 1, right: 4, bottom: 2), dotted: false),
      expected: "/ +--+/ +--+/"),
    Case(
      name: "a box filling the grid",
      operation: .box(ASCIIBox(left: 0, top: 0, right: 5, bottom: 3), dotted: false),
      expected: "+----+/|    |/|    |/+----+"),
    Case(
      name: "a dotted box", operation: .box(ASCIIBox(left: 0, top: 0, right: 2, bottom: 2), dotted: true),
      expected: ".../. ./.../"),
    Case(
      name: "a box past the left edge loses its left side",
      operation: .box(ASCIIBox(left: -2, top: 0, right: 2, bottom: 3), dotted: false),
      expected: "--+/  |/  |/--+"),
    Case(
      name: "a box past the top edge loses its top side",
      operation: .box(ASCIIBox(left: 1, top: -3, right: 3, bottom: 1), dotted: false),
      expected: " | |/ +-+//"),
    Case(
      name: "a box past the right and bottom edges loses those sides",
      operation: .box(ASCIIBox(left: 3, top: 2, right: 9, bottom: 9), dotted: false),
      expected: "//   +--/   |"),
    Case(
      name: "a box around the whole grid draws nothing",
      operation: .box(ASCIIBox(left: -1, top: -1, right: 6, bottom: 4), dotted: false), expected: "///"),
    Case(
      name: "a box far outside draws nothing",
      operation: .box(ASCIIBox(left: 100, top: 100, right: 1_000_000, bottom: 1_000_000), dotted: false),
      expected: "///"),
    Case(
      name: "a line across the grid", operation: .line(from: (0.5, 0.5), to: (5.5, 3.5)),
      expected: "#/ ##/   ##/     #"),
    Case(
      name: "a line from far outside is clipped where it enters",
      operation: .line(from: (-1_000_000, 1.5), to: (2.5, 1.5)), expected: "/###//"),
    Case(
      name: "a line ending on the right edge stays in the last column",
      operation: .line(from: (4.5, 0.5), to: (6, 0.5)), expected: "    ##///"),
    Case(
      name: "a line passing outside draws nothing", operation: .line(from: (-5, -1), to: (10, -1)),
      expected: "///"),
    Case(
      name: "a line through a corner only", operation: .line(from: (-1, 1), to: (1, -1)), expected: "#///"),
    Case(
      name: "text past the right edge is cut", operation: .text("hello", column: 3, row: 1),
      expected: "/   hel//"),
    Case(
      name: "text before the left edge is cut", operation: .text("hello", column: -2, row: 0),
      expected: "llo///"),
    Case(
      name: "text below the grid is dropped", operation: .text("hello", column: 0, row: 4), expected: "///"),
  ]

  @Test("Drawing clips at the edges", arguments: cases)
  func clips(_ testCase: Case) {
    var canvas = ASCIICanvas(columns: 6, rows: 4)

    switch testCase.operation {
    case .box(let box, let dotted): canvas.box(box, dotted: dotted)
    case .line(let from, let to): canvas.line(from: from, to: to, UInt8(ascii: "#"))
    case .text(let text, let column, let row): canvas.text(text, column, row)
    }

    let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.joined(separator: "/") == testCase.expected)
  }

  @Test("A line stops where the drawn area ends, even inside the grid")
  func extent() {
    var canvas = ASCIICanvas(columns: 2, rows: 3, extent: (2, 1.5))

    canvas.line(from: (0.5, 0.5), to: (0.5, 9), UInt8(ascii: "#"))

    #expect(canvas.text == "#\n#\n\n")
    #expect(canvas.character(0, 1) == "#")
    #expect(canvas.character(0, 2) == " ")
  }
}
