/// One picture of a replay's touches: a group of touches that saw the scroll views at the same
/// offsets when they began, over the scene with each scroll view's content where that
/// `contentOffset` put it.
///
/// A replay whose touches all began at the offsets the scene was built with is one panel, the
/// scene as built. Otherwise each touch group is a panel, in time order: a button is drawn where
/// the scroll view's `contentOffset` put it when the touches drawn over it began. A motion that
/// moved the content on after the last touch lifted adds a last panel, the content at rest.
struct RenderPanel {
  var capture: RenderCapture
  var story: RenderStory
  /// `1.117-2.817 s: scroll at offset (0, 110)`; nil for the scene as built.
  var title: String?

  /// The panels of `story` over `capture`: one per touch group with a sample in the area drawn
  /// (`--control` zooms onto a control: a group whose touches all lie outside it is left out).
  static func panels(_ capture: RenderCapture, _ story: RenderStory, _ options: RenderOptions)
    -> [RenderPanel]
  {
    let drawn = story.groups.indices.filter { index in
      let area = capture.scrolled(to: story.groups[index].offsets).content(options)
      return story.part(index, keeping: { $0 == index }).fingers.contains { finger in
        finger.samples.contains { area.containsClosed($0.point) }
      }
    }
    // After a motion, the content where it came to rest, when that is not where the last
    // touches saw it: the scene without touches, titled with the time it came to rest.
    let rest = story.rest.flatMap { rest in
      drawn.last.map { story.groups[$0].offsets } == rest.offsets ? nil : rest
    }
    let restPanel = rest.map { rest in
      RenderPanel(
        capture: capture.scrolled(to: rest.offsets), story: story.part(-1, keeping: { _ in false }),
        title: title(rest, capture, resting: true))
    }
    guard let first = drawn.first else { return [RenderPanel(capture: capture, story: story, title: nil)] }
    if drawn.count == 1 {
      let offsets = story.groups[first].offsets
      if offsets == capture.offsets && restPanel == nil {
        return [RenderPanel(capture: capture, story: story, title: nil)]
      }
      return [
        RenderPanel(
          capture: capture.scrolled(to: offsets), story: story, title: title(story.groups[first], capture))
      ] + (restPanel.map { [$0] } ?? [])
    }
    let shown = Set(drawn)
    return drawn.map { index in
      // What belongs to no drawn group (no touch, or a touch not drawn) goes with the first.
      let part = story.part(index) { group in
        group == index || (index == first && !(group.map(shown.contains) ?? false))
      }
      return RenderPanel(
        capture: capture.scrolled(to: story.groups[index].offsets), story: part,
        title: title(story.groups[index], capture))
    } + (restPanel.map { [$0] } ?? [])
  }

  /// `touches 1.117-2.817 s: scroll at offset (0, 110)`, each scroll view in scene order;
  /// `at rest 2.550 s: feed at offset (0, 793.6)` for the content after a motion.
  static func title(_ group: RenderStory.TouchGroup, _ capture: RenderCapture, resting: Bool = false)
    -> String
  {
    let n = ASCIIPicture.number
    let offsets = capture.views.compactMap { view -> String? in
      guard view.scroll != nil, let offset = group.offsets[view.id] else { return nil }
      return "\(view.id) at offset (\(n(offset.x)), \(n(offset.y)))"
    }
    let time =
      group.start == group.end
      ? SVGRenderer.seconds(group.start)
      : "\(SVGRenderer.seconds(group.start))-\(SVGRenderer.seconds(group.end))"
    return (resting ? "at rest \(time) s: " : "touches \(time) s: ") + offsets.joined(separator: ", ")
  }
}
