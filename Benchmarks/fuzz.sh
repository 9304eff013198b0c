#!/usr/bin/env bash
# `make fuzz`: libFuzzer over the content loader (Markdown packs, front matter,
# JSON packs, lessons, cache snapshots) for FUZZ_SECONDS (default 120).
# Seeds: the content test fixtures. A crash is saved under Benchmarks/Fuzz/crashes/;
# copy it to Tests/DrillKitTests/Fixtures/fuzz/ to make it a regression test.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SECONDS_BUDGET=${FUZZ_SECONDS:-120}
OUT="$ROOT/.build/fuzz"
FUZZER="$OUT/content-fuzzer"
mkdir -p "$OUT/corpus" "$OUT/seeds" "$ROOT/Benchmarks/Fuzz/crashes"
cd "$ROOT"

sources=$(find Sources/DrillKit -name '*.swift' | sort)
if [ ! -x "$FUZZER" ] || [ -n "$(find Sources/DrillKit Sources/DrillKitTesting Benchmarks/Fuzz -name '*.swift' -newer "$FUZZER")" ]; then
  echo "building the fuzzer (swiftc -sanitize=fuzzer,address; a few minutes)"
  # shellcheck disable=SC2086
  swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -module-name DrillKit \
    -I Sources/CMarkGFM -I Sources/CYAML -I Sources/CSQLite \
    -package-name SwiftDrill $sources Sources/DrillKitTesting/FuzzInput.swift Benchmarks/Fuzz/ContentFuzzer.swift \
    -lcmark-gfm -lcmark-gfm-extensions -lyaml -lsqlite3 -o "$FUZZER" 2>&1 | grep -v 'ld.gold: warning' || true
  [ -x "$FUZZER" ] || { echo "fuzzer build failed"; exit 1; }
fi

# Seeds: every fixture, prefixed with the byte that selects how it is read.
while IFS= read -r file; do
  name=$(echo "$file" | tr '/' '_')
  case "$file" in
    *.json) selector='\001' ;;
    */lessons/*) selector='\002' ;;
    *) selector='\000' ;;
  esac
  { printf "$selector"; cat "$file"; } >"$OUT/seeds/$name"
done < <(find Tests/DrillKitTests/Fixtures/content Tests/DrillKitTests/Fixtures/fuzz -type f \( -name '*.md' -o -name '*.json' -o -name '*.bin' \) 2>/dev/null)

"$FUZZER" "$OUT/corpus" "$OUT/seeds" -max_total_time="$SECONDS_BUDGET" -max_len=65536 -timeout=10 \
  -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$ROOT/Benchmarks/Fuzz/crashes/"
