extension HierarchyImporter {
  /// The view a parsed line describes: its class placed, its frame and the fields that matter
  /// for touches read; every other field is ignored.
  mutating func view(_ line: HierarchyLine) throws(Diagnostic) -> HierarchyView {
    let baseClass = line.field("baseClass").map { unquoted($0.value) }
    let placed = HierarchyClassMap.place(line.className, baseClass: baseClass)
    guard let frameField = line.field("frame") else {
      throw error(
        "the description of '\(line.className)' has no 'frame = (x y; width height)'", line: line,
        column: line.classColumn)
    }
    let frame = try rectangle(frameField, line: line)
    guard frame[2] >= 0, frame[3] >= 0 else {
      throw error(
        "a frame's width and height must not be negative, found '\(frameField.value)'", line: line,
        column: frameField.column)
    }
    var view = HierarchyView(line: line, placed: placed, frame: frame)
    // Past the frame, an odd field is left out with a warning: the view is still imported.
    func read<T>(_ key: String, _ get: () throws(Diagnostic) -> T?) -> T? {
      do {
        return try get()
      } catch {
        warn("\(error.message): the field is ignored", line: line, column: error.column)
        return nil
      }
    }
    if let field = line.field("bounds") {
      if let origin = read(
        "bounds", { () throws(Diagnostic) in Array(try rectangle(field, line: line).prefix(2)) }),
        origin != [0, 0]
      {
        view.boundsOrigin = origin
      }
    }
    if let field = line.field("contentOffset") {
      view.contentOffset = read("contentOffset", { () throws(Diagnostic) in try pair(field, line: line) })
    }
    if let field = line.field("contentSize") {
      view.contentSize = read("contentSize", { () throws(Diagnostic) in try pair(field, line: line) })
    }
    view.hidden = read("hidden", { () throws(Diagnostic) in try flag("hidden", line) }) ?? false
    view.userInteractionEnabled =
      read("userInteractionEnabled", { () throws(Diagnostic) in try flag("userInteractionEnabled", line) })
      ?? true
    view.clipsToBounds =
      read("clipsToBounds", { () throws(Diagnostic) in try flag("clipsToBounds", line) }) ?? false
    view.enabled = read("enabled", { () throws(Diagnostic) in try flag("enabled", line) })
    view.selected = read("selected", { () throws(Diagnostic) in try flag("selected", line) })
    view.highlighted = read("highlighted", { () throws(Diagnostic) in try flag("highlighted", line) })
    if let field = line.field("alpha") {
      let alpha = read("alpha") { () throws(Diagnostic) -> Double in
        let alpha = try number(field, line: line)
        guard alpha >= 0, alpha <= 1 else {
          throw error(
            "alpha must be between 0 and 1, found '\(field.value)'", line: line, column: field.column)
        }
        return alpha
      }
      if let alpha, alpha != 1 { view.alpha = alpha }
    }
    if ["UISlider", "UIStepper"].contains(placed.behavesAs), let field = line.field("value") {
      view.value = read("value", { () throws(Diagnostic) in try number(field, line: line) })
    }
    if placed.behavesAs == "UITextField", let field = line.field("text") {
      view.text = unquoted(field.value)
    }
    for key in ["accessibilityIdentifier", "identifier", "accessibilityLabel"] {
      if let field = line.field(key), view.printedName == nil {
        let name = unquoted(field.value)
        if name.unicodeScalars.contains(where: DiagnosticText.isControl) {
          // A label that spans lines (or holds another control character) is no id `run` reads.
          warn(
            "\(key) \(DiagnosticText.quoted(name)) holds a line break or control character, so it is not used as the id",
            line: line, column: field.column)
        } else if !name.isEmpty, name != "(null)" {
          view.printedName = name
        }
      }
    }
    view.hasRecognizers = line.field("gestureRecognizers") != nil
    if let field = line.field("transform"), !isIdentity(field.value) {
      warn(
        "transform '\(field.value)' is not modelled: the view is placed by its printed frame", line: line,
        column: field.column)
    }
    return view
  }

  /// `(x y; w h)` or `{{x, y}, {w, h}}` as four numbers.
  private func rectangle(_ field: HierarchyField, line: HierarchyLine) throws(Diagnostic) -> [Double] {
    let numbers = numbers(in: field.value)
    let shapeOK =
      (field.value.hasPrefix("(") && field.value.hasSuffix(")") && field.value.contains(";"))
      || (field.value.hasPrefix("{{") && field.value.hasSuffix("}}"))
    guard shapeOK, let numbers, numbers.count == 4 else {
      throw error(
        "expected \(field.key) = (x y; width height) such as (20 700; 350 50), found '\(field.value)'",
        line: line,
        column: field.column)
    }
    return numbers
  }

  /// `{a, b}` as two numbers.
  private func pair(_ field: HierarchyField, line: HierarchyLine) throws(Diagnostic) -> [Double] {
    guard field.value.hasPrefix("{"), field.value.hasSuffix("}"), let numbers = numbers(in: field.value),
      numbers.count == 2
    else {
      throw error(
        "expected \(field.key) such as {0, 120}, found '\(field.value)'", line: line, column: field.column)
    }
    return numbers
  }

  private func number(_ field: HierarchyField, line: HierarchyLine) throws(Diagnostic) -> Double {
    guard let numbers = numbers(in: field.value), numbers.count == 1 else {
      throw error(
        "expected a number for \(field.key), found '\(field.value)'", line: line, column: field.column)
    }
    return numbers[0]
  }

  /// `YES`/`NO` (or `true`/`false`, `1`/`0`) for `key`, if the line prints it.
  private func flag(_ key: String, _ line: HierarchyLine) throws(Diagnostic) -> Bool? {
    guard let field = line.field(key) else { return nil }
    switch field.value {
    case "YES", "true", "1": return true
    case "NO", "false", "0": return false
    default:
      throw error("expected YES or NO for \(key), found '\(field.value)'", line: line, column: field.column)
    }
  }

  /// The plain decimal numbers in `text`, split at spaces, `;`, `,` and brackets; nil when any
  /// piece is not one (hex, `inf`, `nan` and stray words are rejected).
  private func numbers(in text: String) -> [Double]? {
    let separators: Set<Character> = [" ", ";", ",", "(", ")", "{", "}", "\t"]
    var result: [Double] = []
    for piece in text.split(whereSeparator: { separators.contains($0) }) {
      guard piece.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
        piece.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true,
        let value = Double(piece), value.isFinite, abs(value) <= 1e7
      else { return nil }
      result.append(value)
    }
    return result
  }

  /// `'text'` without its quotes; other values as they are.
  func unquoted(_ value: String) -> String {
    if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
      return String(value.dropFirst().dropLast())
    }
    return value
  }

  /// Whether a printed transform is the identity (`[1, 0, 0, 1, 0, 0]`).
  private func isIdentity(_ value: String) -> Bool {
    let digits = value.filter { !" []()".contains($0) }
    return digits == "1,0,0,1,0,0"
  }
}
