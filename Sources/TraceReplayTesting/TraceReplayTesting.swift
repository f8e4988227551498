// TraceReplayTesting: replay a trace inside a test and compare the output with a golden beside
// the test, in Swift Testing or XCTest (docs/testing.md).
//
// Public, for a test author:
// - `replay(_:scene:registry:settings:lenient:)` and `ReplayResult`: the typed records of one
//   replay (`touches`, `controlEvents`, `actions`, `gestures`, `states`, `diagnostics`...,
//   each `Timed`), its `text` / `jsonl` output and `explanations`.
// - `TraceInput` (`.file`, `.jsonl`, `.samples`, `.tap`) and `SceneInput` (`.header`, `.file`,
//   `.json`, `.views { }`, `build(registry:)`): what to replay, against what.
// - `assertGolden(_:as:golden:named:sourceLocation:)` and `assertReplay(...)`, with
//   `GoldenFormat`; `GoldenConfiguration`, `withGoldenConfiguration(record:reportFailure:_:)`,
//   `GoldenRecordMode` and `GoldenFailure` for how goldens are recorded and failures reported.
// - `perturb(...)` and `PerturbReport.kept(...)`: how often an outcome survives jittered touches.
//
// Every other declaration is internal or `package` (the package's own tests reach the XCTest
// observer, `RunningXCTestCase`). Swift Testing is re-exported: the assertions take the caller's
// `SourceLocation` through Swift Testing's `#_sourceLocation` macro, which a default argument
// expands where the call is, so an XCTest file that calls them needs the macro in scope too.
@_exported import Testing
