/// What hit-testing can reach: the parts of a control no touch can get to, and touches that hit
/// another view than the control they are drawn over.
extension ScenePicture {
  /// One part of a control that hit-testing cannot reach, and why.
  struct UnreachablePart {
    var control: String
    var rect: RenderRect
    /// `outside `list`` or `under `cover``.
    var reason: String
  }

  /// The parts of each visible, enabled control that hit-testing never reaches: outside the
  /// bounds of an ancestor (UIKit's `hitTest(_:with:)` does not look at subviews for a point
  /// outside a view's bounds, clipped or not) or under a view in front of it that takes touches.
  static func unreachableParts(_ views: [RenderView], window: RenderRect) -> [UnreachablePart] {
    var parts: [UnreachablePart] = []
    for index in views.indices where views[index].isControl && takesTouches(views[index]) {
      let control = views[index]
      // Nearest ancestor first, then the window: what each one's bounds cut off is its doing.
      var reach: RenderRect? = control.frame
      let clips =
        ancestors(of: index, in: views).map { (views[$0].id, views[$0].frame) } + [("window", window)]
      for (id, bounds) in clips {
        guard let current = reach else { break }
        for piece in current.subtracting(bounds) {
          parts.append(UnreachablePart(control: control.id, rect: piece, reason: "outside `\(id)`"))
        }
        reach = current.intersection(bounds)
      }
      guard let reach else { continue }
      let end = subtreeEnd(of: index, in: views)
      for front in views.indices where front >= end && takesTouches(views[front]) {
        guard let covered = views[front].frame.intersection(control.frame),
          let reached = covered.intersection(reach)
        else { continue }
        parts.append(
          UnreachablePart(control: control.id, rect: reached, reason: "under `\(views[front].id)`"))
      }
    }
    return parts
  }

  /// Whether hit-testing can return the view: not hidden, enabled, interaction on.
  static func takesTouches(_ view: RenderView) -> Bool {
    !view.isHidden && view.inertReason == nil
  }

  /// The indices of the view's ancestors in the depth-first list, nearest first.
  static func ancestors(of index: Int, in views: [RenderView]) -> [Int] {
    var result: [Int] = []
    var depth = views[index].depth
    var cursor = index - 1
    while cursor >= 0, depth > 1 {
      if views[cursor].depth == depth - 1 {
        result.append(cursor)
        depth -= 1
      }
      cursor -= 1
    }
    return result
  }

  /// The index just past the view's subtree in the depth-first list.
  static func subtreeEnd(of index: Int, in views: [RenderView]) -> Int {
    var end = index + 1
    while end < views.count, views[end].depth > views[index].depth { end += 1 }
    return end
  }

  /// The front-most visible control whose frame contains `point`, as drawn.
  func control(under point: RenderPoint) -> Int? {
    capture.views.indices.last { index in
      let view = capture.views[index]
      return view.isControl && !view.isHidden && view.frame.containsHalfOpen(point)
    }
  }

  /// Hatches the unreachable parts of controls, over the views.
  mutating func drawUnreachable() {
    let n = SVGRenderer.n
    let parts = Self.unreachableParts(capture.views, window: capture.windowSize)
    guard !parts.isEmpty else { return }
    svg.open("g", [("class", "unreachable"), ("clip-path", "url(#\(clip))")])
    for part in parts {
      svg.element(
        "rect",
        [
          ("class", "unreachable-part"), ("data-control", part.control), ("data-reason", part.reason),
          ("x", n(part.rect.x)), ("y", n(part.rect.y)), ("width", n(part.rect.width)),
          ("height", n(part.rect.height)), ("fill", "url(#unreachable)"), ("stroke", "none"),
        ])
    }
    svg.close("g")
  }

  /// Labels each touch that began over a control but hit another view: `touch 1 hit `cover``.
  mutating func drawMissedTouches() {
    let n = SVGRenderer.n
    var drawn = false
    for finger in story.fingers {
      for sample in finger.samples where sample.phase == .began {
        guard let index = control(under: sample.point) else { continue }
        let control = capture.views[index]
        let hit = sample.view
        if let hit, hit == control.id || Self.isInside(hit, control: index, in: capture.views) { continue }
        let text = "touch \(finger.id) hit " + (hit.map { "`\($0)`" } ?? "nothing") + ", not `\(control.id)`"
        let p = sample.point
        guard
          let box = labels.place(
            text, at: RenderPoint(x: p.x + 10, y: p.y + 14), orEndingAt: p.x - 8, leftmost: area.x + 2)
        else { continue }
        if !drawn {
          svg.open("g", [("class", "missed-touches")])
          drawn = true
        }
        let color = FingerPalette.color(finger.index)
        svg.element(
          "text",
          [
            ("class", "missed-touch"), ("data-finger", finger.id), ("data-hit", hit ?? ""),
            ("data-control", control.id), ("x", n(box.x)), ("y", n(box.y + box.height - 2.5)),
            ("fill", color), ("font-style", "italic"), ("stroke", "#ffffff"), ("stroke-width", "3"),
            ("paint-order", "stroke"),
          ], text: text)
      }
    }
    if drawn { svg.close("g") }
  }

  /// Whether the view named `id` is drawn inside the control at `index` (one of its subviews).
  static func isInside(_ id: String, control index: Int, in views: [RenderView]) -> Bool {
    let end = subtreeEnd(of: index, in: views)
    return views[(index + 1)..<end].contains { $0.id == id } || id.hasPrefix(views[index].id + "/")
  }
}

extension RenderRect {
  /// The overlap of two rectangles, nil when they do not overlap.
  func intersection(_ other: RenderRect) -> RenderRect? {
    let minX = Swift.max(x, other.x)
    let minY = Swift.max(y, other.y)
    let maxX = Swift.min(x + width, other.x + other.width)
    let maxY = Swift.min(y + height, other.y + other.height)
    guard maxX > minX, maxY > minY else { return nil }
    return RenderRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `other` lies wholly inside this rectangle.
  func contains(_ other: RenderRect) -> Bool {
    other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
  }

  /// Whether the point is inside, half-open as hit-testing counts.
  func containsHalfOpen(_ point: RenderPoint) -> Bool {
    point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
  }

  /// This rectangle minus `other`: up to four pieces (above, below, left, right of it).
  func subtracting(_ other: RenderRect) -> [RenderRect] {
    guard let inner = intersection(other) else { return width > 0 && height > 0 ? [self] : [] }
    var pieces: [RenderRect] = []
    if inner.y > y { pieces.append(RenderRect(x: x, y: y, width: width, height: inner.y - y)) }
    let innerBottom = inner.y + inner.height
    if innerBottom < y + height {
      pieces.append(RenderRect(x: x, y: innerBottom, width: width, height: y + height - innerBottom))
    }
    if inner.x > x { pieces.append(RenderRect(x: x, y: inner.y, width: inner.x - x, height: inner.height)) }
    let innerRight = inner.x + inner.width
    if innerRight < x + width {
      pieces.append(
        RenderRect(x: innerRight, y: inner.y, width: x + width - innerRight, height: inner.height))
    }
    return pieces
  }
}
