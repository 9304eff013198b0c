#!/usr/bin/env python3
"""wirerp.py ROOT FILE N SESSION SEED BASE DATE EXCLUDED: put the right probe FILE (written unseen for session
SESSION, at the start of the session before it, blind to its rounds) into ROOT as rightprobeN.json:
LabelledSet.rightProbes, validate.py's RIGHT_PROBES and docstring, the fixtures README (list item, the
section after the previous probe's, the list of files validate.py checks). SEED is pickrp.py's seed, BASE
the main commit it picked from, EXCLUDED the sets it left out (one line of text, e.g. "rightprobe13,
session 51's blind sets (heldout78, heldout79, wrongclaim18, rightprobe14) or session 52's other blind
sets (heldout80, heldout81, wrongclaim19)"). Session 52; sessions 40–51 did this by hand."""
import collections
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from edits import edit  # noqa: E402

root, src, n, session, seed, base, date, excluded = sys.argv[1:9]
n, session = int(n), int(session)
ORD = {14: 'fourteenth', 15: 'fifteenth', 16: 'sixteenth', 17: 'seventeenth', 18: 'eighteenth',
       19: 'nineteenth', 20: 'twentieth', 21: 'twenty-first', 22: 'twenty-second', 23: 'twenty-third'}
NTH = {0: 'first', 1: 'second', 2: 'third', 3: 'fourth', 4: 'fifth', 5: 'sixth'}
sp = root + '/Tests/DrillKitTests/Fixtures/spoken'
name, prev = f'rightprobe{n}.json', f'rightprobe{n - 1}.json'
d = json.load(open(src))
earlier = collections.Counter()
for k in range(1, n):
    earlier.update({q['id'] for q in json.load(open(f'{sp}/rightprobe{k}.json'))['questions']})
by = collections.Counter(earlier[q['id']] for q in d['questions'])
labels = collections.Counter(label for q in d['questions'] for a in q['answers'] for label in a['labels'])
packs = len({q['id'].split('/')[0] for q in d['questions']})
answers = sum(len(q['answers']) for q in d['questions'])
open(f'{sp}/{name}', 'w').write(open(src).read())

labelled = root + '/Benchmarks/GradingFigures/LabelledSet.swift'
edit(labelled, [(f'"{prev}",', f'"{prev}", "{name}",')])
older = ', '.join(f'rightprobe{k}.json' for k in range(1, n - 1))
edit(sp + '/validate.py', [
    (f"'{prev}')", f"'{prev}', '{name}')"),
    (f"rightprobe{n - 2}.json and {prev} (right answers only",
     f"rightprobe{n - 2}.json, {prev} and {name} (right answers only"),
])
parts = ', '.join(f"{NTH[k]} to {c}" for k, c in sorted(by.items(), reverse=True))
first_k, first_c = max(by.items())
parts = parts.replace(f"{NTH[first_k]} to {first_c}", f"{NTH[first_k]} right\n  answers to {first_c} of them", 1)
item = (f"- `{name}`: the {ORD[n]} right probe, {answers} right answers to {len(d['questions'])} questions ({parts}),"
        f" written at the start of session {session - 1} for\n  session {session} and kept unseen until session"
        f" {session} measured every round on it (see \"The {ORD[n]} right probe\").\n")
readme = open(sp + '/README.md').read()
marker = f'(see "The {ORD[n - 1]} right probe").\n'
i = readme.index(marker) + len(marker)
readme = readme[:i] + item + readme[i:]
readme = readme.replace(f"`rightprobe{n - 2}.json` and `{prev}`, and that no two of them",
                        f"`rightprobe{n - 2}.json`, `{prev}` and `{name}`, and that no two of them", 1)
head = f'\n## The {ORD[n - 1]} right probe\n'
start = readme.index(head) + len(head)
nxt = readme.index('\n## ', start)
sec = f"""
## The {ORD[n]} right probe

`{name}` was written on {date}, at the start of session {session - 1} for session {session}, under the same
brief by four other writers: four right answers to each of {len(d['questions'])} verbal questions with a `wrong:` line or
more (`pickrp.py {seed} OUT 1`, {packs} packs; the `wrong:` lines left out of the writers' files, from main
`{base}`), none of the questions of {excluded}. It
was session {session}'s keep gate with those (every round measured on it before merging) and was wired
at that session's end (docs/evaluation.md, "Session {session}: the rounds measured blind"). Labels:
{labels['covered']:,} covered, {labels['not-said']:,} not-said.
"""
readme = readme[:nxt] + sec.rstrip('\n') + '\n' + readme[nxt:]
open(sp + '/README.md', 'w').write(readme)
subprocess.run(['swift', 'format', '-i', labelled], check=True)
print('wired', name, dict(by), dict(labels))
