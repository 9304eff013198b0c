#!/usr/bin/env python3
"""pickrp.py SEED OUT MIN_LINES [EXCLUDE.json ...]: the questions of a right probe (fixtures README,
"The first right probe"): 96 verbal questions with MIN_LINES `wrong:` lines or more, the most lines per
key point first (ties in SEED's random order), at most two a pack, none of the questions the EXCLUDE
sets answer, written as four writers' files (OUT/w-1.md … w-4.md, 24 questions each) WITHOUT their
`wrong:` lines, so no answer is written near or away from a known wrong claim. The writers' brief is
rightprobe-writer.md, their check selfcheck.py with the four kinds (expert, partial, one-point, terse).

rightprobe1 (session 40): SEED 4040, MIN_LINES 3, excluding the session's blind sets (heldout56,
heldout57, wrongclaim7); rightprobe2: SEED 4041, MIN_LINES 2, excluding those and rightprobe1."""
import collections
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pick import bank_questions, write_files  # noqa: E402


def wrong_lines(question):
    return len(re.findall(r'^\s+- wrong:', question['keyPoints'], re.M))


def main():
    seed, out, least = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    questions = bank_questions()
    excluded = {q['id'] for f in sys.argv[4:] for q in json.load(open(f))['questions']}
    rnd = random.Random(seed)
    candidates = [q for q in questions if q not in excluded and wrong_lines(questions[q]) >= least]
    rnd.shuffle(candidates)
    candidates.sort(key=lambda q: -wrong_lines(questions[q]) / max(
        1, len(re.findall(r'^- ', questions[q]['keyPoints'], re.M))))
    per_pack, picked = collections.Counter(), []
    for q in candidates:
        pack = q.split('/')[0]
        if per_pack[pack] < 2:
            picked.append(q)
            per_pack[pack] += 1
        if len(picked) == 96:
            break
    rnd.shuffle(picked)
    lines = sum(wrong_lines(questions[q]) for q in picked)
    for q in picked:
        kept = [l for l in questions[q]['keyPoints'].split('\n') if not re.match(r'\s+- wrong:', l)]
        questions[q] = dict(questions[q], keyPoints='\n'.join(kept))
    write_files(out, picked, questions, 24)
    print(len(picked), 'questions,', len(per_pack), 'packs,', lines, 'wrong: lines left out')


if __name__ == '__main__':
    main()
