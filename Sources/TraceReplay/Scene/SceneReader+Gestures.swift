import Foundation

extension SceneReader {
  /// The stock recognizer classes (contract 7.2); a program may register more (`ClassRegistry`),
  /// so the builder, which has the registry, checks the class.
  static let recognizerClasses = [
    "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
    "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
    "UIScreenEdgePanGestureRecognizer",
  ]
  /// The fields every recognizer has.
  static let commonRecognizerKeys = [
    "id", "class", "isEnabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
    "requiresFailureOf", "recognizesSimultaneouslyWith", "shouldBegin", "ignoresTouchesIn", "targets", "base",
  ]

  /// A view's `gestureRecognizers`, in order.
  func gestureRecognizers(
    _ members: [JSONMember], path: String, ids: inout [String: String]
  ) throws(Diagnostic) -> [RecognizerSpec] {
    guard let node = member("gestureRecognizers", in: members)?.node else { return [] }
    var result: [RecognizerSpec] = []
    for (index, element) in try array(node, path: path + ".gestureRecognizers").enumerated() {
      result.append(try recognizer(element, path: path + ".gestureRecognizers[\(index)]", ids: &ids))
    }
    return result
  }

  private func recognizer(_ node: JSONNode, path: String, ids: inout [String: String]) throws(Diagnostic)
    -> RecognizerSpec
  {
    let members = try object(node, path: path)
    let id = try requiredID(members, in: node, path: path, ids: &ids)
    guard let classMember = member("class", in: members) else {
      throw error(
        "missing field 'class' in recognizer '\(id)': one of \(Self.recognizerClasses.joined(separator: ", ")) or a registered class",
        at: node, path: path)
    }
    let className = try string(classMember.node, path: path + ".class")
    func idList(_ key: String) throws(Diagnostic) -> [(id: String, position: SourcePosition)] {
      guard let list = member(key, in: members)?.node else { return [] }
      var result: [(id: String, position: SourcePosition)] = []
      for (index, element) in try array(list, path: path + "." + key).enumerated() {
        result.append((try string(element, path: path + ".\(key)[\(index)]"), element.position))
      }
      return result
    }
    var simultaneous: [String] = []
    var withAll = false
    if let value = member("recognizesSimultaneouslyWith", in: members)?.node {
      if case .string(let text) = value.value, text == "all" {
        withAll = true
      } else {
        simultaneous = try idList("recognizesSimultaneouslyWith").map(\.id)
      }
    }
    var targets: [(target: String?, action: String, position: SourcePosition)] = []
    if let list = member("targets", in: members)?.node {
      for (index, element) in try array(list, path: path + ".targets").enumerated() {
        let targetPath = path + ".targets[\(index)]"
        let fields = try object(element, path: targetPath)
        try rejectUnknown(fields, known: ["target", "action"], path: targetPath)
        guard let targetMember = member("target", in: fields), let actionMember = member("action", in: fields)
        else {
          throw error("a recognizer's target needs 'target' and 'action'", at: element, path: targetPath)
        }
        let target =
          targetMember.node.value == .null ? nil : try string(targetMember.node, path: targetPath + ".target")
        targets.append(
          (target, try selector(actionMember.node, path: targetPath + ".action"), targetMember.node.position))
      }
    }
    return RecognizerSpec(
      id: id, className: className, requiresFailureOf: try idList("requiresFailureOf"),
      recognizesSimultaneouslyWith: simultaneous, simultaneousWithAll: withAll,
      ignoresTouchesIn: try idList("ignoresTouchesIn"), targets: targets,
      members: members.filter {
        ![
          "id", "class", "requiresFailureOf", "recognizesSimultaneouslyWith",
          "ignoresTouchesIn", "targets",
        ].contains($0.key)
      },
      path: path, position: node.position, classPosition: classMember.node.position)
  }

  /// `requiresFailureOf` and `recognizesSimultaneouslyWith` name
  /// recognizers, `ignoresTouchesIn` views, targets views or controllers; failure requirements
  /// form no cycle (UIKit would wait for ever).
  func checkRecognizerReferences(_ spec: SceneSpec, ids: [String: String]) throws(Diagnostic) {
    var all: [RecognizerSpec] = []
    var viewIDs: Set<String> = []
    func collect(_ views: [ViewSpec]) {
      for view in views {
        viewIDs.insert(view.id)
        all += view.recognizers
        collect(view.subviews)
      }
    }
    collect(spec.views)
    let recognizerIDs = Set(all.map(\.id))
    for recognizer in all {
      for (index, required) in recognizer.requiresFailureOf.enumerated()
      where !recognizerIDs.contains(required.id) {
        throw error(
          "'\(required.id)' is not the id of a gesture recognizer in the scene", at: required.position,
          path: recognizer.path + ".requiresFailureOf[\(index)]",
          notes: suggestionNotes(required.id, Array(recognizerIDs)))
      }
      for (index, name) in recognizer.recognizesSimultaneouslyWith.enumerated()
      where !recognizerIDs.contains(name) {
        throw error(
          "'\(name)' is not the id of a gesture recognizer in the scene", at: recognizer.position,
          path: recognizer.path + ".recognizesSimultaneouslyWith[\(index)]",
          notes: suggestionNotes(name, Array(recognizerIDs)))
      }
      for (index, view) in recognizer.ignoresTouchesIn.enumerated() where !viewIDs.contains(view.id) {
        throw error(
          "'\(view.id)' is not the id of a view in the scene", at: view.position,
          path: recognizer.path + ".ignoresTouchesIn[\(index)]",
          notes: suggestionNotes(view.id, Array(viewIDs)))
      }
      for (index, target) in recognizer.targets.enumerated() {
        if let id = target.target, ids[id] == nil || recognizerIDs.contains(id),
          !Self.reservedIDs.contains(id)
        {
          throw unknownID(
            id, at: target.position, path: recognizer.path + ".targets[\(index)].target", ids: ids)
        }
      }
    }
    // Failure requirements must not form a cycle.
    var edges: [String: [String]] = [:]
    for recognizer in all { edges[recognizer.id] = recognizer.requiresFailureOf.map(\.id) }
    for recognizer in all {
      var stack: [[String]] = [[recognizer.id]]
      var seen: Set<String> = []
      while let chain = stack.popLast() {
        for next in edges[chain[chain.count - 1]] ?? [] {
          if next == recognizer.id {
            let cycle = (chain + [next]).map { "'\($0)'" }.joined(separator: " -> ")
            throw error(
              "recognizer '\(recognizer.id)' waits for itself to fail: \(cycle); UIKit would wait for ever "
                + "(each recognizer in the cycle holds the next, so none recognizes)",
              at: recognizer.requiresFailureOf.first?.position ?? recognizer.position,
              path: recognizer.path + ".requiresFailureOf")
          }
          if seen.insert(next).inserted { stack.append(chain + [next]) }
        }
      }
    }
  }
}
