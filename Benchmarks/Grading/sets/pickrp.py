#!/usr/bin/env python3
"""pickrp.py: the questions of the first right probe (session 40, fixtures README "The first right
probe"): 96 verbal questions with three `wrong:` lines or more, the most lines per key point first,
at most two a pack, none of the session's blind sets (/work/scratch/s40/blind), written as four
writers' files (/work/scratch/s40/rp/w-1.md … w-4.md, 24 questions each) WITHOUT their `wrong:`
lines. Seed 4040. The writers' brief is rightprobe-writer.md, their check selfcheck.py with the four
kinds."""
import collections
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pick import bank_questions, write_files  # noqa: E402
qs = bank_questions()
blind = set()
for f in ('heldout56', 'heldout57', 'wrongclaim7'):
    blind |= {q['id'] for q in json.load(open(f'/work/scratch/s40/blind/{f}.json'))['questions']}
def nwrong(q): return len(re.findall(r'^\s+- wrong:', q['keyPoints'], re.M))
rnd = random.Random(4040)
cands = [q for q in qs if q not in blind and nwrong(qs[q]) >= 3]
rnd.shuffle(cands)
cands.sort(key=lambda q: -nwrong(qs[q]) / max(1, len(re.findall(r'^- ', qs[q]['keyPoints'], re.M))))
per = collections.Counter(); picked = []
for q in cands:
    p = q.split('/')[0]
    if per[p] < 2: picked.append(q); per[p] += 1
    if len(picked) == 96: break
rnd.shuffle(picked)
for q in picked:  # strip wrong: lines, writers must not see them
    qs[q] = dict(qs[q], keyPoints='\n'.join(l for l in qs[q]['keyPoints'].split('\n') if not re.match(r'\s+- wrong:', l)))
write_files('/work/scratch/s40/rp', picked, qs, 24)
print(len(picked), 'questions,', len(per), 'packs, wrong lines', sum(nwrong(bank_questions()[q]) for q in picked))
