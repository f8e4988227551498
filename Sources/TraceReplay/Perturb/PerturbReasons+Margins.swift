import Foundation
import UIKitModel

extension PerturbReasons {
  /// Each touch's distances to the decision boundaries that could change what it did, with the
  /// scene as the touch found it: the nearest edge, where it began, of a view hit-testing could
  /// have given it to; its control's touch-area edge where it ended; the nearest movement
  /// threshold and the nearest time threshold of the recognizers and scroll views that saw it
  /// (the content-touch delay among them); and, for a touch that began soon after another
  /// lifted, the repeat-tap interval and distance. Exact values, not sampled.
  func margins() -> [TouchMargin] {
    lives.map(margin)
  }

  private func margin(_ life: TouchLife) -> TouchMargin {
    var result = TouchMargin(
      touch: life.id.description, idIsNumber: life.id.intValue != nil, t: life.began.t)
    if let (view, edge) = life.hitTest {
      result.hitTest = edge.distance
      result.hitTestEdge = "`\(view)`'s \(edge.name)"
      result.hitTestView = view
    }
    if let edge = life.endedInArea {
      result.touchArea = edge.distance
      result.touchAreaView = life.view
    }
    if let (after, distance) = sincePreviousLift(life), after <= 2 * tapInterval, distance <= 2 * tapDistance
    {
      result.tapInterval = ((after - tapInterval) * 1000).rounded() / 1000
      result.tapDistance = ExplainGeometry.Edge.tenth(distance - tapDistance)
    }
    guard let bound = life.view else { return result }
    let owners = baseline.owners
    let recognizers = scene.recognizers.sorted { $0.key < $1.key }.filter { _, recognizer in
      scene.id(of: recognizer.view).map { owners.isWithin(bound, $0) } ?? false
    }
    func note(movement distance: Double, _ threshold: String) {
      let distance = ExplainGeometry.Edge.tenth(distance)
      if result.movement.map({ distance < $0 }) ?? true {
        result.movement = distance
        result.movementThreshold = threshold
      }
    }
    func note(time distance: Double, _ threshold: String) {
      let distance = (distance * 1000).rounded() / 1000
      if result.time.map({ distance < $0 }) ?? true {
        result.time = distance
        result.timeThreshold = threshold
      }
    }
    let moved = life.movement
    let configuration = self.configuration
    for (id, recognizer) in recognizers {
      switch recognizer {
      case let edgePan as UIScreenEdgePanGestureRecognizer:
        guard let (_, from, away) = nearestScreenEdge(edgePan, life: life),
          from <= Double(configuration.screenEdgeRegion)
        else { break }
        let limit = Double(configuration.screenEdgeHysteresis)
        note(
          movement: abs((life.samples.map(away).max() ?? 0) - limit),
          "edge pan `\(id)` begins \(Self.compact(limit)) pt from the edge")
        if let sample = life.samples.first(where: { away($0) >= limit }) {
          note(
            time: abs(sample.t - life.began.t - configuration.screenEdgeMaximumDuration),
            "edge pan `\(id)` fails at \(Self.compact(configuration.screenEdgeMaximumDuration)) s")
        }
      case is UIPanGestureRecognizer:
        let limit = Double(configuration.panHysteresis)
        note(movement: abs(moved.axis - limit), "pan `\(id)` begins at \(Self.compact(limit)) pt")
      case let press as UILongPressGestureRecognizer:
        let limit = Double(press.allowableMovement)
        note(
          movement: abs(moved.distance - limit), "long press `\(id)` fails beyond \(Self.compact(limit)) pt")
        note(
          time: abs(life.duration - press.minimumPressDuration),
          "long press `\(id)` begins at \(Self.compact(press.minimumPressDuration)) s")
      case is UITapGestureRecognizer:
        let limit = Double(configuration.tapAllowableMovement)
        note(movement: abs(moved.distance - limit), "tap `\(id)` fails beyond \(Self.compact(limit)) pt")
        note(
          time: abs(life.duration - configuration.maximumTapDuration),
          "tap `\(id)` fails after \(Self.compact(configuration.maximumTapDuration)) s")
      case is UISwipeGestureRecognizer:
        let limit = Double(configuration.swipeMinimumPrimaryMovement)
        note(movement: abs(moved.axis - limit), "swipe `\(id)` needs \(Self.compact(limit)) pt")
      default:
        break
      }
    }
    for id in Set([bound] + scene.orderedIDs.filter { owners.isWithin(bound, $0) }).sorted()
    where scene.responder(named: id) is UIScrollView {
      let limit = Double(configuration.panHysteresis)
      note(movement: abs(moved.axis - limit), "`\(id)` begins scrolling at \(Self.compact(limit)) pt")
    }
    if life.delayedBy?.control == true, let (scrollView, seconds, _, _) = delayMove(life) {
      note(
        time: abs(seconds - Double(configuration.scrollViewTouchDelay)),
        "`\(scrollView)`'s content-touch delay")
    }
    return result
  }
}
