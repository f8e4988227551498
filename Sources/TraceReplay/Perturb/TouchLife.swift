/// One touch of a trace, from its `began` to its end, with the view it was bound to.
struct TouchLife {
  var id: TouchID
  var samples: [TouchSample]
  /// The scene id of the view the unchanged replay bound it to.
  var view: String?

  var began: TouchSample { samples[0] }
  var last: TouchSample { samples[samples.count - 1] }

  /// The touches of `samples`, in the order they began; `records` (of the unchanged replay)
  /// say which view each was bound to.
  static func lives(of samples: [TouchSample], records: [ReplayRecord]) -> [TouchLife] {
    var lives: [TouchLife] = []
    var open: [TouchID: Int] = [:]
    for sample in samples {
      if sample.phase == .began {
        open[sample.id] = lives.count
        lives.append(TouchLife(id: sample.id, samples: [sample]))
      } else if let index = open[sample.id] {
        lives[index].samples.append(sample)
        if sample.phase == .ended || sample.phase == .cancelled { open[sample.id] = nil }
      }
    }
    var pending = lives.indices.map { $0 }
    for record in records {
      guard case .touch(let touch) = record.kind, touch.phase == "began" else { continue }
      if let position = pending.firstIndex(where: {
        lives[$0].id.description == touch.id && lives[$0].began.t == record.t
      }) {
        lives[pending[position]].view = touch.view
        pending.remove(at: position)
      }
    }
    return lives
  }

  /// The largest distance from where the touch began, along either axis and as a distance.
  var movement: (axis: Double, distance: Double) {
    var axis = 0.0
    var distance = 0.0
    for sample in samples {
      let dx = abs(sample.x - began.x)
      let dy = abs(sample.y - began.y)
      axis = max(axis, dx, dy)
      distance = max(distance, (dx * dx + dy * dy).squareRoot())
    }
    return (axis, distance)
  }

  /// How long the touch was down.
  var duration: Double { last.t - began.t }
}
