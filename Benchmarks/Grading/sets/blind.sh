#!/usr/bin/env bash
# blind.sh REV NAME: the session's blind sets graded by REV's matcher (in /work/bl/$BLDIR, detached).
# Environment: S (the session's scratch folder, holding blind/*.json; default /work/scratch/s35),
# SETS (the blind sets' names; default "heldout46 heldout47"), LAST (the last set LabelledSet.names
# already lists; default heldout45). Output $S/bl.NAME.txt (the sets' figures) and bl.NAME.tsv (their points).
set -euo pipefail
REV=$1; NAME=$2; D=/work/bl/${BLDIR:-blmain}
S=${S:-/work/scratch/s35}; SETS=${SETS:-heldout46 heldout47}; LAST=${LAST:-heldout45}
cd /work/main
if [ ! -d "$D" ]; then mkdir -p /work/bl; git worktree add --detach "$D" "$REV" >/dev/null; fi
cd "$D"; git checkout -q -f --detach "$REV"; git clean -qfd Tests/DrillKitTests/Fixtures/spoken
L=Benchmarks/GradingFigures/LabelledSet.swift; add=""; pat=""
for s in $SETS; do cp "$S/blind/$s.json" Tests/DrillKitTests/Fixtures/spoken/; add="$add \"$s.json\","; pat="$pat|$s.json"; done
grep -q "\"$LAST.json\"," $L
sed -i "s/\"$LAST.json\",/\"$LAST.json\",$add/" $L
for s in $SETS; do grep -q "\"$s.json\"" $L; done
swift build -c release --product swiftdrill-grading >/dev/null 2>&1 || swift build -c release --product swiftdrill-grading
.build/release/swiftdrill-grading figures "$D" --tsv > /tmp/bl.$NAME.all
awk -F'\t' -v pat="^(${pat#|})\$" '$1 ~ pat' /tmp/bl.$NAME.all > $S/bl.$NAME.tsv
grep -v $'\t' /tmp/bl.$NAME.all | awk -v pat="^(${pat#|}):\$" '/^[^ |]+\.json:$/ {f = ($0 ~ pat)} f' > $S/bl.$NAME.txt
git checkout -q -f $L; git clean -qfd Tests/DrillKitTests/Fixtures/spoken
grep '^all:' $S/bl.$NAME.txt
