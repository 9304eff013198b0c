#!/usr/bin/env bash
# blind.sh REV NAME: the blind sets heldout44/45 graded by REV's matcher (in /work/bl/$BLDIR, detached).
# Output /work/scratch/s34/bl.NAME.txt (the two sets' figures) and bl.NAME.tsv (their points).
set -euo pipefail
REV=$1; NAME=$2; D=/work/bl/${BLDIR:-blmain}; S=/work/scratch/s34
cd /work/main
if [ ! -d "$D" ]; then mkdir -p /work/bl; git worktree add --detach "$D" "$REV" >/dev/null; fi
cd "$D"; git checkout -q -f --detach "$REV"; git clean -qfd Tests/DrillKitTests/Fixtures/spoken
cp $S/blind/heldout44.json $S/blind/heldout45.json Tests/DrillKitTests/Fixtures/spoken/
sed -i 's/"heldout41.json", "heldout42.json", "heldout43.json",/"heldout41.json", "heldout42.json", "heldout43.json", "heldout44.json", "heldout45.json",/' Benchmarks/GradingFigures/LabelledSet.swift
grep -q heldout45 Benchmarks/GradingFigures/LabelledSet.swift
swift build -c release --product swiftdrill-grading >/dev/null 2>&1 || swift build -c release --product swiftdrill-grading
.build/release/swiftdrill-grading figures "$D" --tsv > /tmp/bl.$NAME.all
awk -F'\t' '$1=="heldout44.json"||$1=="heldout45.json"' /tmp/bl.$NAME.all > $S/bl.$NAME.tsv
awk '/^heldout4[45].json:/{f=1} f' /tmp/bl.$NAME.all | grep -v $'\t' > $S/bl.$NAME.txt
git checkout -q -f Benchmarks/GradingFigures/LabelledSet.swift; git clean -qfd Tests/DrillKitTests/Fixtures/spoken
grep '^all:' $S/bl.$NAME.txt
