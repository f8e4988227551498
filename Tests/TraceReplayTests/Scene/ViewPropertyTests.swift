import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// A ported control's properties of every kind `set` and `watch` convert, and some they do not.
private final class Gadget: UIControl {
  enum Mode: String, CaseIterable { case linear, logarithmic = "log" }
  enum Level: Int { case low = 1, high = 2 }
  enum Shape: CaseIterable { case round, square }
  enum Tone { case warm, cool }
  enum Payload { case some(Int) }

  var width: CGFloat = 1.5
  var ratio: Double = 0.25
  var fraction: Float = 0.62
  var small: Int8 = 0
  var byte: UInt8 = 0
  var count = 0
  var big: UInt64 = 0
  var flag = false
  var name = "knob"
  var label: String? = nil
  var limit: Int? = 3
  var mode = Mode.linear
  var level = Level.low
  var shape = Shape.round
  var tone = Tone.warm
  var payload = Payload.some(1)
  var origin = CGPoint(x: 1, y: 2)
  var extent = CGSize(width: 3, height: 4)
  var other = UIView(frame: .zero)
  var computed: Int { count * 2 }
}

@Suite("ViewProperty converts a property's value to and from scene values")
struct ViewPropertyTests {
  private let gadget = Gadget(frame: .zero)

  private func read<Value>(_ keyPath: KeyPath<Gadget, Value>) throws -> PropertyValue? {
    try ViewProperty(keyPath).value(of: gadget)
  }

  private func write<Value>(
    _ keyPath: KeyPath<Gadget, Value>, _ value: PropertyValue
  ) -> PropertyConversionError? {
    do {
      try ViewProperty(keyPath).set(value, on: gadget)
      return nil
    } catch {
      return error
    }
  }

  @Test("numbers, Bool and String read with their Swift type's number kind")
  func readsScalars() throws {
    #expect(try read(\.width) == .double(1.5))
    #expect(try read(\.ratio) == .double(0.25))
    #expect(try read(\.fraction) == .float(0.62))
    #expect(try read(\.count) == .int(0))
    #expect(try read(\.flag) == .bool(false))
    #expect(try read(\.name) == .string("knob"))
    #expect(try read(\.origin) == .list([.double(1), .double(2)]))
    #expect(try read(\.extent) == .list([.double(3), .double(4)]))
  }

  @Test("a UInt64 above Int.max reads as unsigned, and sets exactly")
  func unsigned() throws {
    #expect(write(\.big, .unsigned(UInt.max)) == nil)

    #expect(gadget.big == UInt64.max)
    #expect(try read(\.big) == .unsigned(UInt.max))
  }

  @Test("numbers set into every width, a scene's number being a Double")
  func setsNumbers() {
    #expect(write(\.width, .double(7.25)) == nil)
    #expect(write(\.ratio, .double(0.5)) == nil)
    #expect(write(\.fraction, .double(0.62)) == nil)
    #expect(write(\.small, .double(-128)) == nil)
    #expect(write(\.byte, .double(255)) == nil)
    #expect(write(\.count, .int(12)) == nil)

    #expect(gadget.width == 7.25)
    #expect(gadget.ratio == 0.5)
    #expect(gadget.fraction == Float(0.62))
    #expect(gadget.small == -128)
    #expect(gadget.byte == 255)
    #expect(gadget.count == 12)
  }

  @Test(
    "an integer outside its width, with a fraction or huge is refused, never trapped",
    arguments: [
      (PropertyValue.double(128), "Int8"), (.double(-129), "Int8"), (.double(1.5), "Int8"),
      (.double(1e300), "Int8"), (.double(-.infinity), "Int8"), (.double(.nan), "Int8"),
    ])
  func rangeChecked(value: PropertyValue, type: String) {
    #expect(write(\.small, value) == .outOfRange(type: type, range: "a whole number from -128 to 127"))
    #expect(gadget.small == 0)
  }

  @Test("a negative number is refused for an unsigned width, and a Float out of its range")
  func unsignedAndFloatRange() {
    #expect(write(\.byte, .double(-1)) == .outOfRange(type: "UInt8", range: "a whole number from 0 to 255"))
    #expect(write(\.fraction, .double(1e300)) == .outOfRange(type: "Float", range: "±3.4028235e+38"))
  }

  @Test("a value of the wrong kind names what the type takes")
  func wrongKind() {
    #expect(write(\.count, .string("3")) == .wrongType(expected: "a whole number"))
    #expect(write(\.flag, .double(1)) == .wrongType(expected: "true or false"))
    #expect(write(\.name, .bool(true)) == .wrongType(expected: "a string"))
    #expect(write(\.width, .null) == .wrongType(expected: "a number"))
    #expect(write(\.origin, .list([.double(1)])) == .wrongType(expected: "[x, y]"))
  }

  @Test("an optional is null when nil, and null sets it to nil")
  func optionals() throws {
    #expect(try read(\.label) == .null)
    #expect(try read(\.limit) == .int(3))

    #expect(write(\.label, .string("Volume")) == nil)
    #expect(write(\.limit, .null) == nil)

    #expect(gadget.label == "Volume")
    #expect(gadget.limit == nil)
    #expect(try read(\.label) == .string("Volume"))
  }

  @Test("an enum with raw values reads as its raw value, and sets by raw value or case name")
  func rawValueEnums() throws {
    #expect(try read(\.mode) == .string("linear"))
    #expect(try read(\.level) == .int(1))

    #expect(write(\.mode, .string("log")) == nil)
    #expect(gadget.mode == .logarithmic)
    #expect(write(\.mode, .string("linear")) == nil)
    #expect(gadget.mode == .linear)
    #expect(write(\.mode, .string("logarithmic")) == nil)
    #expect(gadget.mode == .logarithmic)
    #expect(write(\.level, .double(2)) == nil)
    #expect(gadget.level == .high)
  }

  @Test("an enum with Int raw values is set by case name too, though it does not list its cases")
  func intEnumByName() {
    #expect(write(\.level, .string("high")) == nil)
    #expect(gadget.level == .high)
  }

  @Test("an enum value that is no case is refused, listing the cases when the enum has a list")
  func noSuchCase() {
    #expect(write(\.mode, .string("cubic")) == .noSuchCase(type: "Mode", cases: ["linear", "logarithmic"]))
    #expect(write(\.level, .double(7)) == .noSuchCase(type: "Level", cases: ["low", "high"]))
    #expect(write(\.shape, .string("oval")) == .noSuchCase(type: "Shape", cases: ["round", "square"]))
  }

  @Test("an enum without raw values reads as its case name, and sets by name when CaseIterable")
  func caseNameEnums() throws {
    #expect(try read(\.shape) == .string("round"))
    #expect(try read(\.tone) == .string("warm"))

    #expect(write(\.shape, .string("square")) == nil)

    #expect(gadget.shape == .square)
    #expect(write(\.tone, .string("cool")) == .notConvertible(type: "Tone"))
  }

  @Test("a type that is not convertible is named, for watch and for set")
  func notConvertible() {
    #expect(throws: PropertyConversionError.notConvertible(type: "UIView")) { try read(\.other) }
    #expect(throws: PropertyConversionError.notConvertible(type: "Payload")) { try read(\.payload) }
    #expect(write(\.other, .null) == .notConvertible(type: "UIView"))
    #expect(throws: PropertyConversionError.notConvertible(type: "UIView")) {
      try ViewProperty(\Gadget.other).checkConvertible(on: gadget)
    }
  }

  @Test("a read-only property reads but does not set")
  func readOnly() throws {
    let property = ViewProperty(\Gadget.computed)

    #expect(!property.isSettable)
    #expect(try property.value(of: gadget) == .int(0))
    #expect(try property.set(.int(1), on: gadget) == false)
  }

  @Test("another class's object has no value for the property")
  func otherClass() throws {
    #expect(try ViewProperty(\Gadget.count).value(of: UIView(frame: .zero)) == nil)
  }

  @Test("the text form drops a whole number's point; JSON keeps the reporters' digits")
  func formats() {
    #expect(PropertyValue.double(0).text == "0")
    #expect(PropertyValue.double(17.16).text == "17.16")
    #expect(PropertyValue.float(0.62).text == "0.62")
    #expect(PropertyValue.double(0).json == "0.0")
    #expect(PropertyValue.float(0.62).json == "0.62")
    #expect(PropertyValue.string("a\"b").json == #""a\"b""#)
    #expect(PropertyValue.list([.double(1), .double(2.5)]).text == "[1, 2.5]")
  }

  @Test("a subclass has its superclasses' registered properties, its own replacing theirs")
  func inherited() {
    var registry = ClassRegistry.standard
    registry.registerProperties("Gadget", ["count": ViewProperty(\Gadget.count)])

    let names = registry.properties(of: gadget, named: "Gadget").keys.sorted()

    #expect(names.contains("count"))
    #expect(names.contains("isEnabled"))
    #expect(names.contains("alpha"))
    #expect(!names.contains("value"))
  }
}
