# mincio — see README.md. `make demo` runs the main job, `make test` the tests.
GO      ?= go
BIN     := bin/mincio
FUZZTIME ?= 10s

.PHONY: all build test test-long demo bench bench-mail fuzz selfplay selfplay-custoza selfplay-risorgimento tools clean

all: build

# tools makes sure what the tests use is on the machine: Go (checked),
# ssh-keygen, Chromium for the replay page's test (docs/replay.md), and
# Dovecot and Postfix for the real-mail-server tests (docs/mail-servers.md),
# and isync's mbsync, the plain download make bench-mail compares poll with;
# installed from Debian's packages when missing and we are root. Postfix is preseeded to "No configuration", so it neither
# prompts nor starts; the Dovecot service a fresh install starts is stopped
# and disabled (the tests run their own on high loopback ports).
# MINCIO_REAL_MAIL=off skips the servers and their tests.
MAIL_PKGS := dovecot-imapd dovecot-lmtpd postfix isync
tools:
	@command -v $(GO) >/dev/null || { echo "mincio: error: Go 1.26 is needed (https://go.dev/dl)"; exit 1; }
	@command -v ssh-keygen >/dev/null || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			apt-get update -qq && apt-get install -y -qq openssh-client >/dev/null; \
		else echo "mincio: error: ssh-keygen is needed: install openssh-client"; exit 1; fi; }
	@[ "$(MINCIO_BROWSER)" = off ] || command -v chromium >/dev/null || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "mincio: installing chromium for the replay page's browser test"; \
			DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null || exit 1; \
		else echo "mincio: note: chromium is missing; the replay page's browser test will fail. As root: make tools; MINCIO_BROWSER=off skips it"; fi; }
	@[ "$(MINCIO_REAL_MAIL)" = off ] || [ -x /usr/sbin/dovecot -a -x /usr/sbin/postfix -a -x /usr/lib/dovecot/imap -a -x /usr/lib/dovecot/lmtp -a -x /usr/bin/mbsync ] || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "mincio: installing $(MAIL_PKGS) for the mail server tests"; \
			echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections && \
			DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(MAIL_PKGS) >/dev/null || exit 1; \
			if command -v systemctl >/dev/null && systemctl is-active -q dovecot 2>/dev/null; then systemctl disable -q --now dovecot; \
			elif pgrep -x dovecot >/dev/null 2>&1; then service dovecot stop >/dev/null 2>&1 || true; fi; \
		else echo "mincio: note: Dovecot and Postfix are missing; the mail server tests will fail. As root: make tools (or see docs/mail-servers.md); MINCIO_REAL_MAIL=off skips them"; fi; }

# VERSION is recorded in the header of every game the binary creates
# (docs/archives.md): the commit it was built from, when git knows it.
VERSION ?= $(shell git describe --always --dirty 2>/dev/null || echo devel)
build: tools
	$(GO) build -ldflags "-X github.com/mincio/mincio/internal/version.version=$(VERSION)" -o $(BIN) ./cmd/mincio

# make test runs every test with -short: the few exhaustive ones (every
# byte of a game folder or a signature changed, the fog of war over a
# thousand positions, whole games played at random or by bots) then take
# a sample. make test-long runs those in full, without the race detector;
# CI (.ci/run) runs both.
LONG_TESTS := TestVerifyCatchesEveryChangedByte|TestEveryByteMatters|TestManyGames|Test11_3_2_FogOptionsIndistinguishable|TestViewCheckParity|TestWholeGameRandom|TestLineOfSightMemoIsTheMap|TestCostAtIsCost|TestPathsAgainstReference|TestTolentinoSelfplay|Test7_1_FogIndistinguishable|Test7_1_FogEvents|TestRandomPlay|TestFromViewGivesBackTheView|TestKillDuringTickAtAMissedTurnLosesNoNotice|TestKillDuringTickAtAReminderLosesNoNotice|TestKillDuringLeagueNewGame|TestKillDuringPollLosesNoReply|TestKillDuringSendLosesNothing

# Tests whose work runs on one goroutine (the engine walked through many
# positions, whole Custoza games self-played, short logs verified byte
# after byte, map pictures drawn), which
# the race detector slows five- to tenfold: make test runs them without it.
# What runs beside other goroutines (verify's helpers, mail, the game
# folder's lock) is raced by the others: the Tolentino self-play, the saves
# and mail tests.
NORACE_TESTS := TestVerifyCatchesEveryChangedByte|TestTeamGamePlaysToTheEndByMail|TestEveryRefusalNamesItsRule|TestPlannerAdvancedGame|TestReportMailSize|TestEveryScenarioReportMailFits|TestPlayerCommandsPlayAWholeGame|TestCustozaMapsRender|Test7_1_FogIndistinguishable|TestRandomPlay|TestViewCheckParity|Test16_6_EveryRollTold|TestFromViewGivesBackTheView|Test7_1_FogEvents|TestMarkerReachSparesOnlyRefusals|TestCustozaOrdersCheckParity|TestCustozaTurnBots|TestCustozaReplayBytes|TestCustozaAskOptions
NORACE_PKGS := ./saves ./cmd/mincio ./scenarios ./adjudicator/custoza ./adjudicator/tolentino ./saves/selfplay

# TEST_TIMEOUT is go test's limit per package: its default, 10 minutes, is
# what the Custoza package takes under the race detector on a loaded
# two-core machine.
TEST_TIMEOUT ?= 30m
test: build
	$(GO) vet ./...
	$(GO) test -race -short -timeout $(TEST_TIMEOUT) -skip '^($(NORACE_TESTS))$$' ./...
	$(GO) test -short -timeout $(TEST_TIMEOUT) -run '^($(NORACE_TESTS))$$' $(NORACE_PKGS)

test-long: build
	$(GO) test -timeout 60m -run '^($(LONG_TESTS))$$' ./...

demo: build
	./$(BIN) demo

# The whole Tolentino battle self-played by the turn bots for 50 seeds, every
# game verified; it ends with the order files and reports per side per turn.
SEEDS ?= 1-50
selfplay: build
	rm -rf $(or $(TMPDIR),/tmp)/mincio-selfplay
	./$(BIN) selfplay tolentino1815 $(or $(TMPDIR),/tmp)/mincio-selfplay --seeds $(SEEDS) --jobs 2 --bot turn

# The Custoza-system scenarios self-played by the turn bots, every game
# verified; each ends with its tally of outcomes and the order files and
# reports per side per turn: the four basic-game scenarios for CUSTOZA_SEEDS,
# the campaigns (24-28: 16-63 game turns, 2 to 4 s a game) for CAMPAIGN_SEEDS.
CUSTOZA_SCENARIOS := goito1848 custoza-23.1 custoza-23.2 custoza-23.3
CUSTOZA_SEEDS ?= 1-30
CAMPAIGN_SCENARIOS := custoza-24 custoza-25 custoza-26 custoza-27 custoza-28
CAMPAIGN_SEEDS ?= 1-10
selfplay-custoza: SHELL := /bin/bash
selfplay-custoza: build
	@set -eo pipefail; for sc in $(CUSTOZA_SCENARIOS) $(CAMPAIGN_SCENARIOS); do \
		seeds=$(CUSTOZA_SEEDS); case " $(CAMPAIGN_SCENARIOS) " in *" $$sc "*) seeds=$(CAMPAIGN_SEEDS);; esac; \
		rm -rf $(or $(TMPDIR),/tmp)/mincio-selfplay-$$sc; \
		echo "== $$sc"; \
		./$(BIN) selfplay $$sc $(or $(TMPDIR),/tmp)/mincio-selfplay-$$sc --seeds $$seeds --jobs 2 --bot turn | sed -n '/ games, /,$$p'; \
	done

# Magenta and Solferino (the Risorgimento 1859 system) self-played by the
# turn bots, 10 seeds each, every game verified (about 75 s: a Solferino
# game takes about 7 s of CPU, a Magenta one 1 s); CI plays them all.
MAGENTA_SEEDS ?= 1-10
SOLFERINO_SEEDS ?= 1-10
selfplay-risorgimento: SHELL := /bin/bash
selfplay-risorgimento: build
	@set -eo pipefail; for run in magenta1859:$(MAGENTA_SEEDS) solferino1859:$(SOLFERINO_SEEDS); do \
		sc=$${run%%:*}; seeds=$${run#*:}; \
		rm -rf $(or $(TMPDIR),/tmp)/mincio-selfplay-$$sc; \
		echo "== $$sc"; \
		./$(BIN) selfplay $$sc $(or $(TMPDIR),/tmp)/mincio-selfplay-$$sc --seeds $$seeds --jobs 2 --bot turn | sed -n '/ games, /,$$p'; \
	done

# Benchmarks, in benchstat's format: make bench > new.txt; benchstat old.txt
# new.txt (COUNT=5 for benchstat's statistics). Standard error gets, at the
# end, verify's signature rate over the raw ed25519 rate of the same run
# (docs/benchmarks.md).
COUNT ?= 1
bench: SHELL := /bin/bash
bench: build
	set -o pipefail; $(GO) test -run '^$$' -bench . -benchmem -count $(COUNT) ./... | awk -f .ci/benchratio.awk

# The host against a real Dovecot (docs/benchmarks.md): poll --once over
# BENCH_MAILS order mails (for half as many Tolentino games) beside mbsync's
# download of the same mails, median ratio of BENCH_RUNS runs; then tick over
# BENCH_TICK_GAMES games, two in five of them with two items due. As root
# (Postfix's master), like the mail tests.
BENCH_MAILS ?= 1000
BENCH_RUNS ?= 5
BENCH_TICK_GAMES ?= 1000
bench-mail: build
	$(GO) run ./internal/benchmail -bin $(BIN) -n $(BENCH_MAILS) -runs $(BENCH_RUNS) -tick-games $(BENCH_TICK_GAMES)

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
