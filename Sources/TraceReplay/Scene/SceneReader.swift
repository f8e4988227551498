import Foundation

/// Reads a scene object (from a scene file or a trace header) into a `SceneSpec`, checking every
/// field: its type, unknown names (with a suggestion), duplicate and dangling ids, and limits.
package struct SceneReader {
  /// Limits against hostile scenes.
  package struct Limits: Sendable {
    /// Views and controllers in one scene.
    package var maxViews = 10_000
    /// Nesting of subviews.
    package var maxDepth = 64
    /// Bytes of a scene file.
    package var maxBytes = 4 << 20
    package init() {}
  }

  /// The file the scene is in, for messages.
  package var file: String
  /// The lines of that file, to show the offending line under a message.
  package var sourceLines: [Substring]
  package var limits: Limits

  static let topLevelKeys = ["window", "controllers", "firstResponder", "views", "images"]
  static let commonViewKeys =
    [
      "id", "class", "frame", "bounds", "hidden", "alpha", "userInteractionEnabled",
      "multipleTouchEnabled", "exclusiveTouch", "clipsToBounds", "enabled", "selected",
      "highlighted", "targets", "actions", "subviews", "gestureRecognizers", "set", "watch",
      "animating", "showsMenuAsPrimaryAction", "transform", "boundsSize",
    ] + swiftFlagNames.values.sorted()
  static let reservedIDs: Set<String> = ["window", "application"]

  package init(file: String, source: String = "", limits: Limits = Limits()) {
    self.file = file
    self.sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
    self.limits = limits
  }

  /// Decodes and validates the scene object `root`.
  package func read(_ root: JSONNode) throws(Diagnostic) -> SceneSpec {
    let members = try object(root, path: "scene")
    try rejectUnknown(members, known: Self.topLevelKeys, path: "")
    var size = CGSize(width: 390, height: 844)
    if let window = member("window", in: members) {
      size = try windowSize(window.node)
    }
    var count = 0
    var ids: [String: String] = [:]
    var views: [ViewSpec] = []
    if let node = member("views", in: members)?.node {
      for (index, element) in try array(node, path: "views").enumerated() {
        views.append(
          try view(element, path: "views[\(index)]", depth: 1, count: &count, ids: &ids))
      }
    }
    var controllers: [ControllerSpec] = []
    if let node = member("controllers", in: members)?.node {
      for (index, element) in try array(node, path: "controllers").enumerated() {
        let spec = try controller(element, path: "controllers[\(index)]", ids: &ids)
        count += 1
        if count > limits.maxViews {
          throw error("too many views and controllers: the limit is \(limits.maxViews)", at: element)
        }
        controllers.append(spec)
      }
    }
    var first: String?
    if let member = member("firstResponder", in: members), member.node.value != .null {
      let id = try string(member.node, path: "firstResponder")
      guard ids[id] != nil || Self.reservedIDs.contains(id) else {
        throw unknownID(id, at: member.node, path: "firstResponder", ids: ids)
      }
      first = id
    }
    var spec = SceneSpec(
      windowSize: size, views: views, controllers: controllers, firstResponder: first, file: file)
    if let images = member("images", in: members) {
      spec.images = try imageTable(images.node)
    }
    try checkReferences(spec, ids: ids)
    return spec
  }

  // MARK: Parts

  private func windowSize(_ node: JSONNode) throws(Diagnostic) -> CGSize {
    let members = try object(node, path: "window")
    try rejectUnknown(members, known: ["width", "height"], path: "window")
    func dimension(_ key: String) throws(Diagnostic) -> Double {
      guard let value = member(key, in: members) else {
        throw error("missing field '\(key)' in 'window'", at: node, path: "window")
      }
      let number = try self.number(value.node, path: "window.\(key)")
      guard number > 0, number <= 100_000 else {
        throw error(
          "window \(key) must be greater than 0 and at most 100000, found \(number)",
          at: value.node, path: "window.\(key)")
      }
      return number
    }
    return CGSize(width: try dimension("width"), height: try dimension("height"))
  }

  private func view(
    _ node: JSONNode, path: String, depth: Int, count: inout Int, ids: inout [String: String]
  ) throws(Diagnostic) -> ViewSpec {
    guard depth <= limits.maxDepth else {
      // No path: it would be as long as the nesting.
      throw error("views are nested more than \(limits.maxDepth) deep, the limit", at: node)
    }
    count += 1
    guard count <= limits.maxViews else {
      throw error("too many views: the limit is \(limits.maxViews)", at: node, path: path)
    }
    let members = try object(node, path: path)
    let id = try requiredID(members, in: node, path: path, ids: &ids)
    let classMember = member("class", in: members)
    let className =
      try classMember.map { m throws(Diagnostic) in
        try string(m.node, path: path + ".class")
      } ?? "UIView"
    guard let frameMember = member("frame", in: members) else {
      throw missingField("frame", "missing field 'frame' in view '\(id)'", in: members, at: node, path: path)
    }
    let frame = try rect(frameMember.node, path: path + ".frame")
    var boundsOrigin = CGPoint.zero
    let boundsMember = member("bounds", in: members)
    if let bounds = boundsMember {
      let values = try numbers(bounds.node, count: 2, path: path + ".bounds", what: "[x, y]")
      boundsOrigin = CGPoint(x: values[0], y: values[1])
    }
    var flags = ViewFlags()
    flags.hidden = try bool("hidden", members, path)
    flags.userInteractionEnabled = try bool("userInteractionEnabled", members, path)
    flags.multipleTouchEnabled = try bool("multipleTouchEnabled", members, path)
    flags.exclusiveTouch = try bool("exclusiveTouch", members, path)
    flags.clipsToBounds = try bool("clipsToBounds", members, path)
    flags.enabled = try bool("enabled", members, path)
    flags.selected = try bool("selected", members, path)
    flags.highlighted = try bool("highlighted", members, path)
    flags.animating = try bool("animating", members, path)
    flags.showsMenuAsPrimaryAction = try bool("showsMenuAsPrimaryAction", members, path)
    if let alpha = member("alpha", in: members) {
      let value = try number(alpha.node, path: path + ".alpha")
      guard value >= 0, value <= 1 else {
        throw error("alpha must be between 0 and 1, found \(value)", at: alpha.node, path: path + ".alpha")
      }
      flags.alpha = value
    }
    var targets: [TargetSpec] = []
    if let node = member("targets", in: members)?.node {
      for (index, element) in try array(node, path: path + ".targets").enumerated() {
        targets.append(try target(element, path: path + ".targets[\(index)]"))
      }
    }
    let actions = try actionList(members, path: path)
    var subviews: [ViewSpec] = []
    if let node = member("subviews", in: members)?.node {
      for (index, element) in try array(node, path: path + ".subviews").enumerated() {
        subviews.append(
          try view(
            element, path: path + ".subviews[\(index)]", depth: depth + 1, count: &count, ids: &ids))
      }
    }
    let recognizers = try gestureRecognizers(members, path: path, ids: &ids)
    let properties = members.filter { !Self.commonViewKeys.contains($0.key) }
    let geometry = try transformGeometry(members, frame: frame, in: node, path: path)
    var spec = ViewSpec(
      id: id, className: className, frame: frame, boundsOrigin: boundsOrigin, flags: flags,
      targets: targets, actions: actions, subviews: subviews, properties: properties, path: path,
      position: node.position, classPosition: classMember?.node.position, recognizers: recognizers,
      boundsPosition: boundsMember?.keyPosition)
    spec.transform = geometry
    if let set = member("set", in: members) {
      spec.set = try object(set.node, path: path + ".set")
    }
    if let watch = member("watch", in: members) {
      for (index, element) in try array(watch.node, path: path + ".watch").enumerated() {
        let name = try string(element, path: path + ".watch[\(index)]")
        guard !spec.watch.contains(where: { $0.name == name }) else {
          throw error("'\(name)' is watched twice", at: element, path: path + ".watch[\(index)]")
        }
        spec.watch.append((name, element.position))
      }
    }
    return spec
  }

  private func target(_ node: JSONNode, path: String) throws(Diagnostic) -> TargetSpec {
    let members = try object(node, path: path)
    try rejectUnknown(members, known: ["target", "action", "events"], path: path)
    guard let targetMember = member("target", in: members) else {
      throw error(
        "missing field 'target' (a view or controller id, \"application\", or null)", at: node,
        path: path)
    }
    let target: String? =
      targetMember.node.value == .null ? nil : try string(targetMember.node, path: path + ".target")
    guard let actionMember = member("action", in: members) else {
      throw error("missing field 'action' (a selector such as \"tapOK:\")", at: node, path: path)
    }
    let action = try selector(actionMember.node, path: path + ".action")
    guard let eventsMember = member("events", in: members) else {
      throw error("missing field 'events' (a list of control event names)", at: node, path: path)
    }
    var names: [String] = []
    var mask: UInt = 0
    for (index, element) in try array(eventsMember.node, path: path + ".events").enumerated() {
      let elementPath = path + ".events[\(index)]"
      let name = try string(element, path: elementPath)
      guard let event = UIControlEventName.mask(named: name) else {
        throw error(
          "unknown control event '\(name)'", at: element, path: elementPath,
          notes: suggestionNotes(name, UIControlEventName.all))
      }
      names.append(name)
      mask |= event
    }
    guard mask != 0 else {
      throw error(
        "'events' is empty: name at least one control event", at: eventsMember.node, path: path + ".events")
    }
    return TargetSpec(
      target: target, action: action, events: names, mask: mask, path: path, position: node.position,
      targetPosition: targetMember.node.position)
  }

  private func controller(
    _ node: JSONNode, path: String, ids: inout [String: String]
  ) throws(Diagnostic) -> ControllerSpec {
    let members = try object(node, path: path)
    try rejectUnknown(members, known: ["id", "view", "parent", "actions"], path: path)
    let id = try requiredID(members, in: node, path: path, ids: &ids)
    guard let viewMember = member("view", in: members) else {
      throw error("missing field 'view' in controller '\(id)': the id of its root view", at: node, path: path)
    }
    let view = try string(viewMember.node, path: path + ".view")
    var parent: String?
    var parentPosition: SourcePosition?
    if let parentMember = member("parent", in: members), parentMember.node.value != .null {
      parent = try string(parentMember.node, path: path + ".parent")
      parentPosition = parentMember.node.position
    }
    return ControllerSpec(
      id: id, view: view, parent: parent, actions: try actionList(members, path: path), path: path,
      position: node.position, viewPosition: viewMember.node.position, parentPosition: parentPosition)
  }

  /// Every id a target, controller or first responder names must exist, with the right kind.
  private func checkReferences(_ spec: SceneSpec, ids: [String: String]) throws(Diagnostic) {
    var viewIDs: Set<String> = []
    func collect(_ views: [ViewSpec]) {
      for view in views {
        viewIDs.insert(view.id)
        collect(view.subviews)
      }
    }
    collect(spec.views)
    var owned: [String: String] = [:]
    for controller in spec.controllers {
      guard viewIDs.contains(controller.view) else {
        throw error(
          "controller '\(controller.id)' names view '\(controller.view)', "
            + "which is not a view in the scene",
          at: controller.viewPosition, path: controller.path + ".view",
          notes: suggestionNotes(controller.view, Array(viewIDs)))
      }
      if let other = owned[controller.view] {
        throw error(
          "view '\(controller.view)' is already the view of controller '\(other)'",
          at: controller.viewPosition, path: controller.path + ".view")
      }
      owned[controller.view] = controller.id
      if let parent = controller.parent {
        guard spec.controllers.contains(where: { $0.id == parent }) else {
          throw error(
            "controller '\(controller.id)' names parent '\(parent)', "
              + "which is not a controller in the scene",
            at: controller.parentPosition ?? controller.position, path: controller.path + ".parent",
            notes: suggestionNotes(parent, spec.controllers.map(\.id)))
        }
        guard parent != controller.id else {
          throw error(
            "controller '\(controller.id)' cannot be its own parent",
            at: controller.parentPosition ?? controller.position, path: controller.path + ".parent")
        }
      }
    }
    try checkParentCycles(spec.controllers)
    func checkTargets(_ views: [ViewSpec]) throws(Diagnostic) {
      for view in views {
        for target in view.targets {
          if let id = target.target, ids[id] == nil, !Self.reservedIDs.contains(id) {
            throw unknownID(id, at: target.targetPosition, path: target.path + ".target", ids: ids)
          }
        }
        try checkTargets(view.subviews)
      }
    }
    try checkTargets(spec.views)
    try checkRecognizerReferences(spec, ids: ids)
  }

  /// A controller may not be its own ancestor through `parent`.
  private func checkParentCycles(_ controllers: [ControllerSpec]) throws(Diagnostic) {
    var parents: [String: String] = [:]
    for controller in controllers { parents[controller.id] = controller.parent }
    for controller in controllers {
      var chain = [controller.id]
      var current = controller.parent
      while let id = current, chain.count <= controllers.count {
        if id == controller.id {
          throw error(
            "controller '\(controller.id)' is its own ancestor: "
              + (chain + [id]).map { "'\($0)'" }.joined(separator: " -> "),
            at: controller.parentPosition ?? controller.position, path: controller.path + ".parent",
            notes: ["each controller's parent chain must end at a controller without a parent"])
        }
        chain.append(id)
        current = parents[id]
      }
    }
  }

  // MARK: Fields

  func requiredID(
    _ members: [JSONMember], in node: JSONNode, path: String, ids: inout [String: String]
  ) throws(Diagnostic) -> String {
    guard let idMember = member("id", in: members) else {
      throw missingField(
        "id", "missing field 'id': every view and controller needs a unique id", in: members, at: node,
        path: path)
    }
    let id = try string(idMember.node, path: path + ".id")
    guard !id.isEmpty, id.utf8.count <= 256 else {
      throw error("an id must be 1 to 256 bytes long", at: idMember.node, path: path + ".id")
    }
    guard !id.unicodeScalars.contains(where: DiagnosticText.isControl) else {
      throw error(
        "an id must not contain control characters, found \(DiagnosticText.quoted(id))", at: idMember.node,
        path: path + ".id")
    }
    guard !Self.reservedIDs.contains(id) else {
      throw error(
        "'\(id)' is reserved: it names the \(id) itself", at: idMember.node, path: path + ".id")
    }
    if let first = ids[id] {
      throw error(
        "duplicate id '\(id)': already used by \(first); ids must be unique", at: idMember.node,
        path: path + ".id")
    }
    ids[id] = "\(path) on line \(idMember.node.position.line)"
    return id
  }

  private func actionList(_ members: [JSONMember], path: String) throws(Diagnostic) -> [String] {
    guard let node = member("actions", in: members)?.node else { return [] }
    var result: [String] = []
    for (index, element) in try array(node, path: path + ".actions").enumerated() {
      result.append(try selector(element, path: path + ".actions[\(index)]"))
    }
    return result
  }

  func selector(_ node: JSONNode, path: String) throws(Diagnostic) -> String {
    let name = try string(node, path: path)
    let valid =
      !name.isEmpty && name.utf8.count <= 256
      && name.unicodeScalars.allSatisfy {
        $0 == ":" || $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
      }
      && !(name.unicodeScalars.first.map { ("0"..."9").contains($0) || $0 == ":" } ?? true)
    guard valid else {
      let swift = Self.objectiveCSelector(fromSwift: name).map { "; did you mean '\($0)'?" } ?? ""
      throw error(
        "'\(name)' is not a selector: expected a name such as \"tap\", \"tap:\" or \"tap:forEvent:\"\(swift)",
        at: node, path: path,
        notes: swift.isEmpty
          ? [] : ["scenes spell selectors as Objective-C does: #selector(signIn(_:)) is \"signIn:\""])
    }
    return name
  }

  /// The Swift spellings accepted for the view and control flags: `isEnabled` for `enabled`.
  static let swiftFlagNames = [
    "hidden": "isHidden", "userInteractionEnabled": "isUserInteractionEnabled",
    "multipleTouchEnabled": "isMultipleTouchEnabled", "exclusiveTouch": "isExclusiveTouch",
    "enabled": "isEnabled", "selected": "isSelected", "highlighted": "isHighlighted",
  ]

  /// The Objective-C selector a Swift `#selector` spelling names: `signIn(_:)` is `signIn:`,
  /// `tap(_:event:)` is `tap:event:`, `save(sender:)` is `saveWithSender:`, `reset()` is
  /// `reset`; nil when `name` is not one.
  static func objectiveCSelector(fromSwift name: String) -> String? {
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
    let base = name[..<open]
    let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
    guard !base.isEmpty, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    if inner.isEmpty { return String(base) }
    guard inner.hasSuffix(":") else { return nil }
    let labels = inner.dropLast().split(separator: ":", omittingEmptySubsequences: false)
    var result = String(base)
    for (index, label) in labels.enumerated() {
      guard label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
      if index == 0 {
        if label != "_" { result += "With" + label.prefix(1).uppercased() + label.dropFirst() }
        result += ":"
      } else {
        result += (label == "_" ? "" : String(label)) + ":"
      }
    }
    return result
  }

  private func bool(_ key: String, _ members: [JSONMember], _ path: String) throws(Diagnostic) -> Bool? {
    let alias = Self.swiftFlagNames[key].flatMap { member($0, in: members) }
    if let alias, member(key, in: members) != nil {
      throw error(
        "both '\(key)' and '\(alias.key)' are given; they are one flag: keep one", at: alias.node,
        path: path + "." + alias.key)
    }
    let name = alias?.key ?? key
    guard let found = member(key, in: members) ?? alias else { return nil }
    let key = name
    guard case .bool(let value) = found.node.value else {
      throw typeError(found.node, expected: "true or false", path: path + "." + key)
    }
    return value
  }

  private func rect(_ node: JSONNode, path: String) throws(Diagnostic) -> CGRect {
    let values = try numbers(node, count: 4, path: path, what: "[x, y, width, height]")
    guard values[2] >= 0, values[3] >= 0 else {
      throw error(
        "a frame's width and height must not be negative, found [\(values.map { format($0) }.joined(separator: ", "))]",
        at: node, path: path)
    }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  func numbers(
    _ node: JSONNode, count: Int, path: String, what: String
  ) throws(Diagnostic) -> [Double] {
    guard case .array(let elements) = node.value, elements.count == count else {
      throw error(
        "\(path.split(separator: ".").last.map(String.init) ?? path) must be \(what), \(describe(node))",
        at: node, path: path)
    }
    var result: [Double] = []
    for (index, element) in elements.enumerated() {
      result.append(try number(element, path: path + "[\(index)]"))
    }
    return result
  }

  func number(_ node: JSONNode, path: String) throws(Diagnostic) -> Double {
    guard case .number(let value) = node.value else {
      throw typeError(node, expected: "a number", path: path)
    }
    guard value.isFinite, abs(value) <= 1e7 else {
      throw error("number out of range: coordinates and sizes must be within ±10000000", at: node, path: path)
    }
    return value
  }

  func string(_ node: JSONNode, path: String) throws(Diagnostic) -> String {
    guard case .string(let value) = node.value else {
      throw typeError(node, expected: "a string", path: path)
    }
    return value
  }

  func object(_ node: JSONNode, path: String) throws(Diagnostic) -> [JSONMember] {
    guard case .object(let members) = node.value else {
      throw typeError(node, expected: "an object", path: path)
    }
    return members
  }

  func array(_ node: JSONNode, path: String) throws(Diagnostic) -> [JSONNode] {
    guard case .array(let elements) = node.value else {
      throw typeError(node, expected: "a list", path: path)
    }
    return elements
  }

  func member(_ key: String, in members: [JSONMember]) -> JSONMember? {
    members.first { $0.key == key }
  }

  func rejectUnknown(_ members: [JSONMember], known: [String], path: String) throws(Diagnostic) {
    for member in members where !known.contains(member.key) {
      let place = path.isEmpty ? "the scene" : "'\(path)'"
      throw error(
        "unknown field '\(member.key)' in \(place)", at: member.keyPosition,
        path: path.isEmpty ? member.key : path + "." + member.key,
        notes: suggestionNotes(member.key, known))
    }
  }

  // MARK: Messages

  func typeError(_ node: JSONNode, expected: String, path: String) -> Diagnostic {
    let name = path.split(separator: ".").last.map(String.init) ?? path
    return error("'\(name)' must be \(expected), \(describe(node))", at: node, path: path)
  }

  func describe(_ node: JSONNode) -> String {
    switch node.value {
    case .null: return "found null"
    case .bool(let value): return "found \(value)"
    case .number(let value): return "found the number \(format(value))"
    case .string(let value): return "found the string \"\(value.prefix(40))\""
    case .array(let elements): return "found a list of \(elements.count)"
    case .object: return "found an object"
    }
  }

  func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private func unknownID(_ id: String, at node: JSONNode, path: String, ids: [String: String]) -> Diagnostic {
    unknownID(id, at: node.position, path: path, ids: ids)
  }

  func unknownID(
    _ id: String, at position: SourcePosition, path: String, ids: [String: String]
  ) -> Diagnostic {
    error(
      "'\(id)' is not the id of a view or controller in the scene", at: position, path: path,
      notes: suggestionNotes(id, Array(ids.keys) + Array(Self.reservedIDs)))
  }

  func error(
    _ message: String, at node: JSONNode, path: String? = nil, notes: [String] = []
  ) -> Diagnostic {
    error(message, at: node.position, path: path, notes: notes)
  }

  func error(
    _ message: String, at position: SourcePosition, path: String? = nil, notes: [String] = []
  ) -> Diagnostic {
    let index = position.line - 1
    let line = index >= 0 && index < sourceLines.count ? String(sourceLines[index]) : nil
    return Diagnostic(
      .error, file: file, line: position.line, column: position.column,
      message: path.map { "\($0): \(message)" } ?? message, path: path, sourceLine: line,
      notes: notes)
  }
}
