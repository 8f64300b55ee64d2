# Unhex Board build. `make run` opens the app, `make test` runs every check.
# Both install what a fresh Debian machine is missing first.

APT_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libgtk-3-dev xvfb x11-utils xdotool imagemagick
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := bin/unhexboard

# Fyne logs a locale error under LANG=C.UTF-8; give it a locale it parses.
export LANG := en_US.UTF-8

.PHONY: deps build run test smoke bench fuzz clean

# On Debian and Ubuntu the missing packages are installed; elsewhere (no
# apt-get or dpkg, as on macOS) the recipe says what to install instead.
deps:
	@if command -v dpkg >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then \
		missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
		if [ -n "$$missing" ]; then \
			echo "Installing missing packages:" $$missing; \
			$(SUDO) apt-get update -qq && \
			$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
		fi; \
	elif [ "$$(uname -s)" = Darwin ]; then \
		xcode-select -p >/dev/null 2>&1 || { echo "Install the Xcode command-line tools first: xcode-select --install"; exit 1; }; \
	else \
		echo "No apt-get here: install a C compiler, pkg-config and the OpenGL, X11 and GTK 3 development files"; \
		echo "(Debian names: $(APT_PACKAGES)); carrying on in case they are already there."; \
	fi
	@command -v go >/dev/null 2>&1 || { echo "Install Go 1.26 or newer from https://go.dev/dl/"; exit 1; }
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

# The UI smoke test: the real binary under Xvfb, with a screenshot. Where
# there is no Xvfb (macOS), it says so and is skipped.
smoke: build
	@command -v Xvfb >/dev/null 2>&1 || { echo "smoke: skipped, Xvfb is not installed"; exit 0; }; \
	.ci/smoke $(BIN) smoke.png && \
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
