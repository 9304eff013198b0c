#!/usr/bin/env bash
# The key-point matcher alone (module DrillGrading) on the labelled spoken answers
# (docs/performance.md, docs/evaluation.md). Builds `swiftdrill-grading` in release
# (DrillSupport and DrillGrading only, so it rebuilds in seconds) and runs it:
#   grading.sh                 the time of grading one answer (exits non-zero past 5 ms)
#   grading.sh figures         issue 23's figures per kind on both labelled sets
#   grading.sh figures --detail   also answers.json point by point (not the held-out set)
#   grading.sh verdicts [BANK.json …]   every verdict, one line each (diff two builds' output;
#                              bank-json.py writes a bank of Markdown packs as BANK.json)
#   ROUNDS=5                   passes over the labelled answers for the timing (median reported)
#   GRADING_BLIND=heldout7.json  figures and verdicts leave these sets out (comma-separated):
#                              the sets a round of rules is measured on at its end, unseen
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
swift build -c release --product swiftdrill-grading >&2
BIN=$(swift build -c release --show-bin-path)/swiftdrill-grading
if [ "${1:-bench}" = figures ] || [ "${1:-bench}" = verdicts ]; then
  MODE=$1
  shift
  "$BIN" "$MODE" "$ROOT" "$@"
else
  "$BIN" bench "$ROOT" "${ROUNDS:-5}"
fi
