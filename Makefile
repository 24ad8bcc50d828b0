# mincio — see README.md. `make demo` runs the main job, `make test` the tests.
GO      ?= go
BIN     := bin/mincio
FUZZTIME ?= 10s

.PHONY: all build test test-long demo bench fuzz selfplay tools clean

all: build

# tools makes sure what the tests use is on the machine: Go (checked) and
# ssh-keygen (installed from Debian's packages when missing and we are root).
tools:
	@command -v $(GO) >/dev/null || { echo "mincio: error: Go 1.26 is needed (https://go.dev/dl)"; exit 1; }
	@command -v ssh-keygen >/dev/null || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			apt-get update -qq && apt-get install -y -qq openssh-client >/dev/null; \
		else echo "mincio: error: ssh-keygen is needed: install openssh-client"; exit 1; fi; }

build: tools
	$(GO) build -o $(BIN) ./cmd/mincio

# make test runs every test with -short: the few exhaustive ones (every
# byte of a game folder or a signature changed, the fog of war over a
# thousand positions) then take a sample. make test-long runs those in
# full; CI (.ci/run) runs both.
LONG_TESTS := TestVerifyCatchesEveryChangedByte|TestEveryByteMatters|TestManyGames|Test11_3_2_FogOptionsIndistinguishable|TestViewCheckParity

test: build
	$(GO) vet ./...
	$(GO) test -race -short ./...

test-long: build
	$(GO) test -race -run '^($(LONG_TESTS))$$' ./...

demo: build
	./$(BIN) demo

# The whole Tolentino battle self-played by the turn bots for 50 seeds, every
# game verified; it ends with the order files and reports per side per turn.
SEEDS ?= 1-50
selfplay: build
	rm -rf $(or $(TMPDIR),/tmp)/mincio-selfplay
	./$(BIN) selfplay tolentino1815 $(or $(TMPDIR),/tmp)/mincio-selfplay --seeds $(SEEDS) --jobs 2 --bot turn

# Benchmarks, in benchstat's format: make bench > new.txt; benchstat old.txt
# new.txt (COUNT=5 for benchstat's statistics). Standard error gets, at the
# end, verify's signature rate over the raw ed25519 rate of the same run
# (docs/benchmarks.md).
COUNT ?= 1
bench: SHELL := /bin/bash
bench: build
	set -o pipefail; $(GO) test -run '^$$' -bench . -benchmem -count $(COUNT) ./... | awk -f .ci/benchratio.awk

# A short run of every fuzz target (FUZZTIME each).
fuzz: build
	@set -e; for pkg in $$($(GO) list ./...); do \
		for target in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
			echo "fuzz $$pkg $$target"; \
			$(GO) test -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) $$pkg; \
		done; \
	done

clean:
	rm -rf bin
