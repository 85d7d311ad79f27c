# Ludotheque: `make run` opens the app, `make test` runs every test headless.
# Both create .venv and install the host and every plugin under plugins/ (editable).

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip --disable-pip-version-check
STAMP := $(VENV)/.installed
PLUGIN_DIRS := $(patsubst %/pyproject.toml,%,$(wildcard plugins/*/pyproject.toml))
QM_SOURCES := $(wildcard translations/*.ts plugins/*/*/i18n/*.ts)

.PHONY: run test bench translations clean

run: $(STAMP)
	$(VENV)/bin/ludotheque

test: $(STAMP)
	$(PY) -m pytest -q

bench: $(STAMP)
	$(PIP) install -q '.[bench]' 2>/dev/null || true
	$(PY) -m benchmarks

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(PY) pyproject.toml $(wildcard plugins/*/pyproject.toml) Makefile
	$(PIP) install -q -U pip setuptools wheel
	$(PIP) install -q --no-build-isolation -e '.[test]' $(foreach dir,$(PLUGIN_DIRS),-e $(dir))
	touch $(STAMP)

clean:
	rm -rf $(VENV) build dist *.egg-info
