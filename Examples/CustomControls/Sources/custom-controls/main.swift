import CustomControls
import Foundation
import TraceReplayCLI

exit(CLI.run(Array(CommandLine.arguments.dropFirst()), registry: .customControls))
