import Foundation

/// Why a property's value could not be converted to or from a `PropertyValue`.
package enum PropertyConversionError: Error, Sendable, Equatable {
  /// The property's type is none `set` and `watch` convert (its name given).
  case notConvertible(type: String)
  /// The value is not of the kind the type takes: `expected` says what it takes.
  case wrongType(expected: String)
  /// A number outside the type's range, or with a fraction for an integer type.
  case outOfRange(type: String, range: String)
  /// A name or raw value that is no case of the enum; `cases` lists them (empty when unknown).
  case noSuchCase(type: String, cases: [String])
}

/// Converts between a property's Swift value and a `PropertyValue`, deciding by the value's
/// (or the property's) type at run time: what `ViewProperty` does for any key path.
enum PropertyConversion {
  // MARK: Swift value to PropertyValue

  /// `value` as a property value, or nil when its type is not convertible.
  static func encode(_ value: Any) -> PropertyValue? {
    if let optional = value as? any OptionalProperty {
      guard let wrapped = optional.wrappedValue else { return .null }
      return encode(wrapped)
    }
    if let scalar = encodeScalar(value) { return scalar }
    switch value {
    case let point as CGPoint: return .list([.double(Double(point.x)), .double(Double(point.y))])
    case let size as CGSize: return .list([.double(Double(size.width)), .double(Double(size.height))])
    default: break
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    if let raw = value as? any RawRepresentable, let scalar = encodeScalar(raw.rawValue) { return scalar }
    // A case without a payload: its name.
    guard mirror.children.isEmpty else { return nil }
    return .string(String(describing: value))
  }

  private static func encodeScalar(_ value: Any) -> PropertyValue? {
    switch value {
    case let v as Bool: return .bool(v)
    case let v as String: return .string(v)
    case let v as Int: return .int(v)
    case let v as Int8: return .int(Int(v))
    case let v as Int16: return .int(Int(v))
    case let v as Int32: return .int(Int(v))
    case let v as Int64: return .int(Int(v))
    case let v as UInt: return Int(exactly: v).map { .int($0) } ?? .unsigned(v)
    case let v as UInt8: return .int(Int(v))
    case let v as UInt16: return .int(Int(v))
    case let v as UInt32: return .int(Int(v))
    case let v as UInt64: return Int(exactly: v).map { .int($0) } ?? .unsigned(UInt(v))
    case let v as Float: return .float(v)
    case let v as Double: return .double(v)
    case let v as CGFloat: return .double(Double(v))
    default: return nil
    }
  }

  // MARK: PropertyValue to Swift value

  /// `value` as a value of `type`, boxed.
  static func decode(_ value: PropertyValue, as type: Any.Type) throws(PropertyConversionError) -> Any {
    if let optional = type as? any OptionalProperty.Type {
      if value == .null { return optional.nilValue }
      return try optional.wrapping(try decode(value, as: optional.wrappedType))
    }
    if let scalar = try decodeScalar(value, as: type) { return scalar }
    if type == CGPoint.self {
      let (x, y) = try pair(value, "[x, y]")
      return CGPoint(x: x, y: y)
    }
    if type == CGSize.self {
      let (width, height) = try pair(value, "[width, height]")
      return CGSize(width: width, height: height)
    }
    if let raw = type as? any RawRepresentable.Type {
      return try decodeRaw(value, as: raw)
    }
    if let cases = caseNames(of: type) {
      guard case .string(let name) = value else { throw .wrongType(expected: "a case name (a string)") }
      guard let found = cases.first(where: { $0.name == name }) else {
        throw .noSuchCase(type: typeName(type), cases: cases.map(\.name))
      }
      return found.value
    }
    throw .notConvertible(type: typeName(type))
  }

  /// Whether the values of `type` convert, as far as the type alone says (nil: only a value can
  /// tell, such as an enum without raw values that is not `CaseIterable`).
  static func isConvertible(_ type: Any.Type) -> Bool? {
    if let optional = type as? any OptionalProperty.Type { return isConvertible(optional.wrappedType) }
    if scalarTypes.contains(where: { $0 == type }) || type == CGPoint.self || type == CGSize.self {
      return true
    }
    if let raw = type as? any RawRepresentable.Type { return isConvertible(rawValueType(of: raw)) }
    if caseNames(of: type) != nil { return true }
    if type is AnyClass { return false }
    return nil
  }

  private static let scalarTypes: [Any.Type] = [
    Bool.self, String.self, Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self,
    UInt16.self, UInt32.self, UInt64.self, Float.self, Double.self, CGFloat.self,
  ]

  private static func rawValueType<T: RawRepresentable>(of type: T.Type) -> Any.Type { T.RawValue.self }

  private static func decodeRaw<T: RawRepresentable>(
    _ value: PropertyValue, as type: T.Type
  ) throws(PropertyConversionError) -> Any {
    let cases = caseNames(of: type) ?? probedCases(of: type)
    // By case name first when the enum lists its cases: a String raw value may differ from it.
    if case .string(let name) = value, let found = cases?.first(where: { $0.name == name }) {
      return found.value
    }
    let raw: Any
    do throws(PropertyConversionError) {
      raw = try decode(value, as: T.RawValue.self)
    } catch {
      if case .notConvertible = error { throw .notConvertible(type: typeName(type)) }
      if case .string = value, let cases { throw .noSuchCase(type: typeName(type), cases: cases.map(\.name)) }
      throw error
    }
    guard let typed = raw as? T.RawValue, let made = T(rawValue: typed) else {
      throw .noSuchCase(type: typeName(type), cases: cases?.map(\.name) ?? [])
    }
    return made
  }

  /// The cases of a `CaseIterable` enum with their names, nil for other types.
  private static func caseNames(of type: Any.Type) -> [(name: String, value: Any)]? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    return allCases(of: iterable)
  }

  /// The cases of an enum with `Int` raw values that does not list them (not `CaseIterable`),
  /// found by trying the raw values 0 to 1,023: the usual `enum Style: Int { case plain, pill }`
  /// is set by case name too. Nil for other types.
  private static func probedCases<T: RawRepresentable>(of type: T.Type) -> [(name: String, value: Any)]? {
    guard T.RawValue.self == Int.self else { return nil }
    var cases: [(name: String, value: Any)] = []
    for raw in 0..<1024 {
      guard let rawValue = raw as? T.RawValue, let made = T(rawValue: rawValue) else { continue }
      guard Mirror(reflecting: made).displayStyle == .enum else { return nil }
      cases.append((String(describing: made), made))
    }
    return cases.isEmpty ? nil : cases
  }

  private static func allCases<T: CaseIterable>(of type: T.Type) -> [(name: String, value: Any)]? {
    let cases = Array(T.allCases)
    guard let first = cases.first, Mirror(reflecting: first).displayStyle == .enum else { return nil }
    return cases.map { (String(describing: $0), $0 as Any) }
  }

  private static func decodeScalar(
    _ value: PropertyValue, as type: Any.Type
  ) throws(PropertyConversionError) -> Any? {
    switch type {
    case is Bool.Type:
      guard case .bool(let flag) = value else { throw .wrongType(expected: "true or false") }
      return flag
    case is String.Type:
      guard case .string(let text) = value else { throw .wrongType(expected: "a string") }
      return text
    case is Int.Type: return try integer(value, Int.self)
    case is Int8.Type: return try integer(value, Int8.self)
    case is Int16.Type: return try integer(value, Int16.self)
    case is Int32.Type: return try integer(value, Int32.self)
    case is Int64.Type: return try integer(value, Int64.self)
    case is UInt.Type: return try integer(value, UInt.self)
    case is UInt8.Type: return try integer(value, UInt8.self)
    case is UInt16.Type: return try integer(value, UInt16.self)
    case is UInt32.Type: return try integer(value, UInt32.self)
    case is UInt64.Type: return try integer(value, UInt64.self)
    case is Double.Type: return try number(value)
    case is CGFloat.Type: return CGFloat(try number(value))
    case is Float.Type:
      let number = try number(value)
      guard abs(number) <= Double(Float.greatestFiniteMagnitude) else {
        throw .outOfRange(type: "Float", range: "±\(Float.greatestFiniteMagnitude)")
      }
      return Float(number)
    default: return nil
    }
  }

  private static func number(_ value: PropertyValue) throws(PropertyConversionError) -> Double {
    switch value {
    case .double(let number): return number
    case .float(let number): return Double(number)
    case .int(let number): return Double(number)
    case .unsigned(let number): return Double(number)
    default: throw .wrongType(expected: "a number")
    }
  }

  private static func integer<T: FixedWidthInteger>(
    _ value: PropertyValue, _ type: T.Type
  ) throws(PropertyConversionError) -> T {
    let made: T?
    switch value {
    case .int(let number): made = T(exactly: number)
    case .unsigned(let number): made = T(exactly: number)
    case .double, .float:
      // Not `T(number)`: a fraction, an infinity or a number beyond the type's range would trap.
      made = T(exactly: try number(value))
    default: throw .wrongType(expected: "a whole number")
    }
    guard let made else {
      throw .outOfRange(type: "\(T.self)", range: "a whole number from \(T.min) to \(T.max)")
    }
    return made
  }

  private static func pair(
    _ value: PropertyValue, _ what: String
  ) throws(PropertyConversionError) -> (Double, Double) {
    guard case .list(let values) = value, values.count == 2 else { throw .wrongType(expected: what) }
    return (try number(values[0]), try number(values[1]))
  }

  /// A type's name as messages give it: `Float`, `Optional<String>`, `RangeSeekSlider.Mode`.
  static func typeName(_ type: Any.Type) -> String {
    _typeName(type, qualified: false)
  }
}

/// An `Optional` seen through its type at run time.
protocol OptionalProperty {
  var wrappedValue: Any? { get }
  static var wrappedType: Any.Type { get }
  static var nilValue: Any { get }
  static func wrapping(_ value: Any) throws(PropertyConversionError) -> Any
}

extension Optional: OptionalProperty {
  var wrappedValue: Any? {
    switch self {
    case .some(let value): return value
    case .none: return nil
    }
  }

  static var wrappedType: Any.Type { Wrapped.self }

  static var nilValue: Any {
    let nothing: Wrapped? = nil
    return nothing as Any
  }

  static func wrapping(_ value: Any) throws(PropertyConversionError) -> Any {
    guard let wrapped = value as? Wrapped else {
      throw .notConvertible(type: PropertyConversion.typeName(Wrapped.self))
    }
    return Wrapped?.some(wrapped) as Any
  }
}
