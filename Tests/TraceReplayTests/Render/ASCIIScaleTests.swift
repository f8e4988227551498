import Testing

@testable import TraceReplay

/// How window points land on the character grid of `render --ascii`.
@Suite("ASCII sketch: scaling")
struct ASCIIScaleTests {
  struct GridCase: CustomTestStringConvertible, Sendable {
    var content: RenderRect
    var columns: Int
    var rows: Int
    var pointsPerColumn: Double
    var testDescription: String { "\(content.width) x \(content.height) pt in \(columns) columns" }
  }

  @Test(
    "The grid is as wide as asked and as tall as the area needs at two points per column per row",
    arguments: [
      GridCase(
        content: RenderRect(x: 0, y: 0, width: 390, height: 844), columns: 60, rows: 65, pointsPerColumn: 6.5),
      GridCase(
        content: RenderRect(x: 0, y: 0, width: 390, height: 844), columns: 40, rows: 44, pointsPerColumn: 9.75
      ),
      GridCase(
        content: RenderRect(x: 0, y: 0, width: 100, height: 100), columns: 20, rows: 10, pointsPerColumn: 5),
      GridCase(
        content: RenderRect(x: -60, y: 620, width: 510, height: 210), columns: 60, rows: 13,
        pointsPerColumn: 8.5),
      GridCase(
        content: RenderRect(x: 0, y: 0, width: 390, height: 0), columns: 60, rows: 1, pointsPerColumn: 6.5),
      GridCase(
        content: RenderRect(x: 0, y: 0, width: 1, height: 1_000_000), columns: 20,
        rows: ASCIIScale.maximumRows, pointsPerColumn: 0.05),
    ])
  func grid(_ testCase: GridCase) {
    let scale = ASCIIScale(content: testCase.content, columns: testCase.columns)

    #expect(scale.columns == testCase.columns)
    #expect(scale.rows == testCase.rows)
    #expect(scale.pointsPerColumn == testCase.pointsPerColumn)
    #expect(scale.pointsPerRow == 2 * testCase.pointsPerColumn)
  }

  @Test(
    "A point lands in its cell; the right and bottom edges belong to the last cell; outside is nil",
    arguments: [
      (0.0, 0.0, ASCIICell(column: 0, row: 0)),
      (6.4, 12.9, ASCIICell(column: 0, row: 0)),
      (6.5, 13.0, ASCIICell(column: 1, row: 1)),
      (195.0, 422.0, ASCIICell(column: 30, row: 32)),
      (195.0, 725.0, ASCIICell(column: 30, row: 55)),
      (389.9, 843.9, ASCIICell(column: 59, row: 64)),
      (390.0, 844.0, ASCIICell(column: 59, row: 64)),
      (-0.1, 10.0, nil),
      (10.0, -0.1, nil),
      (390.1, 10.0, nil),
      (10.0, 845.0, nil),
      (1e300, 10.0, nil),
      (-Double.infinity, 10.0, nil),
      (Double.nan, 10.0, nil),
    ] as [(Double, Double, ASCIICell?)])
  func cell(x: Double, y: Double, expected: ASCIICell?) {
    let scale = ASCIIScale(content: RenderRect(x: 0, y: 0, width: 390, height: 844), columns: 60)

    #expect(scale.cell(RenderPoint(x: x, y: y)) == expected)
  }

  @Test(
    "A rectangle's outline runs along the first and last cells it covers, even outside the grid",
    arguments: [
      (RenderRect(x: 0, y: 0, width: 390, height: 844), ASCIIBox(left: 0, top: 0, right: 59, bottom: 64)),
      (RenderRect(x: 20, y: 700, width: 350, height: 50), ASCIIBox(left: 3, top: 53, right: 56, bottom: 57)),
      (RenderRect(x: 0, y: 100, width: 390, height: 400), ASCIIBox(left: 0, top: 7, right: 59, bottom: 38)),
      (RenderRect(x: 13, y: 26, width: 6.5, height: 13), ASCIIBox(left: 2, top: 2, right: 2, bottom: 2)),
      (RenderRect(x: 13, y: 26, width: 0, height: 0), ASCIIBox(left: 2, top: 2, right: 2, bottom: 2)),
      (
        RenderRect(x: -65, y: -130, width: 130, height: 260),
        ASCIIBox(left: -10, top: -10, right: 9, bottom: 9)
      ),
      (
        RenderRect(x: 380, y: 800, width: 100, height: 100),
        ASCIIBox(left: 58, top: 61, right: 73, bottom: 69)
      ),
      (
        RenderRect(x: -1e300, y: 0, width: 2e300, height: 10),
        ASCIIBox(left: -1_000_000, top: 0, right: 999_999, bottom: 0)
      ),
    ])
  func box(rect: RenderRect, expected: ASCIIBox) {
    let scale = ASCIIScale(content: RenderRect(x: 0, y: 0, width: 390, height: 844), columns: 60)

    #expect(scale.box(rect) == expected)
  }

  @Test("A zoomed area measures from its own corner")
  func zoomed() {
    let scale = ASCIIScale(content: RenderRect(x: -60, y: 620, width: 510, height: 210), columns: 60)

    #expect(scale.cell(RenderPoint(x: -60, y: 620)) == ASCIICell(column: 0, row: 0))
    #expect(scale.cell(RenderPoint(x: 100, y: 720)) == ASCIICell(column: 18, row: 5))
    #expect(scale.cell(RenderPoint(x: 195, y: 600)) == nil)
    #expect(scale.box(RenderRect(x: 0, y: 0, width: 390, height: 844)).left == 7)
  }
}
