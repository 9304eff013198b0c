#!/usr/bin/env bash
# The time of grading one spoken answer (docs/performance.md): builds the
# key-point matcher alone with `swiftc -O` and grades the labelled answers.
#   ROUNDS=5   passes over the 224 answers (the median is reported)
# Exits non-zero when the goal (≤ 5 ms) is missed.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=${TMPDIR:-/tmp}/swiftdrill-grading-bench
mkdir -p "$WORK"
# The matcher's files without their module imports: the stubs stand in for those modules.
E="$WORK/src"
mkdir -p "$E"
for f in SnowballStemmer GradingLexicon StatementReader KeyPointMatcher; do
  grep -v '^import Drill' "$ROOT/Sources/DrillEvaluation/$f.swift" >"$E/$f.swift"
done
swiftc -O -swift-version 6 -I "$ROOT/Sources/CStemmer" -lstemmer \
  "$ROOT/Benchmarks/Grading/Stubs.swift" "$E/SnowballStemmer.swift" "$E/GradingLexicon.swift" \
  "$E/StatementReader.swift" "$E/KeyPointMatcher.swift" "$ROOT/Benchmarks/Grading/main.swift" \
  -o "$WORK/gradingbench"
"$WORK/gradingbench" "$ROOT" "${ROUNDS:-5}"
