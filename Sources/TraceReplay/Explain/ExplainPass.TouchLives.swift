extension ExplainPass {
  /// The touches the pass still needs, each named by a serial number given in the order the
  /// touches began: those down, and those that ended in the group being explained.
  ///
  /// A touch's explanations are made when it begins and when it ends; once its group is
  /// explained (and no control still tracks it), `dropSettled()` forgets it, so the pass holds at most the touches down at once (20,
  /// the trace's limit) and those of one group, whatever the trace's length. Serials are what the
  /// pass keeps in its maps: they stay valid while touches before them are dropped.
  struct TouchLives {
    private var storage: [TouchLife] = []
    private var serials: [Int] = []
    private var nextSerial = 0

    /// The serials of the touches held, in the order they began.
    var indices: [Int] { serials }

    /// Holds `life` and returns its serial.
    mutating func append(_ life: TouchLife) -> Int {
      let serial = nextSerial
      nextSerial += 1
      storage.append(life)
      serials.append(serial)
      return serial
    }

    /// Whether the touch with this serial is still held.
    func contains(_ serial: Int) -> Bool {
      position(of: serial) != nil
    }

    /// The touch with this serial, which must still be held.
    subscript(serial: Int) -> TouchLife {
      get { storage[position(of: serial)!] }
      // Mutated in place: a touch's lists are appended to once per sample.
      _modify { yield &storage[position(of: serial)!] }
    }

    /// Forgets the touches that are over and whose explanations are made.
    mutating func dropSettled() {
      guard storage.contains(where: \.isSettled) else { return }
      serials = zip(serials, storage).filter { !$0.1.isSettled }.map(\.0)
      storage.removeAll(where: \.isSettled)
    }

    /// Serials are ascending: a binary search over at most a few dozen touches.
    private func position(of serial: Int) -> Int? {
      var low = 0
      var high = serials.count
      while low < high {
        let middle = (low + high) / 2
        if serials[middle] < serial { low = middle + 1 } else { high = middle }
      }
      return low < serials.count && serials[low] == serial ? low : nil
    }
  }
}

extension Explanation {
  /// This explanation, tied to the touch `life` (nil: to none), so that its text says each fact
  /// of that touch once.
  func about(_ life: ExplainPass.TouchLife?) -> Explanation {
    var copy = self
    copy.touchBegan = life?.began
    return copy
  }
}
