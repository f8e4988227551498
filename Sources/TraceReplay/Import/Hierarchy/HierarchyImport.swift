/// What `tracereplay import hierarchy` made of a debug description: the scene and its counts.
package struct HierarchyImport: Sendable {
  /// The scene, as the text of a `*.scene.json` file (ending with a newline).
  package var scene: String
  /// Views written (the window not counted).
  package var views: Int
  /// Of those, controls.
  package var controls: Int
  /// Non-fatal problems: classes placed as UIView, transforms, recognizers the text does not describe.
  package var warnings: [Diagnostic]

  package init(scene: String, views: Int, controls: Int, warnings: [Diagnostic]) {
    self.scene = scene
    self.views = views
    self.controls = controls
    self.warnings = warnings
  }
}
