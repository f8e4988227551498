import Foundation

extension HierarchyImporter {
  /// Reads the scene as `run` reads and builds it, with each field a targets file gave at its
  /// place in that file, so a targets entry the scene would reject is an error there, in the
  /// scene reader's words and with its suggestions. Every problem is returned: after one, the
  /// targets entry it is in (a view's field, a controller, the first responder) is left out and
  /// the scene read again.
  func validate(_ views: [HierarchyView], windowIndex: Int?, targets: HierarchyTargets) -> [Diagnostic] {
    var units: [SourcePosition] = []
    for view in views { units += view.merged.map(\.keyPosition) }
    units += targets.controllers.map(\.position)
    if let first = targets.firstResponder { units.append(first.position) }
    units.sort()
    var dropped: Set<SourcePosition> = []
    var problems: [Diagnostic] = []
    let reader = SceneReader(file: targets.file, source: targets.sourceLines.joined(separator: "\n"))
    while problems.count < 100 {
      var paths: [(path: String, id: String, line: Int)] = []
      let root = sceneNode(views, windowIndex: windowIndex, targets: targets, dropped: dropped, paths: &paths)
      do throws(Diagnostic) {
        _ = try SceneBuilder().build(try reader.read(root), reader: reader)
        break
      } catch {
        let position = SourcePosition(line: error.line, column: error.column)
        guard error.line > 0, let unit = units.last(where: { $0 <= position }), !dropped.contains(unit) else {
          // Not about the targets file: the import itself (a bug) or a limit.
          if error.line == 0 || units.isEmpty {
            problems.append(
              Diagnostic(file: file, message: "the imported scene would not replay: \(error.message)"))
          }
          break
        }
        problems.append(Self.renamed(error, paths: paths, dump: file))
        dropped.insert(unit)
      }
    }
    return problems
  }

  /// The scene as a parsed JSON tree: imported values at no position, merged ones at theirs.
  private func sceneNode(
    _ views: [HierarchyView], windowIndex: Int?, targets: HierarchyTargets, dropped: Set<SourcePosition>,
    paths: inout [(path: String, id: String, line: Int)]
  ) -> JSONNode {
    let nowhere = SourcePosition(line: 0, column: 0)
    func node(_ value: SceneJSON) -> JSONNode {
      switch value {
      case .null: return JSONNode(.null, at: nowhere)
      case .bool(let bool): return JSONNode(.bool(bool), at: nowhere)
      case .number(let number): return JSONNode(.number(number), at: nowhere)
      case .string(let string): return JSONNode(.string(string), at: nowhere)
      case .array(let elements): return JSONNode(.array(elements.map(node)), at: nowhere)
      case .object(let members):
        return JSONNode(
          .object(members.map { JSONMember(key: $0.key, keyPosition: nowhere, node: node($0.value)) }),
          at: nowhere)
      }
    }
    func viewNode(_ index: Int, path: String, paths: inout [(path: String, id: String, line: Int)])
      -> JSONNode
    {
      var view = views[index]
      view.merged.removeAll { dropped.contains($0.keyPosition) }
      paths.append((path, view.id, view.line.number))
      let mergedKeys = Set(view.merged.map(\.key))
      var members: [JSONMember] = fields(of: view).compactMap { field in
        guard !mergedKeys.contains(field.key) else { return nil }
        return JSONMember(key: field.key, keyPosition: nowhere, node: node(field.value))
      }
      members += view.merged
      if !view.children.isEmpty {
        var subviews: [JSONNode] = []
        for (offset, child) in view.children.enumerated() {
          subviews.append(viewNode(child, path: path + ".subviews[\(offset)]", paths: &paths))
        }
        members.append(
          JSONMember(key: "subviews", keyPosition: nowhere, node: JSONNode(.array(subviews), at: nowhere)))
      }
      return JSONNode(.object(members), at: nowhere)
    }
    let top = windowIndex == nil ? [0] : views[0].children
    var topViews: [JSONNode] = []
    for (offset, index) in top.enumerated() {
      topViews.append(viewNode(index, path: "views[\(offset)]", paths: &paths))
    }
    var members: [JSONMember] = [
      JSONMember(
        key: "window", keyPosition: nowhere,
        node: node(.object([("width", .number(views[0].frame[2])), ("height", .number(views[0].frame[3]))]))),
      JSONMember(key: "views", keyPosition: nowhere, node: JSONNode(.array(topViews), at: nowhere)),
    ]
    let controllers = targets.controllers.filter { !dropped.contains($0.position) }
    if !controllers.isEmpty {
      members.append(
        JSONMember(key: "controllers", keyPosition: nowhere, node: JSONNode(.array(controllers), at: nowhere))
      )
    }
    if let first = targets.firstResponder, !dropped.contains(first.position) {
      members.append(JSONMember(key: "firstResponder", keyPosition: nowhere, node: first))
    }
    return JSONNode(.object(members), at: nowhere)
  }

  /// `error` with a scene path (`views[0].subviews[2].targets[0]`) written as the targets
  /// file's (`views.UIButton-1.targets[0]`), and an imported view it names by its scene path
  /// (a duplicate id's first use) named by its id and its line in the dump.
  private static func renamed(
    _ error: Diagnostic, paths: [(path: String, id: String, line: Int)], dump: String
  ) -> Diagnostic {
    var renamed = error
    for view in paths where renamed.message.contains("already used by \(view.path) on line 0") {
      renamed.message = renamed.message.replacingOccurrences(
        of: "already used by \(view.path) on line 0",
        with: "already used by the imported view '\(view.id)' on line \(view.line) of \(dump)")
    }
    guard let path = error.path else { return renamed }
    let owner = paths.filter { path == $0.path || path.hasPrefix($0.path + ".") }.max {
      $0.path.count < $1.path.count
    }
    guard let owner else { return renamed }
    let written = "views.\(owner.id)" + path.dropFirst(owner.path.count)
    renamed.path = written
    if renamed.message.hasPrefix(path + ": ") {
      renamed.message = written + ": " + renamed.message.dropFirst(path.count + 2)
    }
    return renamed
  }
}
