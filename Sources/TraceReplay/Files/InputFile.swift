import Foundation

/// Reads a small input file (a scene, a gesture script) whole, with one message per way it can
/// fail: missing, a folder, unreadable, or over the size limit.
public enum InputFile {
  /// The bytes of the file at `actualPath`; messages name it `displayPath` and call it `what`
  /// ("scene", "script").
  public static func read(
    actualPath: String, displayPath: String, what: String, maxBytes: Int
  ) throws(Diagnostic) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: actualPath, isDirectory: &isDirectory) else {
      throw Diagnostic(file: displayPath, message: "\(what) file does not exist")
    }
    guard !isDirectory.boolValue else {
      throw Diagnostic(file: displayPath, message: "\(what) path is a folder, not a file")
    }
    guard let data = FileManager.default.contents(atPath: actualPath) else {
      throw Diagnostic(file: displayPath, message: "cannot read the \(what) file (permission denied?)")
    }
    guard data.count <= maxBytes else {
      throw Diagnostic(
        file: displayPath, message: "\(what) file is \(data.count) bytes; the limit is \(maxBytes) bytes")
    }
    return [UInt8](data)
  }
}
