/// How `Diagnostic.rendered(_:)` formats a diagnostic for people.
package struct DiagnosticRenderOptions: Sendable, Equatable {
  /// ANSI colour: bold red `error`, bold yellow `warning`, bold cyan `note`.
  package var color: Bool
  /// The widest source excerpt shown, in bytes; longer lines are clipped around the column.
  package var maxSourceWidth: Int

  /// Creates options; the defaults are no colour and a 120-byte source excerpt.
  package init(color: Bool = false, maxSourceWidth: Int = 120) {
    self.color = color
    self.maxSourceWidth = maxSourceWidth
  }
}
