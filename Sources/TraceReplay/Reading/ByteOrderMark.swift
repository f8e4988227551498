/// The UTF-8 byte order mark that some editors (Excel, Notepad) write at the start of a file;
/// every reader accepts it and skips it.
package enum ByteOrderMark {
  /// The three bytes EF BB BF.
  package static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Whether `bytes` starts with the mark.
  package static func starts(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: Self.bytes)
  }

  /// `bytes` without a leading mark.
  package static func dropped(_ bytes: [UInt8]) -> [UInt8] {
    starts(bytes) ? Array(bytes.dropFirst(3)) : bytes
  }
}
