import TraceReplay
import UIKitModel

extension PerturbReport {
  /// The share of runs, 0...1, that kept every action message named `action` of the unchanged
  /// replay (the least kept of them, from a control or a gesture recognizer); 0 when the
  /// unchanged replay sends none, so a test of a missing action fails.
  public func kept(action: String, sender: String? = nil) -> Double {
    least { kind in
      switch kind {
      case .action(let record): return record.action == action && (sender == nil || record.sender == sender)
      case .recognizerAction(let record):
        return record.action == action && (sender == nil || record.sender == sender)
      case .uiAction(let record): return record.title == action && (sender == nil || record.sender == sender)
      default: return false
      }
    }
  }

  /// The share of runs that kept every dispatch of the control event `event` (`.touchUpInside`)
  /// of the unchanged replay, of one control or of any; 0 when there is none.
  public func kept(event: UIControl.Event, control: String? = nil) -> Double {
    least { kind in
      guard case .controlEvent(let record) = kind else { return false }
      return record.events.contains(event) && (control == nil || record.control == control)
    }
  }

  /// The share of runs that kept every change of the recognizer `gesture` to `state` (`.ended`,
  /// `.began`) of the unchanged replay; 0 when there is none.
  public func kept(gesture: String, state: UIGestureRecognizer.State) -> Double {
    least { kind in
      guard case .gesture(let record) = kind else { return false }
      return record.recognizer == gesture && record.state == state
    }
  }

  /// The least `fraction` of the stabilities whose record `matches`; 0 when none does.
  private func least(_ matches: (ReplayRecord.Kind) -> Bool) -> Double {
    stabilities.filter { matches($0.record.kind) }.map(\.fraction).min() ?? 0
  }
}
