import Foundation

/// The process's arguments as the bytes the system passed: `CommandLine.arguments` decodes them
/// lossily, so a file name that is not UTF-8 would arrive with U+FFFD in place of its bad bytes
/// and could name, and with `-o` overwrite, a different file.
enum ArgumentBytes {
  /// The process's arguments after the executable's name, as raw bytes.
  static func process() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
    }
  }

  /// The message for the first argument that is not valid UTF-8, or nil when all are.
  static func problem(in arguments: [[UInt8]]) -> String? {
    for (index, bytes) in arguments.enumerated() where String(validating: bytes, as: UTF8.self) == nil {
      let shown = bytes.prefix(16).map { String(format: "%02x", $0) }.joined(separator: " ")
      return "argument \(index + 1) is not valid UTF-8 (bytes \(shown)\(bytes.count > 16 ? " ..." : "")): "
        + "tracereplay reads names as UTF-8; rename the file or pass its folder"
    }
    return nil
  }
}
