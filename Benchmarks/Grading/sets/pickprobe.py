#!/usr/bin/env python3
"""pickprobe.py SEED OUT [ALSO_DIR ...] [--reuse N]: pick 144 verbal questions with key points for a wrong-claim probe
(all that are free, when fewer are) and write four writers' question files (OUT/w-1.md … w-4.md, 36
questions each, or a quarter of those picked), in pick.py's format.

Left out: the questions an earlier probe answers (Tests/DrillKitTests/Fixtures/spoken/wrongclaim*.json)
and those of the *.json sets in each ALSO_DIR (the blind sets the same session measures, so that the
probe and the sets do not share a question). An ALSO_DIR may also be the writers' folder of those
sets: its `w-*.md` files name their questions before any answer is joined (session 42's probe shared
17 questions with its ordinary sets, picked but not yet written). The rest are spread over the packs
in turn (pick.py's `spread`). Written in session 37 (the scripts of sessions 34–36 that picked
probes 1–4 lived outside the repository and were lost with their machine); the writers' brief is
probe-writer.md and their check probecheck.py."""
import collections
import glob
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pick import SPOKEN, answered_counts, bank_questions, picked_ids, spread, write_files  # noqa: E402


def main():
    args = sys.argv[1:]
    # `--reuse N` (session 38): a question that at most N earlier probes answer is free too, those
    # answered by fewer first; by session 38 every question with key points was in some probe or
    # set, so a sixth probe asks new writers for new wrong claims to questions probed once.
    reuse = 0
    if '--reuse' in args:
        at = args.index('--reuse')
        reuse = int(args[at + 1])
        del args[at:at + 2]
    seed, out = int(args[0]), args[1]
    probed = answered_counts(glob.glob(SPOKEN + '/wrongclaim*.json'))
    taken = answered_counts([g for d in args[2:] for g in glob.glob(d + '/*.json')]) + picked_ids(args[2:])
    questions = bank_questions()
    rnd = random.Random(seed)
    picked, free = [], 0
    for n in range(reuse + 1):
        ids = sorted(q for q in questions if not taken[q] and probed[q] == n)
        free += len(ids)
        picked += spread(rnd, ids, 144 - len(picked))
    # Four writers: 36 questions each, or fewer where fewer than 144 questions are free.
    write_files(out, picked, questions, (len(picked) + 3) // 4)
    packs = collections.Counter(q.split('/')[0] for q in picked)
    print(f'{len(picked)} questions of {free} free, over {len(packs)} packs')


if __name__ == '__main__':
    main()
