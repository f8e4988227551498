/// The fixed colours fingers are drawn in, by order of first appearance.
enum FingerPalette {
  static let colors = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]
  /// The colour of events whose finger is not known.
  static let unknown = "#555555"

  /// The colour of the finger at `index` (cycling), or `unknown` for nil.
  static func color(_ index: Int?) -> String {
    guard let index, index >= 0 else { return unknown }
    return colors[index % colors.count]
  }
}
