import Foundation

extension Synthesizer {
  /// Window coordinates of a target, or a diagnostic at the target's token.
  func resolve(_ target: SynthTarget, _ lines: [Substring]) throws -> Point {
    func fail(_ message: String, notes: [String] = []) -> Diagnostic {
      let line = target.line >= 1 && target.line <= lines.count ? String(lines[target.line - 1]) : nil
      return SynthDiagnostics.error(
        file: file, line: target.line, column: target.column,
        sourceLine: line, message, notes: notes)
    }
    var point: Point
    switch target.base {
    case .point(let x, let y):
      point = (x, y)
    case .view(let name):
      if let frame = resolver.frame(ofView: name) {
        point = try adjusted(frame, target.adjustment, fail)
        return point
      }
      guard let dot = name.lastIndex(of: "."), case let id = String(name[..<dot]),
        let frame = resolver.frame(ofView: id)
      else {
        let id = name.lastIndex(of: ".").map { String(name[..<$0]) }
        let unknown = id.flatMap { resolver.frame(ofView: $0) == nil ? $0 : nil } ?? name
        let known = resolver.knownViewIDs
        let notes = Suggestions.didYouMean(unknown, in: known).map { [$0] }
        throw fail("unknown view '\(unknown)'", notes: notes ?? [])
      }
      let anchor = String(name[name.index(after: dot)...])
      if case .relative = target.adjustment {
        throw fail("'@' applies to a view's bounds, not to '\(name)'; write '\(id) @ (x, y)'")
      }
      switch anchor {
      case "thumb":
        guard let thumb = resolver.thumbCenter(ofView: id) else {
          throw fail("view '\(id)' has no thumb (only sliders do)")
        }
        point = (Double(thumb.x), Double(thumb.y))
      default:
        guard let anchored = Self.anchor(anchor, in: frame) else {
          let names = Self.anchorNames.map { "'\($0)'" }.joined(separator: ", ")
          let notes =
            Suggestions.nearest(to: anchor, in: Self.anchorNames)
            .map { ["did you mean '\(id).\($0)'?"] } ?? []
          throw fail("unknown anchor '\(anchor)' on view '\(id)'; expected one of \(names)", notes: notes)
        }
        point = anchored
      }
    }
    if case .offset(let dx, let dy) = target.adjustment {
      point = (point.x + dx, point.y + dy)
    }
    return point
  }

  private func adjusted(
    _ frame: CGRect, _ adjustment: SynthTarget.Adjustment, _ fail: (String, [String]) -> Diagnostic
  ) throws -> Point {
    let x = Double(frame.minX)
    let y = Double(frame.minY)
    let w = Double(frame.width)
    let h = Double(frame.height)
    switch adjustment {
    case .none: return (x + w / 2, y + h / 2)
    case .offset(let dx, let dy): return (x + w / 2 + dx, y + h / 2 + dy)
    case .relative(let fx, let fy): return (x + w * fx, y + h * fy)
    }
  }

  static let anchorNames = [
    "center", "left", "right", "top", "bottom", "topLeft", "topRight", "bottomLeft", "bottomRight",
    "thumb",
  ]

  /// The middle of an edge (or a corner), inset by 1 pt so it stays inside the half-open bounds.
  static func anchor(_ name: String, in frame: CGRect) -> Point? {
    let minX = Double(frame.minX) + 1
    let maxX = Double(frame.maxX) - 1
    let minY = Double(frame.minY) + 1
    let maxY = Double(frame.maxY) - 1
    let midX = Double(frame.midX)
    let midY = Double(frame.midY)
    switch name {
    case "center": return (midX, midY)
    case "left": return (minX, midY)
    case "right": return (maxX, midY)
    case "top": return (midX, minY)
    case "bottom": return (midX, maxY)
    case "topLeft": return (minX, minY)
    case "topRight": return (maxX, minY)
    case "bottomLeft": return (minX, maxY)
    case "bottomRight": return (maxX, maxY)
    default: return nil
    }
  }
}
