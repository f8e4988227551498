import Foundation
import Testing

@testable import UIKitModel

/// The causes the model reports, so that a reader need not infer them: who held a touch's phase
/// back from its view and why each holder let it go (R10, R17: `ModelEvent.touchReleased`), and
/// which stock control rule refused a recognizer of another view (R7, G6:
/// `GestureFailure.refusedByView`'s `ControlVeto`).
@Suite("Reported causes: who held a touch and why it went, which class vetoed a recognizer")
struct HeldTouchCauseTests {
  /// Logs the releases and the refusals the model reports, as `0.080 ok began released by feed
  /// delay lifted` and `0.050 tap refused by ok: UIButton singleTap`.
  final class CauseLog: UIModelObserver {
    let wantsDetails = true
    var clock: (() -> TimeInterval)?
    private(set) var lines: [String] = []

    func model(_ event: ModelEvent) {
      let time = String(format: "%.3f", clock?() ?? 0)
      switch event {
      case .touchReleased(_, let view, let release):
        let holders = release.holders.map { "\(Self.recognizerName($0.recognizer)) \($0.cause)" }
        lines.append("\(time) \(name(view)) \(release.phase) released by \(holders.joined(separator: ", "))")
      case .touchDropped(_, let view, let by, let heldBy):
        let holders = heldBy.map(Self.recognizerName).joined(separator: ", ")
        lines.append("\(time) \(name(view)) dropped by \(name(by)), held by \(holders)")
      case .gestureFailed(let recognizer, .refusedByView(let view, let veto)):
        let rule = veto.map { "\($0.stockClass) \($0.rule)" } ?? "no stock rule"
        lines.append("\(time) \(Self.recognizerName(recognizer)) refused by \(name(view)): \(rule)")
      default:
        break
      }
    }

    /// A recognizer's name; a scroll view's content-touch delay is `feed delay`.
    static func recognizerName(_ recognizer: UIGestureRecognizer) -> String {
      if recognizer is UIScrollViewDelayedTouchesBeganGestureRecognizer {
        return "\(name(recognizer.view)) delay"
      }
      if recognizer is UIScrollViewPanGestureRecognizer { return "\(name(recognizer.view)) pan" }
      return recognizer.name ?? "?"
    }
  }

  /// A gesture scene whose observer is a `CauseLog`.
  private func scene() -> (GestureScene, CauseLog) {
    let scene = GestureScene()
    let log = CauseLog()
    scene.app.observer = log
    let app = scene.app
    log.clock = { [unowned app] in app.currentTime }
    return (scene, log)
  }

  /// A button `ok` at (100, 100, 200, 50) in a vertical scroll view `feed`.
  private func feed() -> (GestureScene, CauseLog) {
    let (scene, log) = scene()
    let feed = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "feed")
    feed.contentSize = CGSize(width: 400, height: 2000)
    scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 50)), id: "ok", to: feed)
    return (scene, log)
  }

  /// A control `ok` at (0, 0, 100, 100) in a view `pad` with a long press `press` that holds
  /// touches' beginnings.
  private func pressPad(cancelsTouches: Bool = true) -> (GestureScene, CauseLog) {
    let (scene, log) = scene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.add(UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "ok", to: pad)
    let press = scene.attach(UILongPressGestureRecognizer(), "press", to: pad)
    press.delaysTouchesBegan = true
    press.cancelsTouchesInView = cancelsTouches
    return (scene, log)
  }

  // MARK: Held touches

  @Test("R17: a quick tap in a scroll view: its content-touch delay lets the began go at the lift")
  func liftReleases() {
    let (scene, log) = feed()

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.08)

    #expect(log.lines == ["0.080 ok began released by feed delay lifted"])
  }

  @Test("R17: a press held in a scroll view: the delay's 0.15 s run out lets the began go")
  func timerReleases() {
    let (scene, log) = feed()

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.4)

    // The scroll view's pan (delaysTouchesEnded, UIKit's default) holds the ended at the lift
    // until it fails in the gesture update that follows.
    #expect(
      log.lines == [
        "0.150 ok began released by feed delay delayElapsed", "0.400 ok ended released by feed pan failed",
      ])
  }

  @Test(
    "R17: a finger on a control moving 11 pt along an axis the scroll view cannot scroll lets the began go")
  func crossAxisReleases() {
    let (scene, log) = feed()

    let touch = scene.down(150, 125, at: 0)
    scene.move(touch, 161, 125, at: 0.05)
    scene.up(touch, at: 0.1)

    #expect(log.lines == ["0.050 ok began released by feed delay movedAlongFixedAxis"])
  }

  @Test("R17, R18: a quick drag scrolls during the delay, which was holding the began: the touch is dropped")
  func dropDuringDelay() {
    let (scene, log) = feed()

    scene.drag(from: 150, 125, by: 0, -60, steps: 4)

    #expect(log.lines == ["0.010 ok dropped by feed, held by feed delay"])
  }

  @Test("R17: with delaysContentTouches false nothing is held, so nothing is released")
  func nothingHeld() {
    let (scene, log) = feed()
    (scene.window.subviews.first as? UIScrollView)?.delaysContentTouches = false

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.08)

    #expect(log.lines.isEmpty)
  }

  @Test("R10: a long press that holds beginnings fails at the lift, and its failure lets the began go")
  func failureReleases() {
    let (scene, log) = pressPad()

    let touch = scene.down(50, 50, at: 0)
    scene.up(touch, at: 0.2)

    // The recognizer is reset to possible before the view is sent the began: the cause is how it
    // finished, not its state then.
    #expect(log.lines == ["0.200 ok began released by press failed"])
  }

  @Test(
    "R10: a long press that recognizes and cancels nothing in its view lets the began go as it recognizes")
  func recognitionReleases() {
    let (scene, log) = pressPad(cancelsTouches: false)

    let touch = scene.down(50, 50, at: 0)
    scene.wait(until: 0.6)
    scene.up(touch, at: 0.8)

    #expect(log.lines == ["0.500 ok began released by press recognized"])
  }

  @Test("R10: a double tap holds the first tap's end until it fails; its failure lets the ended go")
  func endedReleased() {
    let (scene, log) = scene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.add(UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "ok", to: pad)
    let double = scene.attach(UITapGestureRecognizer(), "double", to: pad)
    double.numberOfTapsRequired = 2

    let touch = scene.down(50, 50, at: 0)
    scene.up(touch, at: 0.05)
    scene.wait(until: 1)

    #expect(log.lines.count == 1)
    #expect(log.lines.first?.hasSuffix(" ok ended released by double failed") == true)
    #expect(log.lines.first.map { $0 > "0.050" } == true)
  }

  // MARK: Vetoes

  /// A tap `tap` (or `recognizer`) on a pad holding `control`, tapped at the control's center.
  private func veto(
    _ control: UIView, with recognizer: UIGestureRecognizer = UITapGestureRecognizer(), move: CGFloat = 0
  ) -> [String] {
    let (scene, log) = scene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.add(control, id: "ok", to: pad)
    scene.attach(recognizer, "tap", to: pad)
    let center = CGPoint(x: control.frame.midX, y: control.frame.midY)
    scene.drag(from: center.x, center.y, by: move, 0, steps: 4)
    return log.lines
  }

  @Test("R7: a UIButton refuses a one-finger single tap of its superview: the failure names UIButton's rule")
  func buttonVeto() {
    #expect(
      veto(UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 50)))
        == ["0.050 tap refused by ok: UIButton singleTap"])
  }

  /// A button of an app's class that inherits UIButton's answer.
  final class CheckoutButton: UIButton {}

  /// A button of an app's class whose own override refuses every recognizer.
  final class StubbornButton: UIButton {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
  }

  @Test(
    "R7: a UIButton subclass that inherits the answer is vetoed by UIButton's rule; one that answers itself is not"
  )
  func subclassVeto() {
    #expect(
      veto(CheckoutButton(frame: CGRect(x: 100, y: 100, width: 200, height: 50)))
        == ["0.050 tap refused by ok: UIButton singleTap"])
    #expect(
      veto(StubbornButton(frame: CGRect(x: 100, y: 100, width: 200, height: 50)))
        == ["0.050 tap refused by ok: no stock rule"])
  }

  @Test(
    "R7: a UISlider refuses a pan of another view along its thumb: the failure names UISlider's drag rule")
  func sliderVeto() {
    let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
    slider.value = 0.5
    let lines = veto(slider, with: UIPanGestureRecognizer(), move: 60)
    #expect(
      lines.map { $0.split(separator: " ", maxSplits: 1)[1] } == [
        "tap refused by ok: UISlider dragAlongThumb"
      ])
  }

  @Test("R7: a UISwitch refuses a single tap by one rule and a drag along it by the other")
  func switchVetoes() {
    #expect(
      veto(UISwitch(frame: CGRect(x: 20, y: 300, width: 51, height: 31))) == [
        "0.050 tap refused by ok: UISwitch singleTap"
      ])
    let drag = veto(
      UISwitch(frame: CGRect(x: 20, y: 300, width: 51, height: 31)), with: UIPanGestureRecognizer(), move: 40)
    #expect(
      drag.map { $0.split(separator: " ", maxSplits: 1)[1] } == ["tap refused by ok: UISwitch dragAlongThumb"]
    )
  }

  @Test("M17: a UITextField says no to an ancestor's single tap, but not by a known UIKit rule")
  func textFieldIsNoStockVeto() {
    #expect(
      veto(UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34)))
        == ["0.050 tap refused by ok: no stock rule"])
  }
}
