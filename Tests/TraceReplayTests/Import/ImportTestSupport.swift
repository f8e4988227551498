@testable import TraceReplay

/// Imports a getevent capture held in a string, collecting the samples.
func importGetevent(
  _ text: String, scale: ImportScale? = nil
) throws -> (samples: [TouchSample], summary: ImportSummary) {
  var samples: [TouchSample] = []
  let summary = try GeteventImporter.importText(text, file: "cap.txt", scale: scale) { samples.append($0) }
  return (samples, summary)
}

/// The diagnostic a getevent capture fails with, or nil.
func geteventError(_ text: String) -> Diagnostic? {
  do {
    _ = try importGetevent(text)
    return nil
  } catch {
    return error as? Diagnostic
  }
}
