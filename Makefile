# Unhex Board build. `make run` opens the app, `make test` runs every check.
# Both install what a fresh Debian machine is missing first.

APT_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libgtk-3-dev xvfb x11-utils xdotool imagemagick
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := bin/unhexboard

# Fyne logs a locale error under LANG=C.UTF-8; give it a locale it parses.
export LANG := en_US.UTF-8

.PHONY: deps build run test smoke bench fuzz clean

deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing missing packages:" $$missing; \
		$(SUDO) apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi
	@go mod download

build: deps
	go build -o $(BIN) .

run: build
	./$(BIN)

test: deps
	go vet ./...
	go test -race ./...
	cd internal/earlylocale && go test -race .
	# The legality property over 10,000 random combat states (the race
	# build above checks fewer, as each state costs ten times as much).
	bash -o pipefail -c "go test -count=1 -run TestProperty_LegalActionsAndReactOptionsAgreeWithTheEngine -v ./engine/combat | grep -E 'checked|^(ok|FAIL|---)'"
	$(MAKE) smoke

# The UI smoke test: the real binary under Xvfb, with a screenshot.
smoke: build
	.ci/smoke $(BIN) smoke.png
	.ci/smoke $(BIN) smoke-play.png --play --player-view engine/testdata/combat/melee.unhex

bench:
	go test -run '^$$' -bench . -benchmem ./...

fuzz:
	go test -run '^$$' -fuzz FuzzParse -fuzztime 60s -parallel 1 ./engine
	go test -run '^$$' -fuzz FuzzCommandSequences -fuzztime 60s -parallel 1 ./engine/sheet
	go test -run '^$$' -fuzz FuzzCombatCommands -fuzztime 60s -fuzzminimizetime 5s -parallel 1 ./engine/combat
	go test -run '^$$' -fuzz FuzzEdits -fuzztime 60s -parallel 1 ./editor

clean:
	rm -rf bin
