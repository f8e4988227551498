import Foundation

/// The class-specific properties of one scene view or gesture recognizer, handed to its class's
/// factory.
///
/// Each getter returns nil when the property is absent and throws a `Diagnostic` pointing at the
/// value when it has the wrong type. Properties no getter asked for are reported as unknown, with
/// a suggestion among the names that were asked for.
public final class SceneProperties {
  /// The view's or recognizer's scene id.
  public let id: String
  /// The class name the scene gave.
  public let className: String
  /// The view's frame in its superview's coordinates; zero for a recognizer.
  public let frame: CGRect
  let members: [JSONMember]
  let path: String
  let position: SourcePosition
  let reader: SceneReader
  /// The fields every object of this kind has, offered with the asked ones as did-you-means.
  let commonKeys: [String]
  private(set) var askedFor: [String] = []

  init(spec: ViewSpec, reader: SceneReader) {
    self.id = spec.id
    self.className = spec.className
    self.frame = spec.frame
    self.members = spec.properties
    self.path = spec.path
    self.position = spec.position
    self.reader = reader
    self.commonKeys = SceneReader.commonViewKeys
  }

  init(recognizer spec: RecognizerSpec, reader: SceneReader) {
    self.id = spec.id
    self.className = spec.className
    self.frame = .zero
    self.members = spec.members
    self.path = spec.path
    self.position = spec.position
    self.reader = reader
    self.commonKeys = SceneReader.commonRecognizerKeys
  }

  private func node(_ key: String) -> JSONNode? {
    askedFor.append(key)
    return members.first { $0.key == key }?.node
  }

  /// A number property.
  public func double(_ key: String) throws(Diagnostic) -> Double? {
    guard let node = node(key) else { return nil }
    return try reader.number(node, path: path + "." + key)
  }

  /// A number property as a `Float`.
  public func float(_ key: String) throws(Diagnostic) -> Float? {
    try double(key).map { Float($0) }
  }

  /// An integer property (a number with no fractional part).
  public func int(_ key: String) throws(Diagnostic) -> Int? {
    guard let node = node(key) else { return nil }
    let value = try reader.number(node, path: path + "." + key)
    guard value == value.rounded(), let exact = Int(exactly: value) else {
      throw reader.typeError(node, expected: "a whole number", path: path + "." + key)
    }
    return exact
  }

  /// A boolean property.
  public func bool(_ key: String) throws(Diagnostic) -> Bool? {
    guard let node = node(key) else { return nil }
    guard case .bool(let value) = node.value else {
      throw reader.typeError(node, expected: "true or false", path: path + "." + key)
    }
    return value
  }

  /// A string property; `null` counts as absent.
  public func string(_ key: String) throws(Diagnostic) -> String? {
    guard let node = node(key), node.value != .null else { return nil }
    return try reader.string(node, path: path + "." + key)
  }

  /// A list of numbers.
  public func numbers(_ key: String) throws(Diagnostic) -> [Double]? {
    guard let node = node(key) else { return nil }
    guard case .array(let elements) = node.value else {
      throw reader.typeError(node, expected: "a list of numbers", path: path + "." + key)
    }
    var result: [Double] = []
    for (index, element) in elements.enumerated() {
      result.append(try reader.number(element, path: path + ".\(key)[\(index)]"))
    }
    return result
  }

  /// A string or a list of strings, each with its node (for messages about one of them).
  func stringOrList(_ key: String) throws(Diagnostic) -> [(value: String, node: JSONNode)]? {
    guard let node = node(key) else { return nil }
    var elements: [JSONNode] = [node]
    if case .array(let list) = node.value { elements = list }
    var result: [(value: String, node: JSONNode)] = []
    for element in elements { result.append((try reader.string(element, path: path + "." + key), element)) }
    return result
  }

  /// A number, or one of the names in `named` standing for a number.
  func numberOrName(_ key: String, named: [String: Double]) throws(Diagnostic) -> Double? {
    guard let node = node(key) else { return nil }
    if case .string = node.value {
      let name = try reader.string(node, path: path + "." + key)
      guard let value = named[name] else {
        let names = named.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        throw reader.error(
          "\(key) must be \(names) or a number", at: node, path: path + "." + key,
          notes: suggestionNotes(name, named.keys.sorted()))
      }
      return value
    }
    return try reader.number(node, path: path + "." + key)
  }

  /// A diagnostic about `node`, one of the values of the property `key`.
  func invalid(_ key: String, at node: JSONNode, _ message: String, notes: [String] = []) -> Diagnostic {
    reader.error(message, at: node, path: path + "." + key, notes: notes)
  }

  /// Whether the scene gives the property `key` (without asking for it).
  func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// A list of strings.
  public func strings(_ key: String) throws(Diagnostic) -> [String]? {
    guard let node = node(key) else { return nil }
    guard case .array(let elements) = node.value else {
      throw reader.typeError(node, expected: "a list of strings", path: path + "." + key)
    }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      result.append(try reader.string(element, path: path + ".\(key)[\(index)]"))
    }
    return result
  }

  /// A diagnostic about the property `key` (or the view when absent), for a factory's own checks.
  public func invalid(_ key: String?, _ message: String) -> Diagnostic {
    if let key, let member = members.first(where: { $0.key == key }) {
      return reader.error(message, at: member.node, path: path + "." + key)
    }
    return reader.error(message, at: position, path: path)
  }

  /// Throws for the first property no getter asked for.
  func rejectUnasked() throws(Diagnostic) {
    for member in members where !askedFor.contains(member.key) {
      let known = askedFor + commonKeys
      throw reader.error(
        "unknown field '\(member.key)' for a \(className)", at: member.keyPosition,
        path: path + "." + member.key, notes: suggestionNotes(member.key, known))
    }
  }
}
