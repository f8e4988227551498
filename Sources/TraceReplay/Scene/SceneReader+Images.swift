import Foundation

extension SceneReader {
  /// Reads the scene's `"images"` table: `{"name": [width, height]}`, sizes in points, each
  /// greater than 0.
  func imageTable(_ node: JSONNode) throws(Diagnostic) -> [String: CGSize] {
    var table: [String: CGSize] = [:]
    for member in try object(node, path: "images") {
      let path = "images." + member.key
      guard !member.key.isEmpty else {
        throw error("an image name must not be empty", at: member.keyPosition, path: path)
      }
      guard case .array(let elements) = member.node.value, elements.count == 2 else {
        throw error(
          "image '\(member.key)' must be [width, height], \(describe(member.node))", at: member.node,
          path: path)
      }
      var values: [Double] = []
      for (index, element) in elements.enumerated() {
        let value = try number(element, path: path + "[\(index)]")
        guard value > 0 else {
          throw error(
            "an image's width and height must be greater than 0, found \(format(value))", at: element,
            path: path + "[\(index)]")
        }
        values.append(value)
      }
      table[member.key] = CGSize(width: values[0], height: values[1])
    }
    return table
  }
}
