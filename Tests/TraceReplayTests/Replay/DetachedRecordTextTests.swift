import Foundation
import Testing

@testable import TraceReplay
@testable import UIKitModel

/// The model counts references without atomic operations in release builds, so a record, which
/// the writing thread formats, never carries a string in storage a model object holds
/// (docs/performance.md, "One thread per model").
@Suite("Records carry their own copies of the model's texts")
struct DetachedRecordTextTests {
  /// Where a string's bytes are stored (the same address means shared storage).
  private func storage(_ text: String) -> UnsafeRawPointer? {
    var copy = text
    return copy.withUTF8 { $0.baseAddress.map(UnsafeRawPointer.init) }
  }

  @Test("ids, selector names and value names longer than a small string are copies, equal in text")
  func recordsHoldCopies() throws {
    // Ids and a selector longer than 15 bytes live in heap storage, which copies would share.
    let text = #"""
      {"controllers": [{"id": "checkoutViewController", "view": "root", "actions": ["didTapCheckoutButton:"]}],
       "views": [{"id": "root", "frame": [0,0,400,800], "subviews": [
         {"id": "checkoutButtonWithALongName", "class": "UIButton", "frame": [0,0,200,60],
          "targets": [{"action": "didTapCheckoutButton:", "target": "checkoutViewController", "events": ["touchUpInside"]}]}]}]}
      """#
    let reader = SceneReader(file: "s.scene.json", source: text)
    let root = try JSONParser().parse(text, file: "s.scene.json")
    let scene = try SceneBuilder().build(try reader.read(root), reader: reader)
    let button = try #require(scene.responder(named: "checkoutButtonWithALongName") as? UIButton)
    var records: [ReplayRecord] = []
    var options = Replayer.Options()
    options.verbose = true
    let replayer = Replayer(scene: scene, options: options) { records.append($0) }

    replayer.deliver(time: 0, samples: [TouchSample(t: 0, id: .int(1), phase: .began, x: 10, y: 10)])
    replayer.deliver(time: 0.1, samples: [TouchSample(t: 0.1, id: .int(1), phase: .ended, x: 10, y: 10)])

    let modelID = try #require(button.accessibilityIdentifier)
    let touchViews = records.compactMap { record -> String? in
      if case .touch(let touch) = record.kind { return touch.view }
      return nil
    }
    let controls = records.compactMap { record -> String? in
      if case .controlEvent(let event) = record.kind { return event.control }
      return nil
    }
    // Detail records are built on the replaying thread, naming objects through `RecordNames`.
    let states = records.compactMap { record -> String? in
      if case .state(let state) = record.kind { return state.control }
      return nil
    }
    let actions = records.compactMap { record -> ReplayRecord.Action? in
      if case .action(let action) = record.kind { return action }
      return nil
    }
    #expect(touchViews == [modelID, modelID])
    #expect(controls.count == 3 && controls.allSatisfy { $0 == modelID })
    #expect(actions.map(\.action) == ["didTapCheckoutButton:"])
    #expect(actions.map(\.target) == ["checkoutViewController"])
    #expect(!states.isEmpty && states.allSatisfy { $0 == modelID })
    for copy in touchViews + controls + states { #expect(storage(copy) != storage(modelID)) }
    let selector = try #require(
      button.actions(
        forTarget: scene.responder(named: "checkoutViewController"), forControlEvent: .touchUpInside)?.first)
    for action in actions { #expect(storage(action.action) != storage(selector)) }
  }

  @Test(
    "a detached string is equal in text and stored apart",
    arguments: [
      "", "ok", "exactly15bytes!", "a string longer than fifteen bytes", "ünïcödé ïs lönger thän fïfteen",
    ])
  func detached(_ text: String) {
    let copy = text.detached
    #expect(copy == text)
    if text.utf8.count > 15 { #expect(storage(copy) != storage(text)) }
  }

  @Test("gesture, recognizer-action and scroll records name recognizers, views and actions with copies")
  func gestureRecordsHoldCopies() throws {
    let text = #"""
      {"controllers": [{"id": "feedViewControllerWithALongName", "view": "root", "actions": ["dismissTheCardRightNow:"]}],
       "views": [{"id": "root", "frame": [0,0,400,800], "subviews": [
         {"id": "feedScrollViewWithALongName", "class": "UIScrollView", "frame": [0,0,400,800], "contentSize": [400, 2000],
          "subviews": [{"id": "cardViewWithALongIdentifier", "frame": [0,0,400,300], "gestureRecognizers": [
            {"id": "dismissRecognizerWithALongId", "class": "UITapGestureRecognizer",
             "targets": [{"target": "feedViewControllerWithALongName", "action": "dismissTheCardRightNow:"}]}]}]}]}]}
      """#
    let reader = SceneReader(file: "s.scene.json", source: text)
    let root = try JSONParser().parse(text, file: "s.scene.json")
    let scene = try SceneBuilder().build(try reader.read(root), reader: reader)
    let recognizer = try #require(scene.recognizers["dismissRecognizerWithALongId"])
    let card = try #require(scene.responder(named: "cardViewWithALongIdentifier") as? UIView)
    let feed = try #require(scene.responder(named: "feedScrollViewWithALongName") as? UIView)
    var records: [ReplayRecord] = []
    let replayer = Replayer(scene: scene) { records.append($0) }

    // A tap on the card (the recognizer recognizes), then a drag that scrolls the feed.
    replayer.deliver(time: 0, samples: [TouchSample(t: 0, id: .int(1), phase: .began, x: 50, y: 100)])
    replayer.deliver(time: 0.05, samples: [TouchSample(t: 0.05, id: .int(1), phase: .ended, x: 50, y: 100)])
    replayer.deliver(time: 1, samples: [TouchSample(t: 1, id: .int(2), phase: .began, x: 50, y: 700)])
    for step in 1...5 {
      let t = 1 + Double(step) * 0.01
      replayer.deliver(
        time: t, samples: [TouchSample(t: t, id: .int(2), phase: .moved, x: 50, y: 700 - Double(step) * 20)])
    }
    replayer.deliver(time: 1.1, samples: [TouchSample(t: 1.1, id: .int(2), phase: .ended, x: 50, y: 600)])
    replayer.finish()

    var named: [(record: String, model: String)] = []
    let modelRecognizer = try #require(recognizer.name)
    let modelCard = try #require(card.accessibilityIdentifier)
    let modelFeed = try #require(feed.accessibilityIdentifier)
    let modelAction = try #require(recognizer.targetActions.first?.action.name)
    for record in records {
      switch record.kind {
      case .gesture(let gesture):
        named.append((gesture.recognizer, modelRecognizer))
        if let view = gesture.view { named.append((view, modelCard)) }
      case .recognizerAction(let action):
        named.append((action.sender, modelRecognizer))
        named.append((action.action, modelAction))
      case .scroll(let scroll):
        named.append((scroll.view, modelFeed))
      default:
        break
      }
    }
    #expect(named.contains { $0.model == modelAction } && named.contains { $0.model == modelFeed })
    for (copy, model) in named {
      #expect(copy == model)
      #expect(storage(copy) != storage(model), "\(copy)")
    }
  }
}
