/// Splits CSV lines into records of fields: quoted fields (`"a ""b"", c"`) may span lines.
struct CSVRecordReader<Source: ImportLineSource> {
  /// One record: its fields with their 1-based byte columns, and where it starts.
  struct Record {
    var fields: [String]
    var columns: [Int]
    var line: Int
    var text: String
  }

  var source: Source
  var file: String
  var lineNumber = 0

  init(source: Source, file: String) {
    self.source = source
    self.file = file
  }

  /// The next non-blank record, or nil at the end of the input.
  mutating func next() throws -> Record? {
    var text: String
    repeat {
      guard let line = try source.nextLine() else { return nil }
      lineNumber += 1
      // Excel writes a byte order mark before the first line; it is not part of a field.
      text =
        lineNumber == 1 && line.unicodeScalars.first == "\u{FEFF}"
        ? String(line.unicodeScalars.dropFirst()) : line
    } while text.allSatisfy { $0 == " " || $0 == "\t" }
    let start = lineNumber
    var fields: [String] = []
    var columns: [Int] = []
    var field: [UInt8] = []
    var fieldColumn = 1
    var quoted = false
    var bytes = Array(text.utf8)
    var i = 0
    var column = 1
    while true {
      if i == bytes.count {
        guard quoted else { break }
        guard let more = try source.nextLine() else {
          throw Diagnostic(
            .error, file: file, line: start, column: fieldColumn,
            message: "quoted field is not closed before the end of the file",
            sourceLine: text)
        }
        lineNumber += 1
        field.append(0x0A)
        bytes = Array(more.utf8)
        i = 0
        continue
      }
      let byte = bytes[i]
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\"") {
            field.append(byte)
            i += 1
          } else {
            quoted = false
          }
        } else {
          field.append(byte)
        }
      } else if byte == UInt8(ascii: "\"") && field.allSatisfy({ $0 == 0x20 }) {
        field.removeAll()
        quoted = true
      } else if byte == UInt8(ascii: ",") {
        fields.append(String(decoding: field, as: UTF8.self))
        columns.append(fieldColumn)
        field.removeAll()
        fieldColumn = column + 1
      } else {
        field.append(byte)
      }
      i += 1
      column += 1
    }
    fields.append(String(decoding: field, as: UTF8.self))
    columns.append(fieldColumn)
    return Record(fields: fields, columns: columns, line: start, text: text)
  }
}
