import Foundation
import UIKitModel

extension ExplainPass {
  /// What the pass knows of each scroll view's motions, from its `scroll` records and the touches
  /// down while they were written: where its content was last, which touches are dragging it,
  /// and when and where the finger that last dragged it lifted (a motion after the lift starts
  /// there, M4, M5, M8). Bounded by the scene's scroll views and the touches down.
  struct MotionNotes {
    /// The latest offset of each scroll view, from its `scroll` records.
    var offsets: [String: Offset] = [:]
    /// The scroll views each touch down has scrolled, by touch id.
    var dragging: [String: Set<String>] = [:]
    /// The last lift of a touch that had scrolled each scroll view.
    var lifts: [String: Lift] = [:]

    struct Offset {
      var x: Double
      var y: Double
    }

    /// A finger that had scrolled a scroll view lifted at `t`, the content then at `offset`.
    struct Lift {
      var t: Double
      var offset: Offset?
    }
  }

  /// A motion that a touch caught as it began (M7): the scroll view, what it was doing, and what
  /// it did between the lift that set it moving and the catch.
  struct CaughtMotion {
    var list: String
    /// `decelerating`, `springingBack` or `settlingOnPage`; nil when no lift was seen.
    var kind: String?
    /// When the finger that set it moving lifted.
    var liftedAt: Double?
    /// How far the content moved from that lift to the catch, in points.
    var moved: Double?

    /// "which was still decelerating from the flick at 1.20 s (its content moved 412 pt after
    /// the lift)", from the records; "which was still moving" when they do not say more.
    var clause: String {
      guard let kind, let liftedAt else { return "which was still moving" }
      let doing: String
      switch kind {
      case "springingBack": doing = "springing back from the pull past its edge"
      case "settlingOnPage": doing = "settling on a page after the drag"
      default: doing = "decelerating from the flick"
      }
      let distance = moved.map { " (its content moved \(Self.points($0)) pt after the lift)" } ?? ""
      return "which was still \(doing) at \(Self.seconds(liftedAt)) s\(distance)"
    }

    /// The facts as explanation data.
    var data: [ExplanationField] {
      [
        ExplanationField("motion", .optional(kind)),
        ExplanationField("liftedAt", liftedAt.map { .number(ExplainPass.millis($0)) } ?? .null),
        ExplanationField("moved", moved.map { .number(($0 * 10).rounded() / 10) } ?? .null),
      ]
    }

    /// A time with two decimals, or three when the third is not zero (`1.20`, `0.016`).
    static func seconds(_ t: Double) -> String {
      let three = NumberFormat.fixed(t, 3)
      return three.hasSuffix("0") ? NumberFormat.fixed(t, 2) : three
    }

    /// Whole points, or tenths under 10 pt.
    static func points(_ distance: Double) -> String {
      distance >= 10 ? NumberFormat.fixed(distance, 0) : NumberFormat.fixed(distance, 1)
    }
  }

  /// A touch record: a touch that lifts after scrolling a scroll view is where that view's next
  /// motion starts.
  mutating func noteMotion(of touch: ReplayRecord.Touch, at time: Double) {
    guard touch.phase == .ended || touch.phase == .cancelled,
      let scrolled = motion.dragging.removeValue(forKey: touch.id)
    else { return }
    for list in scrolled {
      motion.lifts[list] = MotionNotes.Lift(t: time, offset: motion.offsets[list])
    }
  }

  /// A scroll view's `scroll` record. One at the time a touch in that scroll view began, while
  /// no other touch drags it, ends a motion the touch caught (M6, M7): the touch only stopped
  /// the list. Any other one moved the content under the touches down in it (a drag), or is a
  /// motion coming to rest.
  mutating func consumeScroll(_ scroll: ReplayRecord.Scroll, at time: Double) {
    let offset = MotionNotes.Offset(x: scroll.x, y: scroll.y)
    defer { motion.offsets[scroll.view] = offset }
    if motion.lifts[scroll.view]?.t == time {
      // The lift's own step: the content followed the finger to where it lifted.
      motion.lifts[scroll.view]?.offset = offset
      return
    }
    // The touches in this event (a sample at this time) inside the scroll view.
    let inside = current.values.filter { index in
      lives.contains(index) && lives[index].last.t == time
        && geometry.isSelfOrDescendant(lives[index].view, of: scroll.view)
    }
    let dragged = inside.contains { motion.dragging[lives[$0].id]?.contains(scroll.view) == true }
    for index in inside {
      if !dragged && lives[index].began == time {
        lives[index].caughtMotion = caughtMotion(scroll.view, at: offset)
      }
      motion.dragging[lives[index].id, default: []].insert(scroll.view)
    }
  }

  /// What the motion of `list` caught at `offset` was, from its last lift and the scene.
  private func caughtMotion(_ list: String, at offset: MotionNotes.Offset) -> CaughtMotion {
    guard let lift = motion.lifts[list] else { return CaughtMotion(list: list) }
    let moved = lift.offset.map { from in
      ((offset.x - from.x) * (offset.x - from.x) + (offset.y - from.y) * (offset.y - from.y)).squareRoot()
    }
    var kind = "decelerating"
    if let scrollView = geometry.view(list) as? UIScrollView {
      if scrollView.isPagingEnabled {
        kind = "settlingOnPage"
      } else if let from = lift.offset, Self.isPastEdge(from, of: scrollView) {
        kind = "springingBack"
      }
    }
    return CaughtMotion(list: list, kind: kind, liftedAt: lift.t, moved: moved)
  }

  /// Whether the content lies past an edge at `offset`: outside 0 to content size − size.
  private static func isPastEdge(_ offset: MotionNotes.Offset, of scrollView: UIScrollView) -> Bool {
    let maxX = max(0, Double(scrollView.contentSize.width - scrollView.bounds.width))
    let maxY = max(0, Double(scrollView.contentSize.height - scrollView.bounds.height))
    return offset.x < 0 || offset.x > maxX || offset.y < 0 || offset.y > maxY
  }

  /// Why a touch that caught a moving list never reached its view (M7): the list's pan began at
  /// touch-down, and the content touch, held by the delay, was dropped.
  func caughtTouchReason(_ caught: CaughtMotion, life: TouchLife, never: String) -> String {
    "touch \(life.id) only stopped `\(caught.list)`, \(caught.clause): a touch that lands on moving "
      + "content catches it (the scroll view's pan begins at touch-down and drops the touch it holds); \(never)"
  }

  /// M15: a control hit-testing passed over because it, or a view holding it, is being animated
  /// without `.allowUserInteraction`: "`save` was inside an animation: ...". Nil for any other
  /// reason.
  func insideAnimation(_ id: String, _ reason: PassOver) -> String? {
    guard reason.code == "interactionDisabled",
      geometry.view(reason.subject)?.isAnimatingWithoutUserInteraction == true
    else { return nil }
    let animated = reason.subject == id ? "it is" : "`\(reason.subject)` is"
    return "`\(id)` was inside an animation: \(animated) being animated (a UIView.animate block without "
      + ".allowUserInteraction)"
  }
}
