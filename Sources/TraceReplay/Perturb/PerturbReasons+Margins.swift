import Foundation
import UIKitModel

extension PerturbReasons {
  /// Each touch's distances to the decision boundaries that could change what it did: the
  /// nearest view edge where it began (hit-testing), its control's touch-area edge where it
  /// ended, and the nearest movement and time thresholds of the recognizers and scroll views
  /// that could see it. Exact values from the scene, not sampled.
  func margins() -> [TouchMargin] {
    lives.map(margin)
  }

  private func margin(_ life: TouchLife) -> TouchMargin {
    var result = TouchMargin(
      touch: life.id.description, idIsNumber: life.id.intValue != nil, t: life.began.t)
    for id in geometry.scene.orderedIDs {
      guard let view = geometry.view(id), !view.isHidden, let frame = geometry.frame(id) else { continue }
      let edge = Self.nearestEdge(life.began.x, life.began.y, frame)
      if result.hitTest.map({ edge.distance < $0 }) ?? true {
        result.hitTest = edge.distance
        result.hitTestEdge = "`\(id)`'s \(edge.name)"
      }
    }
    guard let bound = life.view else { return result }
    if geometry.view(bound) is UIControl, let frame = geometry.frame(bound) {
      let margin = CGFloat(geometry.margin)
      let edge = Self.nearestEdge(life.last.x, life.last.y, frame.insetBy(dx: -margin, dy: -margin))
      result.touchArea = edge.distance
    }
    let seeing = Set([bound] + geometry.ancestors(of: bound))
    let recognizers = geometry.scene.recognizers.sorted { $0.key < $1.key }.filter { _, recognizer in
      geometry.scene.id(of: recognizer.view).map { seeing.contains($0) } ?? false
    }
    func note(movement distance: Double, _ threshold: String) {
      let distance = Self.rounded(distance)
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
    let configuration = geometry.scene.application.configuration
    for (id, recognizer) in recognizers {
      switch recognizer {
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
    for id in seeing.sorted() where geometry.view(id) is UIScrollView {
      let limit = Double(configuration.panHysteresis)
      note(movement: abs(moved.axis - limit), "`\(id)` begins scrolling at \(Self.compact(limit)) pt")
    }
    return result
  }
}
