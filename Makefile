# tracereplay: common tasks. Everything needs only the Swift toolchain.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
EXAMPLE ?= traces/tap.jsonl
SECONDS ?= 600

.PHONY: all build test run install format lint bench fuzz examples clean

all: build

build:
	$(SWIFT) build -c $(CONFIG)

## test: every test of the package and of the example package in Examples/.
test:
	$(SWIFT) test
	@if [ -f Examples/CustomControls/Package.swift ]; then \
	  cd Examples/CustomControls && $(SWIFT) test; fi

## run: replay a bundled example (EXAMPLE=traces/xxx.jsonl to pick another).
run:
	$(SWIFT) run -c $(CONFIG) tracereplay run $(EXAMPLE)

install: build
	install -d $(PREFIX)/bin
	install -m 755 "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/tracereplay" $(PREFIX)/bin/tracereplay

FORMAT_PATHS = Package.swift Sources Tests Examples/CustomControls/Package.swift \
  Examples/CustomControls/Sources Examples/CustomControls/Tests

format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMAT_PATHS)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

bench:
	$(SWIFT) build -c release --product tracereplay
	$(SWIFT) build -c release --product tracereplay-bench
	"$$($(SWIFT) build -c release --show-bin-path)/tracereplay-bench" $(BENCH_ARGS)
	"$$($(SWIFT) build -c release --show-bin-path)/tracereplay-bench" check

fuzz:
	./Scripts/fuzz.sh $(SECONDS)

clean:
	rm -rf .build
