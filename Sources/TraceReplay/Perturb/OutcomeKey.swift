/// What makes two outcomes the same for `perturb`: the record's fields other than time, and the
/// touch of the trace it belongs to (`TouchOwners`), so that a tap that loses its action in a
/// changed run is counted against that tap, not against the last of the taps that sent it.
struct OutcomeKey: Hashable, Sendable {
  var kind: ReplayRecord.Kind
  /// The touch's place among the trace's touches in the order they began; -1 for an outcome no
  /// touch is behind (a timer's, a scroll view's motion with no touch in it).
  var touch: Int

  /// The key of an outcome: its numbers (a scroll's offset, a control's value, a pinch's scale)
  /// to a millionth, so that the rounding of a moved touch's coordinates (a drag moved as a
  /// whole scrolls by the same distance, give or take 1e-14) does not make two outcomes of one.
  init(_ kind: ReplayRecord.Kind, touch: Int) {
    self.touch = touch
    switch kind {
    case .scroll(var scroll):
      scroll.x = Self.millionth(scroll.x)
      scroll.y = Self.millionth(scroll.y)
      self.kind = .scroll(scroll)
    case .controlEvent(var event):
      switch event.value {
      case .double(let value)?: event.value = .double(Self.millionth(value))
      case .float(let value)?: event.value = .double(Self.millionth(Double(value)))
      default: break
      }
      self.kind = .controlEvent(event)
    case .gesture(var gesture):
      gesture.scale = gesture.scale.map(Self.millionth)
      gesture.rotation = gesture.rotation.map(Self.millionth)
      self.kind = .gesture(gesture)
    default:
      self.kind = kind
    }
  }

  private static func millionth(_ value: Double) -> Double {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return rounded == 0 ? 0 : rounded
  }
}
