#!/bin/sh
# Times `swiftdrill import --anki` of a 5,000-note package (4,000 Basic notes with some
# formatting and entities, 1,000 Cloze notes with two deletions each), built by the official
# Anki library in its default (modern, zstd) format. Prints each run's wall time and the
# median of 5. Goal: under 2 s (docs/performance.md).
#
# usage: Benchmarks/anki-import.sh [SWIFTDRILL_BINARY]   (default: the release build)
set -eu
cd "$(dirname "$0")/.."
BIN=${1:-$(swift build -c release --show-bin-path)/swiftdrill}
make --no-print-directory anki-venv
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir "$WORK/maker"
.build/anki-venv/bin/python - "$WORK/maker" "$WORK/bench.apkg" <<'PY'
import os, sys
from anki.collection import Collection, DeckIdLimit, ExportAnkiPackageOptions
col = Collection(os.path.join(sys.argv[1], "collection.anki2"))
deck = col.decks.id("Bench::Swift")
basic, cloze = col.models.by_name("Basic"), col.models.by_name("Cloze")
for i in range(5000):
    if i % 5 == 4:
        note = col.new_note(cloze)
        note["Text"] = f"Note {i}: a {{{{c1::closure}}}} captures {{{{c2::values}}}} &amp; <b>references</b>."
    else:
        note = col.new_note(basic)
        note["Front"] = f"<div>Question {i}: what is <i>x</i> &lt; {i}&hellip;?</div><ul><li>a</li><li>b</li></ul>"
        note["Back"] = f"Answer <b>{i}</b>"
    note.tags = ["bench", "日本語"]
    col.add_note(note, deck)
col.export_anki_package(out_path=sys.argv[2], options=ExportAnkiPackageOptions(
    with_scheduling=False, with_deck_configs=False, with_media=False, legacy=False), limit=DeckIdLimit(deck))
col.close()
PY
TIMES=""
for run in 1 2 3 4 5; do
  HOME_DIR="$WORK/home$run"
  mkdir "$HOME_DIR"
  START=$(date +%s%N)
  SWIFTDRILL_HOME="$HOME_DIR" "$BIN" import --anki "$WORK/bench.apkg" -o "$WORK/out$run" >/dev/null
  END=$(date +%s%N)
  MS=$(( (END - START) / 1000000 ))
  echo "run $run: $MS ms"
  TIMES="$TIMES $MS"
done
echo "$TIMES" | tr ' ' '\n' | grep . | sort -n | sed -n 3p | sed 's/^/median: /; s/$/ ms (goal: under 2000 ms)/'
