# Unhex Board build. `make run` opens the app, `make test` runs every check.
# Both install what a fresh Debian machine is missing first.

APT_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libgtk-3-dev xvfb x11-utils xdotool imagemagick poppler-utils librsvg2-bin chromium
# Release archives also need the Windows cross-compiler, the archivers and
# dpkg-dev (dpkg-shlibdeps) for the .deb, NSIS (the Windows installer); the
# Windows test needs Wine.
DIST_PACKAGES := gcc-mingw-w64-x86-64 zip xz-utils dpkg-dev nsis
WINE_PACKAGES := wine64 unzip binutils bc icoutils
# Checking the Linux install needs the desktop, MIME and AppStream tools.
LINUX_DIST_PACKAGES := desktop-file-utils shared-mime-info libglib2.0-bin appstream
# Checking the .deb needs lintian and readelf besides.
DEB_TEST_PACKAGES := $(LINUX_DIST_PACKAGES) lintian binutils
COMMA := ,
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := bin/unhexboard
VERSION := $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
OS := $(shell uname -s)
# The packager, built for this machine from the version pinned in
# packaging/fyne/go.mod (a module of its own: it needs a newer Fyne than
# the app's).
FYNE := bin/fyne$(if $(findstring MINGW,$(OS)),.exe)

# Fyne logs a locale error under LANG=C.UTF-8; give it a locale it parses.
export LANG := en_US.UTF-8

.PHONY: deps dist-deps build run test smoke dist test-windows test-linux-dist test-deb test-excalidraw bench fuzz clean

# apt-install installs whichever of the Debian packages $(1) are missing
# (a package removed but not purged counts as missing: dpkg -s would not).
# Where there is no apt-get or dpkg (macOS, MSYS2, other Linuxes) it says
# what to install instead: on macOS that is the Xcode command-line tools.
define apt-install
	@if command -v dpkg >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then \
		missing=$$(for p in $(1); do [ "$$(dpkg-query -W -f='$${db:Status-Status}' $$p 2>/dev/null)" = installed ] || echo $$p; done); \
		if [ -n "$$missing" ]; then \
			echo "Installing missing packages:" $$missing; \
			$(SUDO) apt-get update -qq && \
			$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
		fi; \
	elif [ "$$(uname -s)" = Darwin ]; then \
		xcode-select -p >/dev/null 2>&1 || { echo "Install the Xcode command-line tools first: xcode-select --install"; exit 1; }; \
	else \
		echo "No apt-get here: install $(2)"; \
		echo "(Debian names: $(1)); carrying on in case they are already there."; \
	fi
endef

deps:
	$(call apt-install,$(APT_PACKAGES),a C compiler$(COMMA) pkg-config$(COMMA) the OpenGL$(COMMA) X11 and GTK 3 development files and Chromium (for the table page's tests))
	@command -v go >/dev/null 2>&1 || { echo "Install Go 1.26 or newer from https://go.dev/dl/"; exit 1; }
	@go mod download

build: deps
	go build -o $(BIN) .

run: build
	./$(BIN)

test: deps
	go vet ./...
	# No function without a caller outside tests (golang.org/x/tools/cmd/deadcode).
	.ci/deadcode
	go test -race ./...
	cd internal/earlylocale && go test -race .
	# The legality property over 10,000 random combat states (the race
	# build above checks fewer, as each state costs ten times as much).
	bash -o pipefail -c "go test -count=1 -run TestProperty_LegalActionsAndReactOptionsAgreeWithTheEngine -v ./engine/combat | grep -E 'checked|^(ok|FAIL|---)'"
	# The memory budget of the largest valid pictures, measured without the
	# race detector (it multiplies memory several times over).
	go test -count=1 -run TestPictures_TheLargestValidPicturesStayWithinOneGB ./cli
	$(MAKE) smoke

# The UI smoke test: the real binary under Xvfb, with a screenshot. Where
# there is no Xvfb (macOS), it says so and is skipped.
smoke: build
	@command -v Xvfb >/dev/null 2>&1 || { echo "smoke: skipped, Xvfb is not installed"; exit 0; }; \
	.ci/smoke $(BIN) smoke.png && \
	.ci/smoke $(BIN) smoke-play.png --play --player-view engine/testdata/combat/melee.unhex

# Release archives into dist/ for the platforms in DIST: on Linux a tarball,
# a .deb, a Windows zip and installer (cross-compiled with mingw-w64), on
# macOS a zip of the app, in an MSYS2 MINGW64 shell on Windows the Windows
# zip (and the installer if NSIS is there). `make dist DIST=linux` builds
# just one. See packaging/.
DIST ?= $(if $(findstring Darwin,$(OS)),macos,$(if $(findstring MINGW,$(OS)),windows,linux windows))
dist: deps dist-deps $(FYNE)
	@for platform in $(DIST); do \
		packaging/dist-$$platform $(FYNE) $(VERSION) || exit 1; \
	done

dist-deps:
ifeq (,$(findstring MINGW,$(OS))$(findstring Darwin,$(OS)))
	$(call apt-install,$(DIST_PACKAGES),the mingw-w64 cross-compiler for x86_64$(COMMA) zip$(COMMA) xz$(COMMA) dpkg-dev and NSIS)
endif

$(FYNE): packaging/fyne/go.mod packaging/fyne/go.sum
	cd packaging/fyne && go build -o ../../$@ fyne.io/tools/cmd/fyne

# The Windows release under Wine and Xvfb: its command line against the
# Linux build's, and its window (screenshot in smoke-windows.png); then
# the installer: install, open a map by double-click, uninstall.
test-windows: dist build
	$(call apt-install,$(WINE_PACKAGES),Wine (64-bit)$(COMMA) unzip$(COMMA) binutils$(COMMA) bc and icoutils)
	.ci/test-windows dist/unhexboard-$(VERSION)-windows-amd64.zip $(BIN)
	.ci/test-windows-installer dist/unhexboard-$(VERSION)-windows-amd64-setup.exe

# The Linux tarball installed for a throwaway user: the app runs, .unhex
# files open in it, and its AppStream metainfo is valid.
test-linux-dist: dist
	$(call apt-install,$(LINUX_DIST_PACKAGES),desktop-file-utils$(COMMA) shared-mime-info$(COMMA) GLib's gio and appstreamcli)
	.ci/test-linux-dist dist/unhexboard-$(VERSION)-linux-amd64.tar.xz

# The .deb: lintian, its metainfo, the libraries it declares, then
# installed with apt, run, opening .unhex files, and purged to nothing.
# It installs on this machine (with sudo unless root).
test-deb: dist
	$(call apt-install,$(DEB_TEST_PACKAGES),lintian$(COMMA) appstream$(COMMA) desktop-file-utils$(COMMA) shared-mime-info and GLib's gio)
	.ci/test-deb dist/unhexboard_$(VERSION)_$$(dpkg --print-architecture).deb

# Our excalidraw exports through excalidraw's own restore() (npm package,
# run in Node with jsdom): it must change nothing. Needs Node.js and npm.
test-excalidraw:
	@command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || { echo "test-excalidraw needs Node.js 20 or newer and npm (Debian: nodejs npm)"; exit 1; }
	.ci/excalidraw-restore/run

bench:
	go test -run '^$$' -bench . -benchmem ./...

fuzz:
	go test -run '^$$' -fuzz FuzzParse -fuzztime 60s -parallel 1 ./engine
	go test -run '^$$' -fuzz FuzzParse -fuzztime 60s -parallel 1 ./engine/campaign
	go test -run '^$$' -fuzz FuzzCommandSequences -fuzztime 60s -parallel 1 ./engine/sheet
	go test -run '^$$' -fuzz FuzzCombatCommands -fuzztime 60s -fuzzminimizetime 5s -parallel 1 ./engine/combat
	go test -run '^$$' -fuzz FuzzEdits -fuzztime 60s -parallel 1 ./editor
	go test -run '^$$' -fuzz FuzzImport -fuzztime 60s -fuzzminimizetime 5s -parallel 1 ./interop/excalidraw

clean:
	rm -rf bin dist .ci/excalidraw-restore/node_modules .ci/excalidraw-restore/build
