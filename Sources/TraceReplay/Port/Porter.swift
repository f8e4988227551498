import Foundation

/// `tracereplay port`: reads a team's UIKit source files, rewrites copies of them, and writes a
/// SwiftPM package that replays traces through their classes (contract section 10).
package enum Porter {
  /// What to port and where.
  package struct Request: Sendable {
    /// The files and folders as the user named them.
    package var paths: [String]
    /// The package folder to write, as named.
    package var output: String
    package var dependency: PortManifest.Dependency
    /// The module of loose files.
    package var name: String
    /// What relative paths are resolved against.
    package var currentDirectory: String

    package init(
      paths: [String], output: String, dependency: PortManifest.Dependency, name: String = "PortedControls",
      currentDirectory: String
    ) {
      self.paths = paths
      self.output = output
      self.dependency = dependency
      self.name = name
      self.currentDirectory = currentDirectory
    }
  }

  /// What a port did.
  package struct Result: Sendable {
    /// Per file, what changed, in module order.
    package var summaries: [PortSummary] = []
    /// Problems that did not stop the port.
    package var warnings: [Diagnostic] = []
    /// The modules written, sorted, with their view and recognizer class counts.
    package var modules: [(name: String, views: Int, recognizers: Int)] = []
  }

  /// Module names that would clash with the generated package's own targets and dependencies.
  static let reservedNames: Set<String> = [
    "UIKit", "UIKitModel", "UIKitPorting", "TraceReplay", "TraceReplayCLI", "Foundation", "Swift",
    "tracereplay_ported", "Dispatch", "PackageDescription",
  ]

  /// Imports that mark a file as not part of a control (tests, SwiftUI wrappers, macOS code): such
  /// a file is left out, with a warning.
  static let skippedImports: Set<String> = ["XCTest", "SwiftUI", "AppKit", "Cocoa", "Testing"]

  /// Ports `request`; throws a `Diagnostic` for bad input, leaving the output folder as it was.
  package static func port(_ request: Request) throws -> Result {
    let output = absolute(request.output, in: request.currentDirectory)
    var result = Result()
    var inputs = try gather(request, result: &result)
    try checkOutput(output, display: request.output, inputs: inputs.map(\.folder))
    inputs.sort { $0.name < $1.name }
    var files: [(String, String)] = []
    var declared: [String: (module: String, location: String)] = [:]
    for input in inputs {
      let module = PortModule(name: input.name, sources: input.sources)
      for found in module.classes where !found.isNested {
        let source = module.sources[found.file]
        let (line, column) = source.location(of: found.nameOffset)
        if let earlier = declared[found.name], earlier.module != module.name {
          throw source.diagnostic(
            at: found.nameOffset,
            "class '\(found.name)' is declared in module '\(earlier.module)' and in module '\(module.name)'",
            notes: [
              "the other is at \(earlier.location); the registry names classes by name alone: rename one, or port the modules apart"
            ])
        }
        declared[found.name] = (module.name, "\(source.displayPath):\(line):\(column)")
      }
      let (entries, skipped) = PortRegistryText.entries(of: module)
      guard !entries.views.isEmpty || !entries.recognizers.isEmpty else {
        throw Diagnostic(
          file: input.display,
          message: "no UIView, UIControl or UIGestureRecognizer subclass in module '\(module.name)'",
          notes: [
            "port the folders that declare the controls; a class must be able to be made with init(frame:)"
          ])
      }
      for (found, reason) in skipped {
        result.warnings.append(
          module.sources[found.file].diagnostic(
            .warning, at: found.nameOffset, "class '\(found.name)' is not registered: \(reason)"))
      }
      let rewritten = try PortRewriter.rewrite(module)
      result.warnings += rewritten.warnings
      result.summaries += rewritten.summaries
      for (index, source) in module.sources.enumerated() {
        files.append(("Sources/\(module.name)/\(source.relativePath)", rewritten.texts[index]))
      }
      files.append(
        (
          "Sources/\(module.name)/PortedRegistry.swift",
          PortRegistryText.text(module: module.name, entries: entries)
        ))
      result.modules.append((module.name, entries.views.count, entries.recognizers.count))
    }
    let names = inputs.map(\.name)
    let packageName = URL(fileURLWithPath: output).lastPathComponent
    files.append(
      (
        "Package.swift",
        PortManifest.packageText(name: packageName, modules: names, dependency: request.dependency)
      ))
    files.append(("Sources/UIKit/UIKit.swift", PortManifest.uikitText))
    files.append(("Sources/\(PortManifest.executable)/main.swift", PortManifest.mainText(modules: names)))
    try PortPackageWriter.write(files, to: output, displayPath: request.output)
    return result
  }

  /// One module's input: a folder, or the loose files.
  struct Input {
    var name: String
    /// The argument as named, for messages.
    var display: String
    /// The folder (absolute), nil for loose files.
    var folder: String?
    var sources: [PortSource] = []
  }

  /// `path` made absolute against `directory`, with `.` and `..` resolved.
  package static func absolute(_ path: String, in directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  private static func gather(_ request: Request, result: inout Result) throws -> [Input] {
    let manager = FileManager.default
    var inputs: [Input] = []
    var loose = Input(name: request.name, display: request.name, folder: nil)
    for path in request.paths {
      let full = absolute(path, in: request.currentDirectory)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: full, isDirectory: &isFolder) else {
        throw Diagnostic(file: path, message: "no such file or folder")
      }
      if isFolder.boolValue {
        let name = URL(fileURLWithPath: full).lastPathComponent
        var input = Input(name: try moduleName(name, display: path), display: path, folder: full)
        guard let walker = manager.enumerator(atPath: full) else {
          throw Diagnostic(file: path, message: "cannot read the folder")
        }
        var relatives: [String] = []
        while let relative = walker.nextObject() as? String {
          let last = (relative as NSString).lastPathComponent
          if last.hasPrefix(".") || last == "Package.swift" {
            if last.hasPrefix(".") { walker.skipDescendants() }
            continue
          }
          if relative.hasSuffix(".swift") { relatives.append(relative) }
        }
        for relative in relatives.sorted() {
          let display = path.hasSuffix("/") ? path + relative : path + "/" + relative
          if let source = try read(
            full + "/" + relative, display: display, relative: relative, result: &result)
          {
            input.sources.append(source)
          }
        }
        guard !input.sources.isEmpty else {
          throw Diagnostic(file: path, message: "no Swift files in this folder")
        }
        if inputs.contains(where: { $0.name == input.name }) {
          throw Diagnostic(
            file: path, message: "two folders make the module '\(input.name)'",
            notes: ["each folder is a module named after it; rename one folder"])
        }
        inputs.append(input)
      } else {
        guard path.hasSuffix(".swift") else {
          throw Diagnostic(file: path, message: "not a Swift file: port takes .swift files and folders")
        }
        let name = URL(fileURLWithPath: full).lastPathComponent
        if let source = try read(full, display: path, relative: name, result: &result) {
          loose.sources.append(source)
        }
      }
    }
    if !loose.sources.isEmpty {
      loose.name = try moduleName(request.name, display: request.name)
      if inputs.contains(where: { $0.name == loose.name }) {
        throw Diagnostic(
          file: request.name, message: "the loose files' module '\(loose.name)' has a folder's name",
          notes: ["name it apart with --name"])
      }
      inputs.append(loose)
    }
    for input in inputs {
      var seen: [String: String] = [:]
      for source in input.sources {
        let base = (source.relativePath as NSString).lastPathComponent
        if base == "PortedRegistry.swift" && source.relativePath == base {
          throw Diagnostic(
            file: source.displayPath, message: "'PortedRegistry.swift' is the name of the generated registry")
        }
        if let other = seen[base] {
          throw Diagnostic(
            file: source.displayPath, message: "two files named '\(base)' in module '\(input.name)'",
            notes: ["the other is \(other); Swift refuses two files of one name in a module"])
        }
        seen[base] = source.displayPath
      }
    }
    return inputs
  }

  /// `name` as a module name: letters, digits and `_`, not starting with a digit, not reserved.
  static func moduleName(_ name: String, display: String) throws -> String {
    var result = String(
      name.unicodeScalars.map { scalar in
        (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") && scalar.isASCII
          ? Character(scalar) : "_"
      })
    if result.first.map({ $0.isNumber }) ?? true { result = "_" + result }
    guard !reservedNames.contains(result) else {
      throw Diagnostic(
        file: display, message: "the module name '\(result)' is taken by the generated package",
        notes: ["rename the folder, or use --name for loose files"])
    }
    return result
  }

  /// The file at `path`, or nil when it is left out; throws for bytes that are not Swift text.
  private static func read(_ path: String, display: String, relative: String, result: inout Result) throws
    -> PortSource?
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Diagnostic(file: display, message: "cannot read the file")
    }
    let bytes = [UInt8](data)
    if let bad = firstBadByte(bytes) {
      let source = PortSource(displayPath: display, relativePath: relative, bytes: Array(bytes[..<bad]))
      let (line, column) = source.location(of: bad)
      throw Diagnostic(
        file: display, line: line, column: column,
        message: bytes[bad] == 0
          ? "not a Swift file: a NUL byte"
          : "not UTF-8: the byte 0x\(String(bytes[bad], radix: 16, uppercase: true))",
        notes: ["Swift source files are UTF-8 text"])
    }
    let source = PortSource(displayPath: display, relativePath: relative, bytes: bytes)
    if let skipped = skippedImport(source) {
      result.warnings.append(
        source.diagnostic(
          .warning, at: source.tokens[skipped].start,
          "left out: it imports \(source.text(source.next(after: skipped) ?? skipped)), which the port does not provide"
        ))
      return nil
    }
    return source
  }

  /// The offset of the first byte that is NUL or not valid UTF-8, or nil.
  static func firstBadByte(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0 { return index }
      if byte < 0x80 {
        index += 1
        continue
      }
      let length: Int
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return index
      }
      guard index + length <= bytes.count else { return index }
      for step in 1..<length where bytes[index + step] & 0xC0 != 0x80 { return index }
      let second = bytes[index + 1]
      if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F) || (byte == 0xF0 && second < 0x90)
        || (byte == 0xF4 && second > 0x8F)
      {
        return index
      }
      index += length
    }
    return nil
  }

  /// The `import` token of an unconditional import of a module in `skippedImports`, if any.
  private static func skippedImport(_ source: PortSource) -> Int? {
    var depth = 0
    for position in source.tokens.indices {
      let token = source.tokens[position]
      if token.kind == .pound {
        if source.equals(position, "#if") { depth += 1 }
        if source.equals(position, "#endif") { depth -= 1 }
        continue
      }
      guard depth == 0, source.isWord(position, "import"), let name = source.next(after: position),
        skippedImports.contains(source.text(name))
      else { continue }
      return position
    }
    return nil
  }

  /// Refuses an output that is a file, an input folder, inside one, or holding an input, or a
  /// non-empty folder that `port` did not write.
  private static func checkOutput(_ output: String, display: String, inputs: [String?]) throws {
    let manager = FileManager.default
    let real = resolved(output)
    for case let folder? in inputs {
      let input = resolved(folder)
      if real == input || real.hasPrefix(input + "/") {
        throw Diagnostic(
          file: display, message: "the output folder is an input folder or inside one",
          notes: ["write the package elsewhere: port never writes beside the files it reads"])
      }
      if input.hasPrefix(real + "/") {
        throw Diagnostic(
          file: display, message: "the output folder holds an input folder, which writing it would replace")
      }
    }
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: output, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue else {
      throw Diagnostic(file: display, message: "the output is a file, not a folder")
    }
    let contents = (try? manager.contentsOfDirectory(atPath: output)) ?? []
    guard !contents.isEmpty else { return }
    let manifest = (try? String(contentsOfFile: output + "/Package.swift", encoding: .utf8)) ?? ""
    guard
      manifest.split(separator: "\n").dropFirst().first.map({ $0.hasPrefix(PortPackageWriter.marker) })
        ?? false
    else {
      throw Diagnostic(
        file: display, message: "the output folder is not empty and was not written by tracereplay port",
        notes: ["choose a new or empty folder; port replaces the whole folder"])
    }
  }

  /// `path` with symbolic links resolved as far as it exists.
  static func resolved(_ path: String) -> String {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    var suffix: [String] = []
    while !FileManager.default.fileExists(atPath: url.path) && url.path != "/" {
      suffix.insert(url.lastPathComponent, at: 0)
      url.deleteLastPathComponent()
    }
    let base = url.resolvingSymlinksInPath().path
    return ([base == "/" ? "" : base] + suffix).joined(separator: "/")
  }
}
