/// Draws a captured replay as SVG: the scene with finger paths and control events, or a timeline
/// with one lane per control. Plain text, deterministic, valid XML.
package enum SVGRenderer {
  /// Padding around the drawn content, in points.
  static let padding = 14.0
  /// Width of the legend column.
  static let legendWidth = 230.0

  /// The scene picture: views to scale, touch margins, finger paths and event markers.
  package static func scene(_ capture: RenderCapture, options: RenderOptions = RenderOptions())
    throws(Diagnostic) -> String
  {
    try validate(capture, options)
    return ScenePicture(capture: capture, options: options).draw()
  }

  /// The timeline picture: one lane per control with highlighted/tracking bars and event ticks.
  package static func timeline(_ capture: RenderCapture, options: RenderOptions = RenderOptions())
    throws(Diagnostic) -> String
  {
    try validate(capture, options)
    return TimelinePicture(capture: capture, options: options).draw()
  }

  /// Throws when `options.control` is not a control of the scene, with a suggestion.
  static func validate(_ capture: RenderCapture, _ options: RenderOptions) throws(Diagnostic) {
    guard let control = options.control else { return }
    let controls = capture.views.filter(\.isControl).map(\.id)
    guard controls.contains(control) else {
      throw Diagnostic(
        file: capture.traceName,
        message: "--control '\(control)' is not a control of the scene",
        notes: [
          Suggestions.didYouMean(control, in: controls) ?? "controls: " + controls.joined(separator: ", ")
        ])
    }
  }

  /// The trace's file name, for titles.
  static func shortName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  static func n(_ value: Double) -> String { SVGBuilder.number(value) }

  static func seconds(_ value: Double) -> String { NumberFormat.fixed(value, 3) }

  /// The opening `svg` element's attributes for `viewBox`.
  static func rootAttributes(_ box: RenderRect) -> [(String, String)] {
    [
      ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(box.width)), ("height", n(box.height)),
      ("viewBox", "\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(box.height))"),
      ("font-family", "sans-serif"), ("font-size", "9"),
    ]
  }

  /// A path `d` for a cross of half-size 5 centred on `p`.
  static func cross(_ p: RenderPoint) -> String {
    "M\(n(p.x - 5)),\(n(p.y - 5)) L\(n(p.x + 5)),\(n(p.y + 5)) "
      + "M\(n(p.x - 5)),\(n(p.y + 5)) L\(n(p.x + 5)),\(n(p.y - 5))"
  }

  /// A path `d` for a diamond of half-size 4 centred on `p`.
  static func diamond(_ p: RenderPoint) -> String {
    "M\(n(p.x)),\(n(p.y - 4)) L\(n(p.x + 4)),\(n(p.y)) L\(n(p.x)),\(n(p.y + 4)) L\(n(p.x - 4)),\(n(p.y)) Z"
  }
}
