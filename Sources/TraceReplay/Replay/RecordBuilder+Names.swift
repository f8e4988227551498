/// What each index of a pending record names: the one reading of the indexes, for the records
/// built here and for the reporters that write pending records without building them
/// (`RecordNameBytes`).
extension RecordBuilder {
  /// The id of the view a touch is bound to (or of an action's sender or target): nil when it hit
  /// nothing (-1) or `table` holds no such object.
  static func view(_ index: Int32, in table: RecordNameTable?) -> String? {
    guard let ids = table?.ids, index >= 0, index < ids.count else { return nil }
    return ids[Int(index)]
  }

  /// The id of the control of a control-event dispatch, or `?` when `table` holds no such
  /// object.
  static func control(_ index: Int32, in table: RecordNameTable?) -> String {
    view(index, in: table) ?? "?"
  }

  /// The class name of the table's object `index`, as `String(describing:)` spells its type, or
  /// `?` when `table` holds no such object.
  ///
  /// `String(describing:)` spells a metatype as `_typeName(_:qualified: false)` does, after
  /// looking for conformances a metatype cannot have, which costs about 100,000 instructions
  /// each time; this asks for the name directly.
  static func className(_ index: Int32, in table: RecordNameTable?) -> String {
    guard let classes = table?.classes, index >= 0, index < classes.count else { return "?" }
    return className(of: classes[Int(index)])
  }

  /// The name of `type` as `String(describing:)` spells it (see `className(_:in:)`): how every
  /// record spells a class.
  static func className(of type: AnyObject.Type) -> String {
    _typeName(type, qualified: false)
  }

  /// The name a control reports its value under, or nil for no value.
  static func valueName(_ index: Int8) -> String? {
    let names = RecordNameTable.valueNames
    guard index >= 0, index < names.count else { return nil }
    return names[Int(index)]
  }
}
