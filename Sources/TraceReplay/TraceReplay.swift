// TraceReplay: reads traces and scenes, replays them through UIKitModel, and reports, explains,
// renders, perturbs, shrinks, synthesizes, imports and ports (the `tracereplay` commands, which
// TraceReplayCLI parses).
//
// Public, for a program or a test that replays:
// - Running a replay: `ReplayRequest` (trace, scene, format, registry, settings, a scene built in
//   code) and `ReplayRun.run(_:output:diagnostics:)` (the output `run` prints, into a
//   `TextOutput` such as `StringOutput` or a `BufferedWriter`) or
//   `ReplayRun.run(_:record:diagnostics:sceneBuilt:)` (each `ReplayRecord`); `ReplayRun.Outcome`.
//   `Replayer` drives a built scene with `TouchSample`s directly (`SamplePhase`, `TouchID`).
// - The records: `ReplayRecord` and its payloads, `PropertyValue`, `formatted(_:)`;
//   `Explainer`, `ExplanationStream`, `Explanation` and its fields.
// - Scenes and custom classes: `ClassRegistry` (`register`, `registerRecognizer`,
//   `registerProperties` with `ViewProperty`), `SceneProperties` for a factory,
//   `SceneBuilder` (`build(json:file:)`, `makeWindow`), `BuiltScene` (`add`, `name`,
//   `responder(named:)`, `id(of:)`), `ReplaySettings`.
// - Errors: `Diagnostic` (file, line, column, JSON path, notes) and `rendered(color:)`.
// - `PerturbReport` and `PerturbOptions`, which TraceReplayTesting's `perturb` returns.
//
// Everything else is `package`: the JSON parser, the trace reader and its fast paths, the
// reporters' writers, files (`TemporaryFiles`, `AtomicFile`, `ByteOrderMark`), golden checking
// (`GoldenCheck`, `UnifiedDiff`), explain's passes, render, shrink, synth, import and port, used
// by TraceReplayCLI, TraceReplayTesting, the bench and the tests of this package only.
