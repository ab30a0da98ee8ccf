# TermCover. `make run` and `make test` do all the set-up a fresh Debian
# machine with only the Swift toolchain needs.
SHELL := /bin/bash
SWIFT ?= swift
export LC_ALL ?= C.UTF-8
export SWIFT_BACKTRACE ?= interactive=no

APT_STAMP := .build/.apt-updated
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all build run example test bench demos demo-deps demo-animations soak deps test-deps docs docs-check clean

all: build

# ncursesw headers for the CNcurses shim; libpng and libjpeg-turbo headers
# for Image's decoding (CImageDecoding).
deps:
	@if [ ! -f /usr/include/ncursesw/curses.h ] && [ ! -f /usr/include/curses.h ]; then \
		echo "make: ncursesw headers missing; installing libncurses-dev with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncurses-dev; \
	fi
	@missing=""; \
	[ -f /usr/include/png.h ] || missing="$$missing libpng-dev"; \
	[ -f /usr/include/jpeglib.h ] || missing="$$missing libjpeg62-turbo-dev"; \
	if [ -n "$$missing" ]; then \
		echo "make: image decoding headers missing; installing$$missing with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

# What only the tests need: libvterm, a real terminal emulator to replay
# bytes into, and python3 for the runner that picks tests by tag.
test-deps: deps
	@if [ ! -f /usr/include/vterm.h ]; then \
		echo "make: libvterm headers missing; installing libvterm-dev with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libvterm-dev; \
	fi
	@if ! command -v python3 >/dev/null; then \
		echo "make: python3 missing; installing it with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3; \
	fi

# Every target, the tests' shared support (libvterm) among them.
build: test-deps
	$(SWIFT) build

run: deps
	$(SWIFT) build --product cover-demo
	@$$($(SWIFT) build --show-bin-path)/cover-demo $(ARGS)

# Everyday SwiftUI apps written as for iOS (Sources/Examples), live in this
# terminal: `make example NAME=library`. Without NAME, the list.
EXAMPLES := $(notdir $(wildcard Sources/Examples/*))
example: deps
	@if [ -z "$(NAME)" ]; then \
		echo "make example NAME=<name>, one of:"; \
		for e in $(EXAMPLES); do echo "  $$(head -n 1 $$(ls Sources/Examples/$$e/*.swift | head -n 1) | cut -c4-)"; done; \
	elif [ ! -d "Sources/Examples/$(NAME)" ]; then \
		echo "make: no example named '$(NAME)' (one of: $(EXAMPLES))" >&2; exit 2; \
	else \
		$(SWIFT) build --product example-$(NAME) && $$($(SWIFT) build --show-bin-path)/example-$(NAME) $(ARGS); \
	fi

# The suite runs in five processes at once, chosen by test tags
# (tools/test-in-parts.py): most of it holds the main actor, so one process
# would keep one core busy.
# The tests, and beside them the DocC site (docc with warnings as errors:
# an unresolved link fails the run, so the docs cannot drift unseen); the
# site's output is printed after the tests', and either failing fails the run.
test: test-deps
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory docs > .build/docs.log 2>&1 & docs=$$!; \
	python3 tools/test-in-parts.py $$($(SWIFT) build --show-bin-path)/TermCoverPackageTests.xctest; tests=$$?; \
	wait $$docs; built=$$?; cat .build/docs.log; \
	if [ $$built != 0 ]; then echo "make: the DocC site failed (above)" >&2; fi; \
	[ $$tests = 0 ] && [ $$built = 0 ]

# The long checks that make test leaves out: the 10-minute virtual-clock
# soak (memory and color pairs; figures printed), 5,000 presents and
# dismissals keyed into a live probe app and into the live gallery (heap
# and RSS flat after warm-up), 10,000 mashed gallery
# keys (make test presses 500), resizes at every fifth frame of a stacking
# cover (make test: before, during, after), 1,200 scripted present/dismiss
# cycles (heap flat) and the misspelling check at
# 200x60 as well as 100x30. TERMCOVER_SOAK_SECONDS changes the
# soak's length. The tests are the ones tagged `soak`. See docs/RELIABILITY.md.
soak: test-deps
	$(SWIFT) build --build-tests
	TERMCOVER_SOAK=1 python3 tools/test-in-parts.py --tag soak $$($(SWIFT) build --show-bin-path)/TermCoverPackageTests.xctest

# The virtual-clock tables (cover-bench), then the live ratios: the public
# API's scene on a pty beside a Python curses program drawing the same one
# (bench/live.py; LIVE_ARGS="--runs 5" for more runs), and beside the same
# scene in C (bench/reference.c, built with the toolchain's clang when the
# machine has no cc), then real app screens (cover-real-screens, beside the
# last run's figures in .build/bench/real-screens.json). A figure over its
# target fails the run. See docs/PERFORMANCE.md.
bench: deps
	$(SWIFT) build -c release --product cover-bench
	$(SWIFT) build -c release --product cover-live-scene
	$(SWIFT) build -c release --product cover-demo
	$(SWIFT) build -c release --product cover-real-screens
	@# cover-bench's missed targets fail the run after the live figures, not before them.
	@bin=$$($(SWIFT) build -c release --show-bin-path); \
	mkdir -p .build/bench; $$bin/cover-bench $(ARGS); echo $$? > .build/bench/cover-bench-status
	@if ! command -v python3 > /dev/null; then \
		echo "make: python3 missing (the live benchmark's reference); installing it with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3; \
	fi
	@mkdir -p .build/bench; cc=$$(command -v cc || command -v clang); \
	$$cc -O2 -o .build/bench/reference-c bench/reference.c -lncursesw -lm
	@bin=$$($(SWIFT) build -c release --show-bin-path); \
	python3 bench/live.py $$bin/cover-live-scene $$bin/cover-demo --c-reference .build/bench/reference-c \
		--real-screens $$bin/cover-real-screens $(LIVE_ARGS); live=$$?; \
	cover=$$(cat .build/bench/cover-bench-status); \
	if [ "$$cover" != 0 ]; then echo "make bench: cover-bench missed targets (exit $$cover)"; fi; \
	[ "$$cover" = 0 ] && [ "$$live" = 0 ]

# Every transition's demo, recorded in true color from the scripts in
# docs/demos/scripts, and the opacity demo in 256 colors too (what a tmux
# or SSH user without direct color sees), as asciicast v2 (what every player reads), each checked by
# the Debian asciinema's own parser (`asciinema cat`, given a terminal by
# script(1) since it opens /dev/tty), then the animations below. What is
# missing is installed.
DEMO_SCRIPTS := $(wildcard docs/demos/scripts/*.script)
# The README's animations: tools/cast2anim.py (pyte + Pillow) draws every
# frame of each cast, Hangul and block elements whole, into a lossless
# animated WebP at the casts' 60 fps, and a 50 fps GIF (GIF's fastest
# rate browsers keep) into .build/demos for viewers without WebP.
DEMO_GIFS := .build/demos
# The Python the animations are drawn with: the first python3 on PATH if it
# has pyte and Pillow, else Debian's own, which demo-deps gives them (a
# python3 of pyenv's or a venv's first on PATH does not see Debian's packages).
DEMO_PYTHON = $(shell python3 -c "import pyte, PIL" 2> /dev/null && echo python3 || echo /usr/bin/python3)
demo-deps:
	@missing=""; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing="$$missing fonts-dejavu-core"; \
	[ -f /usr/share/fonts/truetype/nanum/NanumGothicCoding.ttf ] || missing="$$missing fonts-nanum-coding"; \
	command -v asciinema > /dev/null || missing="$$missing asciinema"; \
	command -v fc-query > /dev/null || missing="$$missing fontconfig"; \
	command -v python3 > /dev/null || missing="$$missing python3"; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing > /dev/null; \
	fi
	@# Debian's own packages: stock Debian 12 and 13 refuse pip into the system Python.
	@if ! $(DEMO_PYTHON) -c "import pyte, PIL" 2> /dev/null; then \
		echo "make: pyte or Pillow missing; installing python3-pyte and python3-pil with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-pyte python3-pil > /dev/null; \
	fi

demos: deps demo-deps
	$(SWIFT) build -c release --product cover-demo
	@bin=$$($(SWIFT) build -c release --show-bin-path)/cover-demo; \
	for script in $(DEMO_SCRIPTS); do \
		name=$$(basename $$script .script); \
		$$bin --script $$script --size 80x24 --colors truecolor --record docs/demos/$$name.cast --overwrite \
			> /dev/null || exit 1; \
		script -qec "asciinema cat docs/demos/$$name.cast" /dev/null < /dev/null > /dev/null \
			|| { echo "demos: asciinema cannot read docs/demos/$$name.cast" >&2; exit 1; }; \
		echo "demo: docs/demos/$$name.cast"; \
	done
	@# The look most terminals get (tmux without Tc, SSH, screen): a fade and a turn in 256 colors.
	@bin=$$($(SWIFT) build -c release --show-bin-path)/cover-demo; \
	for name in opacity rotation; do \
		$$bin --script docs/demos/scripts/$$name.script --size 80x24 --colors 256 --record docs/demos/$$name-256.cast \
			--overwrite > /dev/null || exit 1; \
		script -qec "asciinema cat docs/demos/$$name-256.cast" /dev/null < /dev/null > /dev/null \
			|| { echo "demos: asciinema cannot read docs/demos/$$name-256.cast" >&2; exit 1; }; \
		echo "demo: docs/demos/$$name-256.cast (256 colors)"; \
	done
	@$(MAKE) --no-print-directory demo-animations

# The animations alone, from the casts in docs/demos as they are.
demo-animations: demo-deps
	@$(DEMO_PYTHON) -m unittest -q tools/test_cast2anim.py 2>&1 | tail -n 1 | grep -qx OK \
		|| { echo "demos: tools/test_cast2anim.py fails; run $(DEMO_PYTHON) -m unittest tools/test_cast2anim.py" >&2; exit 1; }
	@$(DEMO_PYTHON) tools/cast2anim.py docs/demos/*.cast --format webp
	@$(DEMO_PYTHON) tools/cast2anim.py docs/demos/*.cast --format gif --out $(DEMO_GIFS)
	@echo "demos: 60 fps WebP in $(CURDIR)/docs/demos/*.webp (the README's), 50 fps GIFs in $(CURDIR)/$(DEMO_GIFS)/*.gif, casts in $(CURDIR)/docs/demos/*.cast"

# The DocC site: symbol graphs of TermCover (with the core and the backend
# it re-exports) and TermCoverTesting, and the articles in
# Sources/TermCover/TermCover.docc, converted for static hosting into
# .build/docs. Only the toolchain's own swift-symbolgraph-extract and docc.
DOCS_OUT := .build/docs
SYMBOL_GRAPHS := .build/symbol-graphs
docs: deps
	$(SWIFT) build --target TermCover
	@rm -rf $(SYMBOL_GRAPHS) $(DOCS_OUT) && mkdir -p $(SYMBOL_GRAPHS)
	swift-symbolgraph-extract -module-name TermCover -target $$(uname -m)-unknown-linux-gnu \
		-I $$($(SWIFT) build --show-bin-path)/Modules -I Sources/CNcurses -I Sources/CImageDecoding \
		-minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols \
		-experimental-allowed-reexported-modules=TermCoverCore,TermCoverNcurses,Combine \
		-output-dir $(SYMBOL_GRAPHS)
	$(SWIFT) build --target TermCoverTesting
	swift-symbolgraph-extract -module-name TermCoverTesting -target $$(uname -m)-unknown-linux-gnu \
		-I $$($(SWIFT) build --show-bin-path)/Modules -I Sources/CNcurses -I Sources/CImageDecoding \
		-minimum-access-level public -skip-synthesized-members -output-dir $(SYMBOL_GRAPHS)
	docc convert Sources/TermCover/TermCover.docc --additional-symbol-graph-dir $(SYMBOL_GRAPHS) \
		--transform-for-static-hosting --output-path $(DOCS_OUT) \
		--fallback-display-name TermCover --fallback-bundle-identifier org.termcover.TermCover \
		--warnings-as-errors
	@echo "docs: open $(DOCS_OUT)/index.html through a web server, e.g. python3 -m http.server -d $(DOCS_OUT), then /documentation/termcover"

# The site as a reader sees it: headless Chromium (installed when missing)
# renders the landing page and an article; every public symbol has a page
# and a doc comment. Screenshots land in .build/docs-check.
docs-check: docs
	@if ! command -v chromium > /dev/null; then \
		echo "make: chromium missing; installing it with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	fi
	python3 tools/docs-check.py $(DOCS_OUT) $(SYMBOL_GRAPHS)

clean:
	rm -rf .build
