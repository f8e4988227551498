# tracereplay: common tasks. Everything needs only the Swift toolchain.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
EXAMPLE ?= traces/tap.jsonl
SECONDS ?= 600
# Release builds on Linux link the Swift runtime and Foundation statically: a binary that runs
# on a machine without the toolchain, starts in a third of the time and keeps about 6 MB less
# resident (docs/performance.md). SWIFT_RELEASE_FLAGS= builds against the shared libraries.
ifeq ($(shell uname -s),Linux)
SWIFT_RELEASE_FLAGS ?= --static-swift-stdlib
endif
# The `tracereplay` binary (make build, install, run, bench) is compiled without the run-time
# exclusivity checks, which are safe to drop for every module of it, its reading and writing
# threads included: an access conflict is a bug the debug builds and `swift test` still trap
# on, and no module shares a variable between threads (docs/performance.md). Nothing else is
# passed: the package's users build the libraries as they are (Package.swift has no unsafe
# flags), and reference counting stays atomic. TRACEREPLAY_SWIFTC_FLAGS= builds without it.
TRACEREPLAY_SWIFTC_FLAGS ?= -Xswiftc -enforce-exclusivity=unchecked
ifeq ($(CONFIG),release)
BUILD_FLAGS = $(SWIFT_RELEASE_FLAGS) $(TRACEREPLAY_SWIFTC_FLAGS)
endif

.PHONY: all build test port-corpus run install format lint bench fuzz examples clean package-check install-check

all: build

## build: the `tracereplay` product only. The test libraries (TraceReplayTesting links Swift
## Testing, which has no static build) are built where the tests are built, by `make test`.
build:
	$(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS) --product tracereplay

## test: every test of the package and of the example package in Examples/, then the port
## corpus: its controls ported, built and checked against their goldens. The replay library's
## suites run a second time with its fast paths off (TRACEREPLAY_FAST_PATHS=off: one thread, every
## line scanned in full, every record built at once; Sources/TraceReplay/Speed/FastPaths.swift),
## so each fast path is held to the plain route by the same tests and goldens. The model's own
## suites have no switch to turn and run once.
PLAIN_SKIP ?= UIKitModelTests|UIKitPortingTests|PortBuildTests
test:
	$(SWIFT) test
	TRACEREPLAY_FAST_PATHS=off $(SWIFT) test --skip-build --skip '$(PLAIN_SKIP)'
	@if [ -f Examples/CustomControls/Package.swift ]; then \
	  cd Examples/CustomControls && $(SWIFT) test; fi
	$(MAKE) --no-print-directory port-corpus

## port-corpus: Examples/PortCorpus's controls (unmodified iOS files) ported with `tracereplay
## port`, built, and their traces checked against their goldens (RECORD=1 records missing ones).
port-corpus:
	SWIFT=$(SWIFT) ./Scripts/port-corpus.sh

## package-check: a package in a temporary folder that depends on this checkout by URL, from a
## tagged version, with a custom UIControl, TraceRecorder and a Swift Testing test (.ci/run).
package-check:
	SWIFT=$(SWIFT) ./Scripts/package-check.sh

## install-check: `make install` into a temporary prefix, then the installed binary replays an
## example and its output is compared with the example's golden (.ci/run).
install-check:
	@prefix="$$(mktemp -d)"; trap 'rm -rf "$$prefix"' EXIT; \
	  $(MAKE) --no-print-directory install PREFIX="$$prefix" && \
	  "$$prefix/bin/tracereplay" run $(EXAMPLE) | diff -u $(EXAMPLE:.jsonl=.golden.txt) - && \
	  echo "install-check: $$prefix/bin/tracereplay run $(EXAMPLE) matches its golden"

## run: replay a bundled example (EXAMPLE=traces/xxx.jsonl to pick another).
run:
	$(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS) --product tracereplay
	"$$($(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS) --show-bin-path)/tracereplay" run $(EXAMPLE)

install: build
	install -d $(PREFIX)/bin
	install -m 755 "$$($(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS) --show-bin-path)/tracereplay" $(PREFIX)/bin/tracereplay

FORMAT_PATHS = Package.swift Sources Tests Examples/CustomControls/Package.swift \
  Examples/CustomControls/Sources Examples/CustomControls/Tests \
  Scripts/package-check/Sources Scripts/package-check/Tests

format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMAT_PATHS)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

BENCH_FLAGS = $(SWIFT_RELEASE_FLAGS) $(TRACEREPLAY_SWIFTC_FLAGS)

bench:
	$(SWIFT) build -c release $(BENCH_FLAGS) --product tracereplay
	$(SWIFT) build -c release $(BENCH_FLAGS) --product tracereplay-bench
	"$$($(SWIFT) build -c release $(BENCH_FLAGS) --show-bin-path)/tracereplay-bench" $(BENCH_ARGS)
	"$$($(SWIFT) build -c release $(BENCH_FLAGS) --show-bin-path)/tracereplay-bench" check
	"$$($(SWIFT) build -c release $(BENCH_FLAGS) --show-bin-path)/tracereplay-bench" perturb
	"$$($(SWIFT) build -c release $(BENCH_FLAGS) --show-bin-path)/tracereplay-bench" shrink
	"$$($(SWIFT) build -c release $(BENCH_FLAGS) --show-bin-path)/tracereplay-bench" port

fuzz:
	./Scripts/fuzz.sh $(SECONDS)

clean:
	rm -rf .build
