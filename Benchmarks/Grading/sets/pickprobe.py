#!/usr/bin/env python3
"""pickprobe.py SEED OUT [ALSO_DIR ...]: pick 144 verbal questions with key points for a wrong-claim probe
(all that are free, when fewer are) and write four writers' question files (OUT/w-1.md … w-4.md, 36
questions each, or a quarter of those picked), in pick.py's format.

Left out: the questions an earlier probe answers (Tests/DrillKitTests/Fixtures/spoken/wrongclaim*.json)
and those of the *.json sets in each ALSO_DIR (the blind sets the same session measures, so that the
probe and the sets do not share a question). The rest are spread over the packs in turn (pick.py's
`spread`). Written in session 37 (the scripts of sessions 34–36 that picked probes 1–4 lived outside
the repository and were lost with their machine); the writers' brief is probe-writer.md and their
check probecheck.py."""
import collections
import glob
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pick import SPOKEN, answered_counts, bank_questions, spread, write_files  # noqa: E402


def main():
    seed, out = int(sys.argv[1]), sys.argv[2]
    taken = answered_counts(glob.glob(SPOKEN + '/wrongclaim*.json') + [
        g for d in sys.argv[3:] for g in glob.glob(d + '/*.json')])
    questions = bank_questions()
    free = sorted(q for q in questions if not taken[q])
    picked = spread(random.Random(seed), free, 144)
    # Four writers: 36 questions each, or fewer where fewer than 144 questions are free.
    write_files(out, picked, questions, (len(picked) + 3) // 4)
    packs = collections.Counter(q.split('/')[0] for q in picked)
    print(f'{len(picked)} questions of {len(free)} free, over {len(packs)} packs')


if __name__ == '__main__':
    main()
