extension GeteventImporter {
  static let evSyn = 0, evKey = 1, evAbs = 3
  static let synReport = 0, synMTReport = 2
  static let btnTouch = 0x14a
  static let absX = 0x00, absY = 0x01, absMTSlot = 0x2f, absMTPositionX = 0x35
  static let absMTPositionY = 0x36, absMTTrackingID = 0x39

  static let typeLabels = ["EV_SYN": 0, "EV_KEY": 1, "EV_REL": 2, "EV_ABS": 3, "EV_MSC": 4, "EV_SW": 5]
  static let codeLabels = [
    "SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3, "BTN_TOUCH": 0x14a,
    "ABS_X": 0x00, "ABS_Y": 0x01, "ABS_PRESSURE": 0x18, "ABS_MT_SLOT": 0x2f,
    "ABS_MT_TOUCH_MAJOR": 0x30, "ABS_MT_TOUCH_MINOR": 0x31, "ABS_MT_WIDTH_MAJOR": 0x32,
    "ABS_MT_WIDTH_MINOR": 0x33, "ABS_MT_ORIENTATION": 0x34, "ABS_MT_POSITION_X": 0x35,
    "ABS_MT_POSITION_Y": 0x36, "ABS_MT_TOOL_TYPE": 0x37, "ABS_MT_BLOB_ID": 0x38,
    "ABS_MT_TRACKING_ID": 0x39, "ABS_MT_PRESSURE": 0x3a, "ABS_MT_DISTANCE": 0x3b,
  ]
  static let valueLabels = ["UP": 0, "DOWN": 1, "REPEAT": 2]

  /// Consumes one line of the capture, emitting samples when it completes a frame.
  package mutating func consume(line text: String, emit: (TouchSample) throws -> Void) throws {
    lineNumber += 1
    guard let event = try parse(text) else { return }
    if event.type == Self.evSyn && event.code == Self.synReport {
      try endFrame(at: event.time, emit: emit)
    } else {
      guard frame.count < 100_000 else {
        throw error(text, column: 1, "more than 100000 events without a SYN_REPORT")
      }
      frame.append(event)
    }
  }

  func error(_ text: String, column: Int, _ message: String) -> Diagnostic {
    Diagnostic(.error, file: file, line: lineNumber, column: column, message: message, sourceLine: text)
  }

  /// The event on a line, or nil for lines getevent prints about devices and blank lines.
  func parse(_ text: String) throws -> GeteventEvent? {
    // Words with their 1-based byte columns.
    var words: [(text: Substring, column: Int)] = []
    var column = 1
    var wordStart: String.Index?
    var wordColumn = 0
    for index in text.indices {
      let character = text[index]
      if character == " " || character == "\t" || character == "\r" {
        if let start = wordStart { words.append((text[start..<index], wordColumn)) }
        wordStart = nil
      } else if character == "[" || character == "]" {
        if let start = wordStart { words.append((text[start..<index], wordColumn)) }
        words.append((text[index...index], column))
        wordStart = nil
      } else if wordStart == nil {
        wordStart = index
        wordColumn = column
      }
      column += character.utf8.count
    }
    if let start = wordStart { words.append((text[start...], wordColumn)) }
    guard let first = words.first else { return nil }
    if first.text == "add" || first.text == "name:" || first.text == "could" { return nil }
    var index = 0
    if words[index].text.hasPrefix("/dev/") { index += 1 }
    guard index < words.count, words[index].text == "[" else {
      let found = index < words.count ? "'\(words[index].text)'" : "end of line"
      throw error(
        text, column: index < words.count ? words[index].column : column,
        "expected a timestamp like '[   53890.813990]' (capture with 'getevent -t'), "
          + "found \(found)")
    }
    guard index + 2 < words.count, words[index + 2].text == "]",
      let time = Self.timestamp(words[index + 1].text)
    else {
      let at = index + 1 < words.count ? words[index + 1] : (text: Substring(""), column: column)
      throw error(
        text, column: at.column,
        "expected a timestamp in seconds like 53890.813990 "
          + "between '[' and ']', found '\(at.text)'")
    }
    index += 3
    if index < words.count, words[index].text.hasPrefix("/dev/") { index += 1 }
    let fields = words[index...]
    guard fields.count == 3 else {
      let at = fields.count > 3 ? fields[index + 3].column : column
      throw error(
        text, column: at,
        "expected 'type code value' after the timestamp, "
          + "like '0003 0035 000001be' or 'EV_ABS ABS_MT_POSITION_X 000001be'")
    }
    let typeWord = fields[index]
    let codeWord = fields[index + 1]
    let valueWord = fields[index + 2]
    guard let type = Self.typeLabels[String(typeWord.text)] ?? Self.hex(typeWord.text, digits: 4) else {
      throw error(
        text, column: typeWord.column,
        "expected an event type like 0003 or EV_ABS, "
          + "found '\(typeWord.text)'")
    }
    guard
      let code = Self.codeLabels[String(codeWord.text)] ?? Self.hex(codeWord.text, digits: 4)
        ?? (Self.isLabel(codeWord.text) ? -1 : nil)
    else {
      throw error(
        text, column: codeWord.column,
        "expected an event code like 0035 or ABS_MT_POSITION_X, "
          + "found '\(codeWord.text)'")
    }
    guard let value = Self.valueLabels[String(valueWord.text)] ?? Self.signedHex(valueWord.text) else {
      throw error(
        text, column: valueWord.column,
        "expected a value of at most 8 hex digits "
          + "like 000001be, found '\(valueWord.text)'")
    }
    return GeteventEvent(type: type, code: code, value: value, time: time, line: lineNumber)
  }

  static func isLabel(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") }
  }

  static func timestamp(_ text: Substring) -> Double? {
    guard !text.isEmpty, text.count <= 30, text.filter({ $0 == "." }).count <= 1,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  static func hex(_ text: Substring, digits: Int) -> Int? {
    guard !text.isEmpty, text.count <= digits, text.allSatisfy(\.isHexDigit), text.allSatisfy(\.isASCII)
    else { return nil }
    return Int(text, radix: 16)
  }

  /// Up to 8 hex digits as a signed 32-bit value (`ffffffff` is -1).
  static func signedHex(_ text: Substring) -> Int? {
    guard let raw = hex(text, digits: 8), let bits = UInt32(exactly: raw) else { return nil }
    return Int(Int32(bitPattern: bits))
  }
}
