#!/usr/bin/env bash
# `make fuzz`: libFuzzer over every reader of outside input (FuzzInput.Target): Markdown and
# JSON packs and lessons, YAML front matter, parsed-content snapshots, Anki packages and their
# collections, zip entries, the reviews CSV, backups (`import --backup`, `restore`) and
# `moved-ids.tsv`; and since session 49 the text of an answer and the grading data an author
# edits: `spoken-answer` (the bytes as a spoken answer to explain questions with `also:` and
# `wrong:` lines, through `Evaluator` and the bundled lexicon; split, the first line a key point
# and the rest its answer, audited as `check` does), `typed-answer` (`AnswerMatcher`: the bytes as
# a short answer, an output and an accepted form) and `grading-lexicon` (the bytes as each of
# grading/'s lexicon.txt, withhold.txt, wrongline.txt and polarity.txt, then one grading with
# what was read). Answers are cut as the app cuts them (10,000 characters, 40,000 bytes); the
# graders' targets mutate with a dictionary of the lexicon's entries (.build/fuzz-runs/<target>/dict).
# Each target runs for FUZZ_SECONDS (default 60); FUZZ_TARGETS="anki-package zip-entries" runs
# only those. Each target's whole libFuzzer log is .build/fuzz-runs/<target>/log.
# An input that takes over 1 s is a finding too (the graders run at 2-30 inputs a second under
# ASan, so few are tried): replay a corpus, or generated inputs, without ASan, with timings,
#   swift build --product swiftdrill-fuzz      (DrillGrading is optimised in debug builds too)
#   SWIFTDRILL_FUZZ_TARGET=spoken-answer .build/debug/swiftdrill-fuzz .build/fuzz-runs/spoken-answer/corpus/*
# (it prints the slowest input and its seconds; libFuzzer's own -timeout is 10 s under ASan).
#
# The fuzzer is the SwiftPM executable `swiftdrill-fuzz` (Benchmarks/Fuzz/main.swift) built with
# -sanitize=fuzzer,address in its own build folder (.build/fuzz), so the module split needs
# nothing here. Seeds: Tests/DrillKitTests/Fixtures/fuzz (selector byte + bytes) and the content
# fixtures. A crash is saved under Benchmarks/Fuzz/crashes/; prefix it with the target's selector
# byte and copy it to Tests/DrillKitTests/Fixtures/fuzz/ to make it a regression test.
# Leak detection is off: the Swift runtime's one-time allocations (metadata caches, lazily
# made globals) look like leaks on the input that first needs them, and replaying that input
# reports none (seen on json-lesson: 17 bytes on the empty input, not reproducible).
# libFuzzer's -detect_leaks=0 stops only its own check after each input: LeakSanitizer's report
# at exit is ASan's (ASAN_OPTIONS=detect_leaks=0), and without it a 10-minute run ended in a
# "crash" on the empty input (session 49: json-lesson, anki-collection, typed-answer; a lazily
# made global of JSONObjectRecord, allocated once by swift_once).
set -euo pipefail
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SECONDS_BUDGET=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-"markdown-pack json-pack markdown-lesson json-lesson front-matter snapshot anki-package anki-collection zip-entries reviews-csv backup moved-ids spoken-answer typed-answer grading-lexicon"}
OUT="$ROOT/.build/fuzz-runs"
SAVED="$ROOT/Tests/DrillKitTests/Fixtures/fuzz"
cd "$ROOT"

echo "building swiftdrill-fuzz (swift build -sanitize=fuzzer,address; a few minutes the first time)"
swift build --build-path .build/fuzz --product swiftdrill-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING 2>&1 \
  | grep -v 'ld.gold: warning' | tail -5
FUZZER="$(swift build --build-path .build/fuzz --show-bin-path)/swiftdrill-fuzz"
[ -x "$FUZZER" ] || { echo "fuzzer build failed"; exit 1; }

# The selector byte of each target (FuzzInput.Target's raw values).
selector() {
  case "$1" in
    markdown-pack) echo 0 ;; json-pack) echo 1 ;; markdown-lesson) echo 2 ;; snapshot) echo 3 ;;
    anki-package) echo 4 ;; zip-entries) echo 5 ;; reviews-csv) echo 6 ;; anki-collection) echo 7 ;;
    front-matter) echo 8 ;; json-lesson) echo 9 ;; backup) echo 10 ;; moved-ids) echo 11 ;;
    spoken-answer) echo 12 ;; typed-answer) echo 13 ;; grading-lexicon) echo 14 ;;
    *) echo "unknown target $1" >&2; exit 2 ;;
  esac
}

mkdir -p "$ROOT/Benchmarks/Fuzz/crashes"
for target in $TARGETS; do
  byte=$(selector "$target")
  seeds="$OUT/$target/seeds"
  corpus="$OUT/$target/corpus"
  rm -rf "$seeds"
  mkdir -p "$seeds" "$corpus"
  # Saved inputs of this target, without their selector byte.
  for file in "$SAVED"/*.bin; do
    if [ "$(head -c1 "$file" | od -An -tu1 | tr -d ' ')" = "$byte" ]; then
      tail -c +2 "$file" >"$seeds/$(basename "$file")"
    fi
  done
  # The content fixtures seed the content readers.
  case "$target" in
    markdown-pack) find Tests/DrillKitTests/Fixtures/content -path '*/lessons/*' -prune -o -name '*.md' -print ;;
    json-pack) find Tests/DrillKitTests/Fixtures/content -path '*/lessons/*' -prune -o -name '*.json' -print ;;
    markdown-lesson) find Tests/DrillKitTests/Fixtures/content -path '*/lessons/*' -name '*.md' -print ;;
    json-lesson) find Tests/DrillKitTests/Fixtures/content -path '*/lessons/*' -name '*.json' -print ;;
    # The bundled grading files seed the reader of each (the saved inputs add odd Unicode).
    grading-lexicon) find grading -name '*.txt' -print ;;
    *) true ;;
  esac | while IFS= read -r file; do cp "$file" "$seeds/$(echo "$file" | tr '/' '_')"; done
  # The graders' targets mutate with a dictionary: the lexicon's words and phrases, its kinds,
  # and the tokens answers and accepted forms are read by (libFuzzer's -dict: one "…" a line,
  # bytes outside printable ASCII as \xNN, or libFuzzer stops at the line).
  dict="$OUT/$target/dict"
  rm -f "$dict"
  case "$target" in
    spoken-answer | grading-lexicon)
      { grep -v '^#' grading/lexicon.txt | sed 's/^[a-z-]*: *//' | tr '|' '\n'
        grep -o '^[a-z-]*:' grading/lexicon.txt
        printf '%s\n' "n't" "'s" , . ';' : '?' '`' '==' '===' 'but' 'not' 'also: ' 'wrong: ' ; } ;;
    typed-answer) printf '%s\n' '`' / '/^' '$/' '..<' '...' '…' '.' '?' '!' '()' '"' '\' '-' ' ' ;;
    *) true ;;
  esac | sed 's/^ *//; s/ *$//; /^$/d; s/\\/\\\\/g; s/"/\\"/g' \
    | LC_ALL=C perl -pe 's/([^\n\x20-\x7e])/sprintf("\\x%02X", ord($1))/ge; s/^(.*)$/"$1"/' | sort -u >"$dict"
  dict_option=()
  [ -s "$dict" ] && dict_option=(-dict="$dict")
  echo "== $target: $(find "$seeds" -type f | wc -l) seeds, $(wc -l <"$dict") dictionary entries, ${SECONDS_BUDGET}s"
  SWIFTDRILL_FUZZ_TARGET=$target "$FUZZER" "$corpus" "$seeds" "${dict_option[@]}" -max_total_time="$SECONDS_BUDGET" \
    -max_len=65536 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 -detect_leaks=0 \
    -artifact_prefix="$ROOT/Benchmarks/Fuzz/crashes/$target-" >"$OUT/$target/log" 2>&1 || true
  # The whole log stays in .build/fuzz-runs/<target>/log; libFuzzer's own errors are
  # `==N== ERROR: libFuzzer: …` (a space), a sanitizer's `==N==ERROR: …`.
  grep -E '^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::new_units_added|==[0-9]+== ?ERROR|SUMMARY|artifact_prefix|Test unit written|Done [0-9]+ runs)' \
    "$OUT/$target/log" || true
  if ls "$ROOT/Benchmarks/Fuzz/crashes/$target-"* >/dev/null 2>&1; then
    echo "!! $target: crash inputs in Benchmarks/Fuzz/crashes/"
  fi
done
