import Foundation

/// `tracereplay-bench port`: times `tracereplay port` on 10,000 lines of generated controls
/// written the way iOS files are (`import UIKit`, `@objc`, `@IBInspectable`, `#selector`,
/// an override in an extension), against the issue's floor of one second, and against `cat`ing
/// the same files in the same run (the baseline: what reading them costs).
struct PortBench {
  var lines = 10_000
  var runs = 5
  var folder = "bench-out"
  var tool: String?

  func run() throws {
    let base = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.path
    let input = base + "/port-input"
    let output = base + "/port-output"
    try? FileManager.default.removeItem(atPath: input)
    try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
    var written = 0
    var files: [String] = []
    var index = 0
    while written < lines {
      let text = Self.control(index)
      let path = input + "/Control\(index).swift"
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      files.append(path)
      written += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      index += 1
    }
    let binaries = Bundle.main.executableURL?.deletingLastPathComponent().path ?? "."
    let tool = self.tool ?? binaries + "/tracereplay"
    print("port bench: \(written) lines in \(files.count) files, median of \(runs) runs")
    var port: [ChildRun] = []
    var read: [ChildRun] = []
    for _ in 0..<runs {
      port.append(try ChildRun.run([tool, "port", input, "-o", output, "--package-path", base]))
      read.append(try ChildRun.run(["/bin/cat"] + files))
    }
    let wall = Bench.median(port.map(\.seconds))
    let cpu = Bench.median(port.map(\.cpuSeconds))
    let readCPU = Bench.median(read.map(\.cpuSeconds))
    // CPU time decides (wall time waits for a busy machine's other work).
    print(
      "  port: \(fixed(cpu, 3)) s CPU, \(fixed(wall, 3)) s wall (goal: under 1 s)  \(cpu < 1 ? "met" : "NOT MET")"
    )
    print("  cat of the same files: \(fixed(readCPU, 3)) s CPU")
  }

  /// One control of about 60 lines.
  static func control(_ index: Int) -> String {
    """
    import UIKit
    import QuartzCore

    @IBDesignable
    class Control\(index): UIControl {
        @IBInspectable var value: CGFloat = 0 { didSet { setNeedsLayout() } }
        @IBInspectable var minimumValue: CGFloat = 0
        @IBInspectable var maximumValue: CGFloat = 1
        private let thumb = CALayer()
        private let button = UIButton(type: .system)
        private var timer: Timer?

        override init(frame: CGRect) {
            super.init(frame: frame)
            commonInit()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            commonInit()
        }

        private func commonInit() {
            layer.addSublayer(thumb)
            addSubview(button)
            button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
            button.addTarget(self, action: #selector(buttonDown(_:forEvent:)), for: .touchDown)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let fraction = (value - minimumValue) / max(0.0001, maximumValue - minimumValue)
            thumb.frame = CGRect(x: bounds.width * fraction - 15, y: 0, width: 30, height: bounds.height)
            button.frame = CGRect(x: bounds.width - 44, y: 0, width: 44, height: bounds.height)
        }

        @objc func buttonTapped(_ sender: UIButton) {
            timer?.invalidate()
            value = min(maximumValue, value + 0.1)
            sendActions(for: .valueChanged)
        }

        @objc dynamic func buttonDown(_ sender: UIButton, forEvent event: UIEvent) {
            timer = Timer.scheduledTimer(
                timeInterval: 0.5, target: self, selector: #selector(repeatStep), userInfo: nil, repeats: true)
        }

        @objc private func repeatStep() {
            value = min(maximumValue, value + 0.1)
            sendActions(for: .valueChanged)
        }
    }

    extension Control\(index) {
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            let point = touch.location(in: self)
            return thumb.frame.insetBy(dx: -8, dy: -8).contains(point)
        }
    }

    """
  }
}
