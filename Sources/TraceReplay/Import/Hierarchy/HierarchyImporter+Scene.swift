extension HierarchyImporter {
  /// The scene for the views read: ids given, the window found, a targets file merged.
  mutating func scene(
    _ views: inout [HierarchyView], targets: HierarchyTargets?
  ) throws(Diagnostic) -> HierarchyImport {
    let root = views[0]
    let isWindow = HierarchyClassMap.isWindow(
      root.line.className, baseClass: root.line.field("baseClass").map { unquoted($0.value) })
    guard root.frame[2] > 0, root.frame[3] > 0, root.frame[2] <= 100_000, root.frame[3] <= 100_000 else {
      throw error(
        "the root view's size must be above 0 and at most 100000 to make the window, found "
          + "\(SceneJSON.number(root.frame[2])) x \(SceneJSON.number(root.frame[3]))",
        line: root.line, column: root.line.field("frame")?.column ?? root.line.classColumn)
    }
    let windowIndex: Int? = isWindow ? 0 : nil
    if !isWindow {
      warn(
        "the root view is a \(root.line.className), not a window: the window is made its size and it is "
          + "placed at (0, 0), so touches are in its coordinates",
        line: root.line, column: root.line.classColumn)
      views[0].frame = [0, 0, root.frame[2], root.frame[3]]
    }
    assignIDs(&views, windowIndex: windowIndex)
    markControlParts(&views, windowIndex: windowIndex)
    var problems: [Diagnostic] = []
    if let targets { problems = merge(targets, into: &views, windowIndex: windowIndex) }
    for index in views.indices where index != windowIndex {
      let view = views[index]
      let fixed = view.mergedField("class") != nil || view.mergedField("base") != nil
      if let problem = view.placed.problem, !fixed, !view.controlPart {
        warn(
          problem + "; if it is a control, say which in --targets: "
            + "{\"views\": {\"\(view.id)\": {\"base\": \"UIButton\"}}} (or \"class\")",
          line: view.line, column: view.line.classColumn)
      }
      let builtIn =
        HierarchyClassMap.scrollViews.contains(view.behavesAs) || HierarchyClassMap.isControl(view.behavesAs)
        || view.controlPart || view.shortClass.hasPrefix("_UI")
        || HierarchyClassMap.containersWithOwnRecognizers.contains(view.shortClass)
      if view.hasRecognizers, !builtIn, view.mergedField("gestureRecognizers") == nil {
        warn(
          "'\(view.id)' has gesture recognizers that the debug text does not describe; "
            + "add them under its id in a --targets file",
          line: view.line, column: view.line.field("gestureRecognizers")?.column ?? view.line.classColumn)
      }
      if view.behavesAs == "UISwitch", view.mergedField("isOn") == nil {
        warn(
          "'\(view.id)': the debug text does not show whether the switch is on: assumed off; "
            + "give \"isOn\" under its id in --targets",
          line: view.line, column: view.line.classColumn)
      }
    }
    if let targets {
      problems += validate(views, windowIndex: windowIndex, targets: targets)
      if var first = problems.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }).first {
        first.related = problems.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }).dropFirst().map {
          $0
        }
        throw first
      }
    }
    let controllers = targets?.controllers.map(SceneJSON.init) ?? []
    let firstResponder = targets?.firstResponder.map(SceneJSON.init)
    let top = windowIndex == nil ? [0] : root.children
    var out = "{\n"
    out += "  \"window\": {\"width\": \(SceneJSON.number(root.frame[2])), "
    out += "\"height\": \(SceneJSON.number(root.frame[3]))},\n"
    if !controllers.isEmpty {
      out += "  \"controllers\": [\n"
      out += controllers.map { "    " + $0.compact }.joined(separator: ",\n")
      out += "\n  ],\n"
    }
    if let firstResponder { out += "  \"firstResponder\": \(firstResponder.compact),\n" }
    out += "  \"views\": ["
    if top.isEmpty {
      out += "]\n}\n"
    } else {
      out += "\n" + top.map { text(of: $0, in: views, indent: "    ") }.joined(separator: ",\n")
      out += "\n  ]\n}\n"
    }
    let written = views.indices.filter { $0 != windowIndex }
    // In the order of the input, whichever pass found them.
    let ordered = warnings.enumerated().sorted {
      ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
    }
    // `run` reads at most this many bytes of a scene.
    let maxBytes = SceneReader.Limits().maxBytes
    guard out.utf8.count <= maxBytes else {
      throw Diagnostic(
        file: file,
        message: "the scene would be \(out.utf8.count) bytes, over the \(maxBytes) bytes (4 MiB) run reads: "
          + "import a part of the hierarchy (a subview's recursiveDescription)")
    }
    return HierarchyImport(
      scene: out, views: written.count,
      controls: written.filter { HierarchyClassMap.isControl(views[$0].behavesAs) }.count,
      warnings: ordered.map(\.element))
  }

  /// Ids: the printed accessibility identifier or label when there is one (and it is free),
  /// otherwise the class without its module and a count in document order (`UIButton-3`).
  private func assignIDs(_ views: inout [HierarchyView], windowIndex: Int?) {
    var taken: Set<String> = ["window", "application"]
    for index in views.indices where index != windowIndex {
      guard let name = views[index].printedName, name.utf8.count <= 256, !taken.contains(name) else {
        continue
      }
      views[index].id = name
      taken.insert(name)
    }
    var counts: [String: Int] = [:]
    for index in views.indices where index != windowIndex && views[index].id.isEmpty {
      let stem = String(views[index].shortClass.prefix(200))
      var candidate: String
      repeat {
        counts[stem, default: 0] += 1
        candidate = "\(stem)-\(counts[stem, default: 0])"
      } while taken.contains(candidate)
      views[index].id = candidate
      taken.insert(candidate)
    }
  }

  /// The view at `index` and its subviews, one view per line.
  private func text(of index: Int, in views: [HierarchyView], indent: String) -> String {
    let view = views[index]
    var line =
      indent + "{"
      + fields(of: view).map { JSONEscaping.quoted($0.key) + ": " + $0.value.compact }
      .joined(separator: ", ")
    guard !view.children.isEmpty else { return line + "}" }
    line += ", \"subviews\": [\n"
    line += view.children.map { text(of: $0, in: views, indent: indent + "  ") }.joined(separator: ",\n")
    return line + "\n" + indent + "]}"
  }

  /// A view's fields in the scene format's order, defaults left out, merged fields last.
  func fields(of view: HierarchyView) -> [(key: String, value: SceneJSON)] {
    var fields: [(key: String, value: SceneJSON)] = [("id", .string(view.id))]
    if view.placed.sceneClass != "UIView" || view.placed.base != nil {
      fields.append(("class", .string(view.placed.sceneClass)))
    }
    if let base = view.placed.base { fields.append(("base", .string(base))) }
    fields.append(("frame", .array(view.frame.map { .number($0) })))
    let isScrollView = HierarchyClassMap.scrollViews.contains(view.placed.behavesAs)
    if isScrollView {
      if let offset = view.contentOffset ?? view.boundsOrigin, offset != [0, 0] {
        fields.append(("contentOffset", .array(offset.map { .number($0) })))
      }
      if let size = view.contentSize { fields.append(("contentSize", .array(size.map { .number($0) }))) }
    } else if let origin = view.contentOffset ?? view.boundsOrigin, origin != [0, 0] {
      fields.append(("bounds", .array(origin.map { .number($0) })))
    }
    if view.hidden { fields.append(("hidden", .bool(true))) }
    if let alpha = view.alpha { fields.append(("alpha", .number(alpha))) }
    if !view.userInteractionEnabled || view.controlPart {
      fields.append(("userInteractionEnabled", .bool(false)))
    } else if HierarchyClassMap.nonInteractiveByDefault.contains(view.placed.behavesAs) {
      fields.append(("userInteractionEnabled", .bool(true)))
    }
    if view.clipsToBounds { fields.append(("clipsToBounds", .bool(true))) }
    if HierarchyClassMap.isControl(view.placed.behavesAs) {
      if let value = view.enabled { fields.append(("enabled", .bool(value))) }
      if let value = view.selected { fields.append(("selected", .bool(value))) }
      if let value = view.highlighted { fields.append(("highlighted", .bool(value))) }
    }
    if let value = view.value { fields.append(("value", .number(value))) }
    if let text = view.text { fields.append(("text", .string(text))) }
    // A `base` from the targets file keeps the app's class name as the `class`.
    if view.mergedField("base") != nil, view.mergedField("class") == nil,
      !fields.contains(where: { $0.key == "class" })
    {
      fields.insert(("class", .string(view.shortClass)), at: 1)
    }
    for member in view.merged {
      let field = (key: member.key, value: SceneJSON(member.node))
      if let existing = fields.firstIndex(where: { $0.key == field.key }) {
        fields[existing] = field
      } else {
        fields.append(field)
      }
    }
    return fields
  }

  /// UIKit's own parts of a stock control (a private class directly inside one): the model plays
  /// the control whole, as the recorder does by leaving them out, so they take no touch.
  private func markControlParts(_ views: inout [HierarchyView], windowIndex: Int?) {
    for index in views.indices where index != windowIndex {
      guard let parent = views[index].parent, parent != windowIndex,
        HierarchyClassMap.isControl(views[parent].placed.behavesAs),
        HierarchyClassMap.isPrivateUIKitClass(views[index].line.className)
      else { continue }
      views[index].controlPart = true
    }
  }

  /// Merges a targets file's fields into views by id; what cannot be merged (an id that is not a
  /// view of the hierarchy, `id` or `subviews`) is returned as errors in that file, every one.
  /// The rest is checked as `run` reads it, by `validate`.
  private func merge(
    _ targets: HierarchyTargets, into views: inout [HierarchyView], windowIndex: Int?
  ) -> [Diagnostic] {
    var viewIDs: [String: Int] = [:]
    for index in views.indices where index != windowIndex { viewIDs[views[index].id] = index }
    let sortedViewIDs = viewIDs.keys.sorted()
    var problems: [Diagnostic] = []
    for member in targets.views {
      guard let index = viewIDs[member.key] else {
        problems.append(
          targets.error(
            "'\(member.key)' is not a view of the imported hierarchy", at: member.keyPosition,
            notes: suggestionNotes(member.key, sortedViewIDs)))
        continue
      }
      for field in member.node.objectMembers ?? [] {
        guard !["id", "subviews"].contains(field.key) else {
          problems.append(
            targets.error(
              "'\(field.key)' cannot be merged: the hierarchy gives each view's id and subviews",
              at: field.keyPosition))
          continue
        }
        views[index].merged.append(field)
      }
    }
    return problems
  }
}
