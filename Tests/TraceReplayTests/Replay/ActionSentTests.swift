import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// The model reports action messages through `UIModelObserver.actionSent(_:)`, which lends the
/// message; an observer that implements only `model(_:)` still sees each as `.action`, and the
/// replayer records the same either way.
@Suite("Action messages lent to the observer")
struct ActionSentTests {
  /// An observer that implements only `model(_:)` and forwards everything to another through it.
  final class Forwarding: UIModelObserver {
    let next: UIModelObserver
    private(set) var actions: [ActionMessage] = []
    init(_ next: UIModelObserver) { self.next = next }
    var wantsDetails: Bool { next.wantsDetails }
    func model(_ event: ModelEvent) {
      if case .action(let message) = event { actions.append(message) }
      next.model(event)
    }
  }

  /// Taps and drags over the grid scene's controls, some with targets, some nil-targeted.
  static let groups: [(Double, [TouchSample])] = (0..<64).flatMap { tap -> [(Double, [TouchSample])] in
    let x = 20 + Double(tap % 4) * 97.5
    let y = 60 + Double((tap / 4) % 8) * 80
    let t = Double(tap)
    return [
      (t, [TouchSample(t: t, id: .int(1), phase: .began, x: x, y: y)]),
      (t + 0.05, [TouchSample(t: t + 0.05, id: .int(1), phase: .moved, x: x + 30, y: y + 5)]),
      (t + 0.1, [TouchSample(t: t + 0.1, id: .int(1), phase: .ended, x: x + 3, y: y + 2)]),
    ]
  }

  static func replay(verbose: Bool, forwarding: Bool) throws -> ([ReplayRecord], Int) {
    let scene = try EarlyTouchRecordTests.gridScene()
    var options = Replayer.Options()
    options.verbose = verbose
    var records: [ReplayRecord] = []
    let replayer = Replayer(scene: scene, options: options) { records.append($0) }
    var wrapper: Forwarding?
    if forwarding {
      wrapper = Forwarding(try #require(scene.application.observer))
      scene.application.observer = wrapper
    }
    for (time, samples) in groups { replayer.deliver(time: time, samples: samples) }
    replayer.finish()
    scene.application.observer = nil
    return (records, wrapper?.actions.count ?? 0)
  }

  @Test("the replayer records the same actions lent or through model(_:)", arguments: [false, true])
  func sameRecords(verbose: Bool) throws {
    let (lent, _) = try Self.replay(verbose: verbose, forwarding: false)
    let (forwarded, seen) = try Self.replay(verbose: verbose, forwarding: true)

    let actions = lent.filter { if case .action = $0.kind { true } else { false } }
    #expect(actions.count > 10)
    #expect(seen == actions.count)
    #expect(forwarded == lent)
  }
}
