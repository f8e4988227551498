/// The terminal sketch of one capture: the window and its views as box outlines on a character
/// grid, each finger's path in its glyph, then a legend. Built and drawn by `ASCIIRenderer.scene`.
struct ASCIIPicture {
  let capture: RenderCapture
  let options: RenderOptions
  let story: RenderStory
  let scale: ASCIIScale
  var canvas: ASCIICanvas

  /// The glyphs of fingers by order of first appearance: digits, then letters other than `o` and
  /// `x` (which mark where touches begin and end); `*` after those.
  static let fingerGlyphs = Array("123456789abcdefghijklmnpqrstuvwyzABCDEFGHIJKLMNPQRSTUVWYZ".utf8)
  static let otherFingers = UInt8(ascii: "*")

  init(capture: RenderCapture, options: RenderOptions, width: Int) {
    self.init(
      capture: capture, options: options,
      story: RenderStory(
        records: capture.records, options: options, offsets: capture.offsets, seen: capture.seenOffsets),
      width: width)
  }

  private init(capture: RenderCapture, options: RenderOptions, story: RenderStory, width: Int) {
    self.capture = capture
    self.options = options
    self.story = story
    self.scale = ASCIIScale(content: capture.content(options), columns: width)
    self.canvas = ASCIICanvas(columns: scale.columns, rows: scale.rows, extent: scale.extent)
  }

  /// The glyph of the finger with colour index `index`.
  static func glyph(_ index: Int) -> UInt8 {
    fingerGlyphs.indices.contains(index) ? fingerGlyphs[index] : otherFingers
  }

  /// The header, a grid per touch group (one when every touch began at the scroll offsets the
  /// scene was built with; each under its title otherwise), then the legend of the whole replay.
  func draw() -> String {
    var text = header()
    for panel in RenderPanel.panels(capture, story, options) {
      var picture = ASCIIPicture(
        capture: panel.capture, options: options, story: panel.story, width: scale.columns)
      picture.drawViews()
      picture.drawFingers()
      if let title = panel.title { text += Self.ascii(title) + "\n" }
      text += picture.canvas.text
    }
    return text + legend()
  }

  // MARK: Views

  private mutating func drawViews() {
    canvas.box(scale.box(capture.windowSize))
    for view in capture.views {
      let box = scale.box(view.frame)
      canvas.box(box, dotted: view.isHidden)
      label(view, in: box)
    }
  }

  /// Writes the view's id into its top edge after the corner, with why it takes no touches when
  /// that fits too; nothing when even the id does not fit between the corners.
  private mutating func label(_ view: RenderView, in box: ASCIIBox) {
    guard box.top >= 0, box.top < canvas.rows else { return }
    let start = max(box.left + 1, 0)
    let room = min(box.right, canvas.columns) - start
    let id = Self.ascii(view.id)
    var candidates = [id]
    if view.isHidden {
      candidates.insert(id + " (hidden)", at: 0)
    } else if let reason = view.inertReason {
      candidates.insert(id + " (\(reason))", at: 0)
    }
    guard let text = candidates.first(where: { !$0.isEmpty && $0.utf8.count <= room }) else { return }
    canvas.text(text, start, box.top)
  }

  // MARK: Fingers

  /// Each finger's path in its glyph, a touch at a time (a new `began` starts a new path); then
  /// `o` where touches began and `x` where they ended or were cancelled, on top of every path.
  private mutating func drawFingers() {
    for finger in story.fingers {
      let glyph = Self.glyph(finger.index)
      var previous: RenderStory.Sample?
      for sample in finger.samples {
        let here = scale.position(sample.point)
        if let previous, sample.phase != .began {
          canvas.line(from: scale.position(previous.point), to: here, glyph)
        } else {
          canvas.line(from: here, to: here, glyph)
        }
        previous = sample
      }
    }
    for marker in ["began", "ended"] {
      for finger in story.fingers {
        for sample in finger.samples {
          let ends = sample.phase == .ended || sample.phase == .cancelled
          guard marker == "began" ? sample.phase == .began : ends,
            let cell = scale.cell(sample.point)
          else { continue }
          canvas.set(cell.column, cell.row, UInt8(ascii: marker == "began" ? "o" : "x"))
        }
      }
    }
  }

  /// `text` with every character outside printable ASCII replaced by `?`.
  static func ascii(_ text: String) -> String {
    String(
      decoding: text.unicodeScalars.map { $0.value >= 0x20 && $0.value < 0x7F ? UInt8($0.value) : 0x3F },
      as: UTF8.self)
  }
}
