#!/usr/bin/env python3
"""wire.py ROOT BLIND_DIR A B SESSION SEED [end|start|during]: put the blind sets heldoutA.json and heldoutB.json
(B = A + 1) from BLIND_DIR into ROOT's labelled sets: the files, LabelledSet.names, validate.py and the
fixtures README (list and section). How many earlier sets answered each question is counted from ROOT's
sets before these join them (fourth answers since session 51).
The `missed` table of SpokenAnswerEvaluationTests is updated separately (missed.py)."""
import subprocess
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from edits import edit  # noqa: E402

root, S, A, B, session, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6]
# When they were written: "end" (of the session before SESSION, the rule) or "start" (of SESSION:
# session 38 wrote its own again, the machine having lost those written at session 37's end).
when = sys.argv[7] if len(sys.argv) > 7 else 'end'
# "during": at the start of the session before SESSION, blind to its rounds (the rule since session 50).
written = {'end': f'at the end of session {int(session) - 1}, for session {session}',
           'start': f'at the start of session {session} (those written for it at session {int(session) - 1}\'s end '
                    'were lost with their machine)',
           'during': f'during session {int(session) - 1} (at its start, blind to its rounds), for session {session}'}[when]
na, nb, last, prev = f'heldout{A}.json', f'heldout{B}.json', f'heldout{A - 1}.json', f'heldout{A - 2}.json'
ORD = {44: 'forty-fourth', 45: 'forty-fifth', 46: 'forty-sixth', 47: 'forty-seventh', 48: 'forty-eighth',
       49: 'forty-ninth', 50: 'fiftieth', 51: 'fifty-first', 52: 'fifty-second', 53: 'fifty-third',
       54: 'fifty-fourth', 55: 'fifty-fifth', 56: 'fifty-sixth', 57: 'fifty-seventh',
       58: 'fifty-eighth', 59: 'fifty-ninth', 60: 'sixtieth',
       61: 'sixty-first', 62: 'sixty-second', 63: 'sixty-third', 64: 'sixty-fourth',
       65: 'sixty-fifth', 66: 'sixty-sixth', 67: 'sixty-seventh', 68: 'sixty-eighth', 69: 'sixty-ninth',
       70: 'seventieth', 71: 'seventy-first', 72: 'seventy-second', 73: 'seventy-third',
       74: 'seventy-fourth', 75: 'seventy-fifth',
       76: 'seventy-sixth', 77: 'seventy-seventh', 78: 'seventy-eighth', 79: 'seventy-ninth',
       80: 'eightieth', 81: 'eighty-first', 82: 'eighty-second', 83: 'eighty-third',
       84: 'eighty-fourth', 85: 'eighty-fifth', 86: 'eighty-sixth', 87: 'eighty-seventh',
       88: 'eighty-eighth', 89: 'eighty-ninth', 90: 'ninetieth', 91: 'ninety-first'}
NTH = {1: 'second', 2: 'third', 3: 'fourth', 4: 'fifth', 5: 'sixth', 6: 'seventh'}
NUM = {1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six'}
sp = root + '/Tests/DrillKitTests/Fixtures/spoken'
# How many of ROOT's ordinary sets (answers.json, heldout*.json) answer each question, before these join.
earlier = collections.Counter()
for f in os.listdir(sp):
    if f == 'answers.json' or (f.startswith('heldout') and f.endswith('.json')):
        for q in json.load(open(f'{sp}/{f}'))['questions']:
            earlier[q['id']] += 1
counts = collections.Counter(earlier[q['id']] for n in (na, nb) for q in json.load(open(f'{S}/{n}'))['questions'])
if len(counts) == 1:
    k = next(iter(counts))
    item_answers = f"{NTH[k]} answers\n  to questions {NUM[k]} earlier sets had answered"
    sec_answers = (f"all {sum(counts.values())} had {NUM[k]} sets' answers, so each set gives 36 of them a "
                   f"{NTH[k]} set of answers")
else:
    parts = ', '.join(f"{c} had {NUM.get(k, k)} sets' answers" for k, c in sorted(counts.items()))
    item_answers = "new answers\n  to questions earlier sets had answered (the fewest first)"
    sec_answers = f"{parts}; each set gives 36 of them one more set of answers"
for n in (na, nb):
    open(f'{sp}/{n}', 'w').write(open(f'{S}/{n}').read())


edit(root + '/Benchmarks/GradingFigures/LabelledSet.swift', [(f'"{last}",', f'"{last}", "{na}", "{nb}",')])
edit(sp + '/validate.py', [
    (f"{prev} and {last} (those present)", f"{prev}, {last}, {na} and {nb} (those present)"),
    (f"'{last}')", f"'{last}', '{na}', '{nb}')"),
    (f"'{last}'}}", f"'{last}', '{na}', '{nb}'}}"),
    (f"heldout22.json to {last} are new answers", f"heldout22.json to {nb} are new answers"),
])
# The docstring's last sentence names the latest pair and its session: this pair joins it.
s = open(sp + '/validate.py').read()
end = s.index('"""', s.index('"""') + 3)
s = s[:end].rstrip('.') + f'; so do {na} and {nb}\n(session {session}).' + s[end:]
open(sp + '/validate.py', 'w').write(s)
edit(sp + '/README.md', [(f"`heldout34.json` to `{last}`", f"`heldout34.json` to `{nb}`")])
p = sp + '/README.md'
s = open(p).read()
item = f"""- `{na}` and `{nb}`: the {ORD[A + 1]} and {ORD[B + 1]}
  sets, in the same format (36 questions and 252 answers each), {item_answers} (see "The {ORD[A]} and
  {ORD[B]} held-out sets" below).
"""
anchor = s.index('- `wrongclaim.json`: a probe')
s = s[:anchor] + item + s[anchor:]


def listing(name):
    d = json.load(open(f'{S}/{name}'))
    by = collections.defaultdict(list)
    lab = collections.Counter()
    for q in d['questions']:
        by[q['level']].append('`' + q['id'] + '`')
        for a in q['answers']:
            lab.update(a['labels'])
    out = f"`{name}`:\n\n"
    for lv in ('beginner', 'intermediate', 'advanced'):
        if by[lv]:
            out += f"- {lv} ({len(by[lv])}): {', '.join(by[lv])}.\n"
    return out + f"\nLabels: {lab['covered']} covered, {lab['not-said']} not-said, {lab['contradicted']} contradicted.\n"


sec = f"""
## The {ORD[A]} and {ORD[B]} held-out sets

`{na}` and `{nb}` were written {written}, as
the sets before them were: 72 questions picked at random (seed {seed}, `Benchmarks/Grading/sets/pick.py`
with the previous session's own unwired sets counted), one pack at a time in turn, among the verbal
questions with key points, those answered by the fewest sets first: {sec_answers}. New answers by four writers, 18 questions
each, under the same brief (the seven kinds, a second pass over every label, a self-check script
that also checks each kind's labels fit the kind), each opening only the brief and a file of its
questions (id, file, level, prompt, model Answer, key points with their `also:` and `wrong:` lines).
`{na}` is the first two writers' files, `{nb}` the last two. They stayed outside the repository
until session {session} had measured its main on them (docs/evaluation.md, "Session {session}: the
rounds measured blind").

""" + listing(na) + "\n" + listing(nb)
s = s.rstrip('\n') + '\n' + sec
open(p, 'w').write(s)
print('wired', na, nb)
# The longer names list may pass the line length `make lint` allows.
subprocess.run(['swift', 'format', '-i', root + '/Benchmarks/GradingFigures/LabelledSet.swift'], check=True)
