#!/usr/bin/env bash
# `make bench`: every figure of docs/performance.md, each against its goal.
#   RUNS=5         timed runs per command (medians; the two sides of a ratio alternate)
#   HEAVY_RUNS=1   runs of figure (e), which compiles every bundled snippet twice
#   ONLY=a,b,c,d,e,g,o  a subset of the figures (a gives a, a-cpu, f′; g gives g, f, f″)
#   E_CONTENT=questions/interview,lessons  what figure (e) checks, when not the whole bundled content
#   BENCH_WORK=DIR scratch folder, kept between runs (generated banks, Anki collections)
# Exits non-zero when a goal is missed.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
RUNS=${RUNS:-5}
HEAVY_RUNS=${HEAVY_RUNS:-1}
ONLY=${ONLY:-a,b,c,d,e,g,o}
# Outside the clone: a swiftdrill copied there finds no bundled content.
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/swiftdrill-bench}
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)

# What the baselines need: cmark-gfm (a), sqlite3 (to count reviews), the anki library (c, g),
# fsrs-rs-python (o, below).
missing=""
command -v cmark-gfm >/dev/null || missing="$missing cmark-gfm"
command -v sqlite3 >/dev/null || missing="$missing sqlite3"
if [ -n "$missing" ]; then
  echo "installing:$missing"
  $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
fi
PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c 'import anki' 2>/dev/null; then
  echo "installing the anki library from PyPI"
  "$PYTHON" -m pip install -q anki
fi

# fsrs-rs (o), the optimizer Anki uses, as a Python module, in a venv of its own.
FSRS_VENV="$ROOT/.build/fsrs-venv"
if [[ ",$ONLY," == *,o,* ]] && ! "$FSRS_VENV/bin/python" -c 'import fsrs_rs_python' 2>/dev/null; then
  echo "installing fsrs-rs-python from PyPI into $FSRS_VENV"
  "$PYTHON" -m venv "$FSRS_VENV"
  "$FSRS_VENV/bin/python" -m pip install -q fsrs-rs-python
fi

swift build -c release --product swiftdrill
BIN="$(swift build -c release --show-bin-path)/swiftdrill"
(cd Benchmarks && swift build -c release --product drillbench)
DRILLBENCH="$(cd Benchmarks && swift build -c release --show-bin-path)/drillbench"

mkdir -p "$WORK/bin"
cp "$BIN" "$WORK/bin/swiftdrill"
for helper in hello measure; do
  if [ ! -x "$WORK/$helper" ] || [ "Benchmarks/Support/$helper.swift" -nt "$WORK/$helper" ]; then
    swiftc -O "Benchmarks/Support/$helper.swift" -o "$WORK/$helper"
  fi
done

echo "swiftdrill $("$BIN" --version | cut -d' ' -f2), $(swiftc --version 2>&1 | head -n 1), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
"$DRILLBENCH" run --swiftdrill "$BIN" --bare-swiftdrill "$WORK/bin/swiftdrill" --hello "$WORK/hello" --measure "$WORK/measure" \
  --work "$WORK" --python "$PYTHON" --anki-script "$ROOT/Benchmarks/Support/anki_bench.py" \
  --fsrs-python "$FSRS_VENV/bin/python" --fsrs-script "$ROOT/Benchmarks/Support/fsrs_bench.py" \
  --runs "$RUNS" --heavy-runs "$HEAVY_RUNS" --only "$ONLY" --check-content "${E_CONTENT:-}" \
  --lexicon "$ROOT/grading/lexicon.txt"
