# Ludotheque: `make run` opens the app, `make test` runs every test headless
# (`make test-fast` all but the slow ones).
# Both create .venv and install the host and every plugin under plugins/ (editable).

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip --disable-pip-version-check
STAMP := $(VENV)/.installed
PLUGIN_DIRS := $(patsubst %/pyproject.toml,%,$(wildcard plugins/*/pyproject.toml))
QM_SOURCES := $(wildcard translations/*.ts plugins/*/*/i18n/*.ts)

.PHONY: run test test-fast bench translations screenshots clean

run: $(STAMP)
	$(VENV)/bin/ludotheque

test: $(STAMP)
	$(PY) -m pytest -q

# Everyday work: every test but those marked slow (they build virtual environments,
# install packages or run the type checker), on every core; CI runs `make test`.
test-fast: $(STAMP)
	$(PY) -m pytest -q -m "not slow" -n auto

bench: $(STAMP)
	$(PIP) install -q --no-build-isolation -e '.[bench]' || echo "make bench: the bench" \
	    "extra (open_spiel, numpy) did not install; the benchmarks that need it say so"
	$(PY) -m benchmarks

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(PY) pyproject.toml $(wildcard plugins/*/pyproject.toml) Makefile
	$(PIP) install -q -U pip setuptools wheel
	$(PIP) install -q --no-build-isolation -e '.[test]' $(foreach dir,$(PLUGIN_DIRS),-e $(dir))
	touch $(STAMP)

# Qt Linguist catalogues: refresh the host's .ts from the sources (gui/ and core/ with
# their subpackages) and compile it; each plugin's with `ludotheque translate` (as a
# plugin author does), which fails while a string lacks its French translation.
HOST_TS := translations/ludotheque_fr.ts
HOST_QM_DIR := gui/translations
translations: $(STAMP)
	$(VENV)/bin/pyside6-lupdate $$(find gui core -name '*.py' -not -path '*/scaffold/*' | sort) \
	    -source-language en -target-language fr \
	    -no-obsolete -ts $(HOST_TS)
	mkdir -p $(HOST_QM_DIR)
	$(VENV)/bin/pyside6-lrelease $(HOST_TS) -qm $(HOST_QM_DIR)/ludotheque_fr.qm
	for dir in $(PLUGIN_DIRS); do $(VENV)/bin/ludotheque translate $$dir || exit 1; done

# The documentation's screenshots: every board, the main dialogs, the start page, the
# hand-over and an end of game, in English and French, at 1280x800 (NAME.LANG.png) and
# 1024x600 (NAME.LANG.1024x600.png), from a data folder of their own.
SHOT_GAMES := kalah oware congkak clans kanze clod royal_clod forts_and_ruins
SHOT = $(VENV)/bin/ludotheque screenshot
screenshots: $(STAMP)
	@data=$$(mktemp -d); trap 'rm -rf "$$data"' EXIT; export LUDOTHEQUE_DATA_DIR=$$data; set -e; \
	for lang in en fr; do for size in 1280x800 1024x600; do \
	  suffix=$$( [ $$size = 1280x800 ] && echo "" || echo ".$$size" ); \
	  out() { echo docs/screenshots/$$1.$$lang$$suffix.png; }; \
	  $(SHOT) $$(out start-page) --lang $$lang --size $$size; \
	  for game in $(SHOT_GAMES); do \
	    $(SHOT) $$(out $$game) --game $$game --moves 14 --seed 7 --lang $$lang --size $$size; done; \
	  $(SHOT) $$(out new-game) --game clans --dialog new-game --lang $$lang --size $$size; \
	  $(SHOT) $$(out new-game-forts) --game forts_and_ruins --dialog new-game --lang $$lang --size $$size; \
	  $(SHOT) $$(out rules) --game kalah --dialog rules --lang $$lang --size $$size; \
	  $(SHOT) $$(out plugins) --dialog plugins --lang $$lang --size $$size; \
	  $(SHOT) $$(out about) --dialog about --lang $$lang --size $$size; \
	  $(SHOT) $$(out statistics) --dialog statistics --lang $$lang --size $$size; \
	  $(SHOT) $$(out hand-over) --game clans --hot-seat --moves 14 --seed 7 --lang $$lang --size $$size; \
	  $(SHOT) $$(out end) --game kalah --finished --seed 7 --lang $$lang --size $$size; \
	done; done

clean:
	rm -rf $(VENV) build dist *.egg-info
