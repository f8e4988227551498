/// Draws a captured replay as a terminal sketch: the window scaled onto a character grid with
/// its views as box outlines, each finger's path, and a legend of the control events and actions.
/// Pure ASCII and deterministic.
package enum ASCIIRenderer {
  /// The grid's width in columns when none is given.
  package static let defaultWidth = 60
  /// The widths a grid may have.
  package static let widths = 20...400

  /// The sketch of the scene `width` columns wide (clamped to `widths`), filtered by `options`
  /// as the SVG scene is: `control` zooms onto a control, `from` and `to` keep a time window.
  package static func scene(
    _ capture: RenderCapture, options: RenderOptions = RenderOptions(), width: Int = defaultWidth
  ) throws(Diagnostic) -> String {
    try SVGRenderer.validate(capture, options)
    let columns = min(max(width, widths.lowerBound), widths.upperBound)
    return ASCIIPicture(capture: capture, options: options, width: columns).draw()
  }
}
