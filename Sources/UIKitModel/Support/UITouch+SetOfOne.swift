extension UITouch {
  /// The set of this touch alone: what the window hands the touch's view whenever the touch is
  /// the only one the view gets in a phase (nearly every delivery), made once and kept while the
  /// touch is down.
  ///
  /// Why: making a set per delivery (allocating its storage, finding its generic metadata,
  /// hashing the touch) took about 1,000 instructions, 12% of a replay, measured with callgrind
  /// on 100 k samples of the bench trace (`make bench`).
  ///
  /// The set holds the touch, so the window lets it go (`forgetSetOfOne()`) when the touch
  /// leaves its touches down (`UIWindow.activeTouches`), and as the window goes.
  var setOfOne: Set<UITouch> {
    if let kept = keptSetOfOne { return kept }
    let set: Set<UITouch> = [self]
    // Kept only while the touch is down: a touch delivered after it left the window's touches
    // (an end a recognizer held) would keep itself alive through its set.
    if isActive { keptSetOfOne = set }
    return set
  }

  /// Lets go of the kept set of one.
  func forgetSetOfOne() {
    keptSetOfOne = nil
  }
}
