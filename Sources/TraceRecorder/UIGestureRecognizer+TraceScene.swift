#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

/// UIKit's public recognizer classes: the four a scene knows, and those an app may add that the
/// model does not have (their recognizers are noted, not recorded).
let traceUIKitPublicRecognizerClasses: Set<String> = [
  "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
  "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
  "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer", "UIGestureRecognizer",
]

extension UIView {
  /// The view's gesture recognizers a scene can write (contract 7.2): those that are, or derive
  /// from, a tap, long press, pan or swipe, in the order they were added. Left out: a stock
  /// control's (UIKit adds its own there, and the model's control plays them), a scroll view's
  /// `panGestureRecognizer`, and UIKit's own private classes (`UI…` and `_…` names other than
  /// the four), which the model's views play.
  var traceRecordedRecognizers: [UIGestureRecognizer] {
    guard !isStockTraceControl else { return [] }
    let scrollPan = (self as? UIScrollView)?.panGestureRecognizer
    return (gestureRecognizers ?? []).filter { $0 !== scrollPan && $0.isRecordedTraceClass }
  }

  /// Gives this view's recorded recognizers their ids, and notes what cannot be written: the
  /// recognizers of other classes an app added, an app's subclass (written as its stock
  /// class), a long press needing taps first, and the recognizers of stock controls.
  func nameTraceRecognizers(capture: inout TraceSceneCapture) {
    let viewID = capture.ids[ObjectIdentifier(self)] ?? traceClassName
    let all = gestureRecognizers ?? []
    if isStockTraceControl {
      if all.contains(where: \.isRecordedTraceClass) {
        capture.note(
          "'\(viewID)' is a stock control with gesture recognizers: they are not recorded (UIKit adds its own "
            + "to its controls, and the model's controls play them); add an app's own by hand")
      }
      return
    }
    for recognizer in all where !recognizer.isRecordedTraceClass && !recognizer.isUIKitPrivateTraceClass {
      capture.note(
        "'\(viewID)' has a \(recognizer.traceClassName), which the model does not have: not recorded")
    }
    for recognizer in traceRecordedRecognizers {
      let stock = recognizer.traceStockClass ?? "UIGestureRecognizer"
      capture.name(ObjectIdentifier(recognizer), preferred: recognizer.name, stem: stock)
      let id = capture.ids[ObjectIdentifier(recognizer)] ?? stock
      capture.recognizers.append(id)
      if recognizer.traceClassName != stock {
        capture.note(
          "'\(id)' is a \(recognizer.traceClassName), recorded as a \(stock): its own overrides are not carried over"
        )
      }
      if let press = recognizer as? UILongPressGestureRecognizer, press.numberOfTapsRequired != 0 {
        capture.note(
          "'\(id)' needs \(press.numberOfTapsRequired) tap(s) before the press, which a scene cannot say: "
            + "recorded as a plain long press")
      }
    }
  }
}

extension UIGestureRecognizer {
  /// The class name as scenes write it: the Swift name without its module.
  var traceClassName: String { String(describing: type(of: self)) }

  /// The recognizer class of contract 7.2 this recognizer is or derives from; nil for others
  /// (a pinch, a rotation, an app's direct UIGestureRecognizer subclass).
  var traceStockClass: String? {
    if self is UITapGestureRecognizer { return "UITapGestureRecognizer" }
    if self is UILongPressGestureRecognizer { return "UILongPressGestureRecognizer" }
    if self is UIPanGestureRecognizer { return "UIPanGestureRecognizer" }
    if self is UISwipeGestureRecognizer { return "UISwipeGestureRecognizer" }
    return nil
  }

  /// Whether a scene can write this recognizer: its class is one of the four of contract 7.2,
  /// or an app's subclass of one (a name that is not UIKit's, `UI…` or `_…`).
  var isRecordedTraceClass: Bool {
    guard let stock = traceStockClass else { return false }
    return traceClassName == stock || !isUIKitNamedTraceClass
  }

  /// Whether the class is one of UIKit's own private ones (a scroll view's content-touch delay,
  /// a text view's loupe), which the model's views play: a `UI…` or `_…` name that is not one
  /// of UIKit's public recognizer classes.
  var isUIKitPrivateTraceClass: Bool {
    isUIKitNamedTraceClass && !traceUIKitPublicRecognizerClasses.contains(traceClassName)
  }

  private var isUIKitNamedTraceClass: Bool {
    traceClassName.hasPrefix("_") || traceClassName.hasPrefix("UI")
  }

  /// The recognizer in the scene format: its id and class, then the properties that differ
  /// from UIKit's defaults. No `targets`: UIKit does not expose a recognizer's targets and
  /// actions (nor its failure requirements or its delegate's answers).
  func traceSceneRecognizer(capture: TraceSceneCapture) -> RecordedJSON? {
    guard let stock = traceStockClass, let id = capture.ids[ObjectIdentifier(self)] else { return nil }
    var members: [RecordedJSON.Member] = [
      .init(key: "id", value: .string(id)), .init(key: "class", value: .string(stock)),
    ]
    func add(_ key: String, _ value: RecordedJSON) { members.append(.init(key: key, value: value)) }
    if !isEnabled { add("isEnabled", .bool(false)) }
    if !cancelsTouchesInView { add("cancelsTouchesInView", .bool(false)) }
    if delaysTouchesBegan { add("delaysTouchesBegan", .bool(true)) }
    if !delaysTouchesEnded { add("delaysTouchesEnded", .bool(false)) }
    if let tap = self as? UITapGestureRecognizer {
      if tap.numberOfTapsRequired != 1 {
        add("numberOfTapsRequired", .number(Double(tap.numberOfTapsRequired)))
      }
      if tap.numberOfTouchesRequired != 1 {
        add("numberOfTouchesRequired", .number(Double(tap.numberOfTouchesRequired)))
      }
    } else if let press = self as? UILongPressGestureRecognizer {
      if press.minimumPressDuration != 0.5 {
        add("minimumPressDuration", .number(press.minimumPressDuration))
      }
      if press.allowableMovement != 10 { add("allowableMovement", .number(Double(press.allowableMovement))) }
      if press.numberOfTouchesRequired != 1 {
        add("numberOfTouchesRequired", .number(Double(press.numberOfTouchesRequired)))
      }
    } else if let pan = self as? UIPanGestureRecognizer {
      if pan.minimumNumberOfTouches != 1 {
        add("minimumNumberOfTouches", .number(Double(pan.minimumNumberOfTouches)))
      }
      // UIKit's default is NSUIntegerMax (unlimited); a scene writes a count up to 100.
      if pan.maximumNumberOfTouches <= 100 {
        add("maximumNumberOfTouches", .number(Double(pan.maximumNumberOfTouches)))
      }
    } else if let swipe = self as? UISwipeGestureRecognizer {
      if swipe.direction != .right {
        let names: [(String, UISwipeGestureRecognizer.Direction)] = [
          ("right", .right), ("left", .left), ("up", .up), ("down", .down),
        ]
        let found = names.filter { swipe.direction.contains($0.1) }.map { RecordedJSON.string($0.0) }
        add("direction", found.count == 1 ? found[0] : .array(found))
      }
      if swipe.numberOfTouchesRequired != 1 {
        add("numberOfTouchesRequired", .number(Double(swipe.numberOfTouchesRequired)))
      }
    }
    return .object(members)
  }
}
