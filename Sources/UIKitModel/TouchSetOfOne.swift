/// The set of one touch, as its window hands it to the touch's view whenever that touch is the
/// only one the view gets in a phase (nearly every delivery).
///
/// A class with the set in a `let`, so that a delivery hands the set over without retaining it:
/// the set of a box lent without a retain (`UITouch.setOfOne`) is read in place. The window keeps
/// the box alive while the touch is down, and until the outermost delivery in progress returns
/// (see `UIWindow.retiredSetsOfOne`).
final class TouchSetOfOne {
  let touches: Set<UITouch>

  init(_ touch: UITouch) {
    touches = [touch]
  }
}
