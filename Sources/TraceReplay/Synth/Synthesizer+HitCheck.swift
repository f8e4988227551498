import Foundation

extension Synthesizer {
  /// Warns when a gesture's first point does not hit the view the script names (the touch would
  /// go to another view) or lands inside a scroll view still moving after a flick (the scroll
  /// view would catch the touch, M7), and when any of its points is outside the window.
  func checkHits(
    _ statement: SynthStatement, lines: [Substring], warn: (Diagnostic) -> Void
  ) throws {
    let gesture: String
    let targets: [SynthTarget]
    switch statement.kind {
    case .tap(let target), .doubleTap(let target), .longPress(let target, _), .swipe(let target, _, _, _),
      .pinch(let target, _, _, _), .twoFingerTap(let target):
      targets = [target]
    case .drag(let path, _, _): targets = path
    case .wait, .rate, .tapDuration: return
    }
    gesture = statement.keyword
    for (index, target) in targets.enumerated() {
      let point = try resolve(target, lines)
      guard let hit = resolver.hit(at: CGPoint(x: point.x, y: point.y)) else { return }
      let expected = viewID(of: target)
      let name = Self.describe(target, expected: expected)
      let at = "\(gesture) \(name): \(Self.text(point))"
      let message: String
      switch hit {
      case .outsideWindow:
        message = "\(at) is outside the window, where no touch can begin or be seen"
      case .nothing where index == 0:
        message = "\(at) hits nothing" + (expected.map { ", not `\($0)`" } ?? "")
      case .view(let view) where index == 0:
        if let expected, !resolver.view(view, isInside: expected) {
          message = "\(at) hits `\(view)`, not `\(expected)`"
        } else if let moving = resolver.movingScrollView(holding: view), moving != (expected ?? view) {
          message =
            "\(at) lands on `\(moving)` while it is still moving: `\(moving)` catches the touch and "
            + "`\(expected ?? view)` gets none of it (wait until it comes to rest)"
        } else {
          continue
        }
      default:
        continue
      }
      let line = target.line >= 1 && target.line <= lines.count ? String(lines[target.line - 1]) : nil
      warn(
        Diagnostic(
          .warning, file: file, line: target.line, column: target.column, message: message,
          sourceLine: line))
    }
  }

  /// The scene id a view target names (`ok` for `ok.top`), or nil for a point.
  func viewID(of target: SynthTarget) -> String? {
    guard case .view(let name) = target.base else { return nil }
    if resolver.frame(ofView: name) != nil { return name }
    return name.lastIndex(of: ".").map { String(name[..<$0]) }
  }

  /// The target as written, near enough: the view (with its anchor) or the point.
  static func describe(_ target: SynthTarget, expected: String?) -> String {
    switch target.base {
    case .view(let name): return name
    case .point(let x, let y): return text((x, y))
    }
  }

  /// A point as a script writes it: `(195, 725)`, `(10.5, 20)`.
  static func text(_ point: Point) -> String {
    func number(_ value: Double) -> String {
      let rounded = (value * 1000).rounded() / 1000
      if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
      return "\(rounded)"
    }
    return "(\(number(point.x)), \(number(point.y)))"
  }
}
