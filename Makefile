# SwiftDrill — `make run` to study, `make test` to check everything.

PREFIX ?= /usr/local
SWIFT ?= swift
# bubblewrap: the sandbox for content code (docs/security.md); libzip: Anki packages;
# libstemmer: the Snowball stemmer of the key-point matcher (docs/evaluation.md);
# libzstd: Anki's modern compressed collection; libxml2: Anki fields' HTML (docs/anki.md);
# libssl-dev: libcrypto's SHA-1 and SHA-256; libxxhash-dev: XXH3-128 for StableHash
# (snapshot names, the moves files' stamp; docs/architecture.md).
APT_PACKAGES := libedit-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev libsqlite3-dev bubblewrap libzip-dev libstemmer-dev libzstd-dev libxml2-dev libssl-dev libxxhash-dev
# Used by the tests only: sqlite3 checks a killed session's file; python3-venv makes the
# environment of the official Anki library (anki-venv).
TEST_PACKAGES := sqlite3 python3-venv
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)/swiftdrill
LINT_PATHS := Package.swift Sources Tests Benchmarks

.PHONY: run test build release lint format man deps test-deps install-packages install uninstall bench reliability fuzz clean anki-venv anki-check

run: deps release
	@$(RELEASE_BIN)

# The build, the Anki environment (mostly a download) and lint run at once; the tests then run
# what the build made (`--skip-build`: no second look at 1,000 files before the first test).
# Tests that drive the binary wait on their own threads (DrillKitTesting's `.ownThreads`), so
# more of them than cores run at once: TEST_WIDTH of them (three per core by default).
TEST_WIDTH ?= $(shell echo $$((3 * $$(nproc 2>/dev/null || echo 2))))
# The run's output is also kept in .build/test.log; when a test fails, its issues are printed
# again after the run, so that the last lines of a long log (all a CI page may show) name them.
test: deps test-deps
	@$(MAKE) --no-print-directory -j3 anki-venv build lint
	@echo "$(SWIFT) test --skip-build --parallel --experimental-maximum-parallelization-width $(TEST_WIDTH)"
	@{ $(SWIFT) test --skip-build --parallel --experimental-maximum-parallelization-width $(TEST_WIDTH) 2>&1; \
	  echo $$? > .build/test.status; } | tee .build/test.log; \
	status=$$(cat .build/test.status); \
	if [ "$$status" != 0 ]; then \
	  echo "== what failed (the whole run: .build/test.log) =="; \
	  awk '/^✘/ && !/known issue/ { shown = 1; print; next } shown && (/^ / || /^↳/) { print; next } { shown = 0 }' .build/test.log; \
	fi; \
	exit $$status

build:
	$(SWIFT) build --build-tests

release:
	$(SWIFT) build -c release --product swiftdrill

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(LINT_PATHS)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(LINT_PATHS)

# The man page is drawn from the command registry; a test fails when it is stale.
man: build
	$$($(SWIFT) build --show-bin-path)/swiftdrill __manpage > docs/swiftdrill.1

# Installs the Debian packages that are missing, and nothing else.
deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(APT_PACKAGES)"

test-deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(TEST_PACKAGES)"

install-packages:
	@missing=""; \
	for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

# The bundled content goes to share/swiftdrill-bundled, a folder of its own: share/swiftdrill
# is the learner's data folder in a per-user install (PREFIX=~/.local), which install and
# uninstall never touch (their packs and progress live there).
BUNDLED_DIR = $(DESTDIR)$(PREFIX)/share/swiftdrill-bundled

install: deps release
	install -d $(DESTDIR)$(PREFIX)/bin \
	  $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/swiftdrill
	rm -rf $(BUNDLED_DIR)
	install -d -m 755 $(BUNDLED_DIR)
	cp -R questions lessons games projects grading $(BUNDLED_DIR)/
	install -m 644 docs/swiftdrill.1 $(DESTDIR)$(PREFIX)/share/man/man1/swiftdrill.1
	install -m 644 completions/swiftdrill.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/swiftdrill
	install -m 644 completions/_swiftdrill $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_swiftdrill

uninstall:
	rm -rf $(DESTDIR)$(PREFIX)/bin/swiftdrill $(BUNDLED_DIR) \
	  $(DESTDIR)$(PREFIX)/share/man/man1/swiftdrill.1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/swiftdrill \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_swiftdrill

bench: deps
	Benchmarks/run.sh

reliability: deps build
	Benchmarks/reliability.sh

# libFuzzer over every reader of outside input (Benchmarks/fuzz.sh); FUZZ_SECONDS=60 per target.
fuzz: deps
	Benchmarks/fuzz.sh

# The official Anki library (PyPI `anki`, ~11 MB wheel, ~64 MB installed, ~30 s) and genanki
# in a virtual environment under .build, made from PyPI when missing and kept there, so a
# second run only checks it. The Anki tests build and read packages with them and fail
# without them; where PyPI cannot be reached, SWIFTDRILL_TEST_ALLOW_NO_ANKI=1 lets this step
# fail with a warning and those tests skip, saying so.
ANKI_VENV := .build/anki-venv
anki-venv:
	@$(ANKI_VENV)/bin/python -c "import anki.collection, genanki" 2>/dev/null || { \
	  echo "Making $(ANKI_VENV) (anki, genanki from PyPI)"; \
	  rm -rf $(ANKI_VENV) && python3 -m venv $(ANKI_VENV) && \
	  $(ANKI_VENV)/bin/pip install -q --disable-pip-version-check anki==26.9.3 genanki==0.13.1 && \
	  $(ANKI_VENV)/bin/python -c "import anki.collection, genanki"; \
	} || { \
	  if [ "$$SWIFTDRILL_TEST_ALLOW_NO_ANKI" = 1 ]; then \
	    echo "warning: no Anki library in $(ANKI_VENV); the real-Anki tests will skip (SWIFTDRILL_TEST_ALLOW_NO_ANKI=1)" >&2; \
	  else \
	    echo "error: could not make $(ANKI_VENV) from PyPI; SWIFTDRILL_TEST_ALLOW_NO_ANKI=1 skips the real-Anki tests" >&2; \
	    exit 1; \
	  fi; \
	}

# Exports to and imports from the real Anki library.
anki-check: deps anki-venv build
	$(SWIFT) test --skip-build --filter 'RealAnki|AnkiImportCase|AnkiRoundTrip'

clean:
	rm -rf .build
