/// A hand-written byte scanner that reads one touch-sample line into a `TouchSample`.
///
/// It accepts exactly the JSON that `JSONSerialization` accepts for an object line, in any key order
/// and with any JSON whitespace, and in addition rejects duplicate keys. Unknown keys are skipped
/// after their values are validated as JSON. Numbers are read as `Double(String)` reads them.
/// Apart from string ids (cached) and error paths, scanning a line allocates nothing.
package struct SampleScanner {
  /// The deepest nesting accepted inside unknown keys' values; the sample object is depth 1.
  package var maxDepth: Int
  /// Byte offset of the `t` value in the last scanned line.
  var tOffset = 0
  /// Byte offset of the `id` value in the last scanned line.
  var idOffset = 0
  /// Byte offset of the `phase` value in the last scanned line.
  var phaseOffset = 0
  /// The length, without its line break, of the line `quickLineInBuffer` last read.
  var bufferedLineCount = 0
  /// The offset after the line break of the line `quickLineInBuffer` last read; 0 when its last
  /// call read none.
  var bufferedLineNext = 0
  /// The eight bytes at the time of the last line `quickLine` read, the time, and the length of
  /// its token (0 when they do not hold the token and the byte after it: nothing is kept).
  var lastTimeBytes: UInt64 = 0
  var lastTime = 0.0
  var lastTimeLength = 0
  var idCache: [CachedID] = []
  var idCacheNext = 0
  var extraKeys: Set<String> = []
  /// Whether a line of the usual shape is read by `quickLine` (`FastPaths`); off, every line is
  /// read by `scanInFull`.
  var fast = FastPaths.enabled

  /// Creates a scanner; `maxDepth` limits nesting inside unknown keys' values.
  package init(maxDepth: Int = 64) {
    self.maxDepth = maxDepth
  }
}

/// A string id remembered with its raw bytes, so repeated ids do not allocate a new `String`.
struct CachedID {
  var bytes: [UInt8]
  var id: TouchID
}
