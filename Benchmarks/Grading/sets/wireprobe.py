#!/usr/bin/env python3
"""wireprobe.py ROOT FILE N SESSION SEED DATE [start|end|during]: put the probe FILE (written unseen for session SESSION) into ROOT as
wrongclaimN.json: the file, LabelledSet.probes, validate.py's PROBES, the fixtures README (list item and
section). The third probe (session 36) was wired so; wrongclaim2 (session 35) by the same edits by hand."""
import subprocess
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from edits import edit  # noqa: E402

root, src, n, session, seed, date = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6]
# When the probe was written: "start" (of session SESSION), "end" (of the session before it) or
# "during" (at the start of the session before it, blind to its rounds: the rule since session 50).
when = sys.argv[7] if len(sys.argv) > 7 else 'start'

ORD = {3: 'third', 4: 'fourth', 5: 'fifth', 6: 'sixth', 7: 'seventh', 8: 'eighth', 9: 'ninth', 10: 'tenth', 11: 'eleventh',
       12: 'twelfth', 13: 'thirteenth', 14: 'fourteenth', 15: 'fifteenth',
       16: 'sixteenth', 17: 'seventeenth', 18: 'eighteenth', 19: 'nineteenth', 20: 'twentieth', 21: 'twenty-first'}
name = f'wrongclaim{n}.json'
olds = ['wrongclaim.json'] + [f'wrongclaim{k}.json' for k in range(2, n)]
sp = root + '/Tests/DrillKitTests/Fixtures/spoken'
d = json.load(open(src))
answers = sum(len(q['answers']) for q in d['questions'])
labels = {}
for q in d['questions']:
    for a in q['answers']:
        for label in a['labels']:
            labels[label] = labels.get(label, 0) + 1
packs = len({q['id'].split('/')[0] for q in d['questions']})
per_file = (len(d['questions']) + 3) // 4
# Questions an earlier probe answers too (`pickprobe.py --reuse`), read before this file is copied in.
earlier = collections.Counter()
for old in olds:
    earlier.update({q['id'] for q in json.load(open(f'{sp}/{old}'))['questions']})
reused = sum(q['id'] in earlier for q in d['questions'])
by_count = collections.Counter(earlier[q['id']] for q in d['questions'])
open(f'{sp}/{name}', 'w').write(open(src).read())


def spoken(names, quote):
    q = [f'{quote}{x}{quote}' for x in names]
    return q[0] if len(q) == 1 else ', '.join(q[:-1]) + ' and ' + q[-1]


# The list may be on one line (`probes = [… "wrongclaimK.json"]`) or, once `swift format` has
# wrapped it, end with a trailing comma: the new name goes after the last one either way.
labelled = root + '/Benchmarks/GradingFigures/LabelledSet.swift'
tail = f'"{olds[-1]}",' if f'"{olds[-1]}",' in open(labelled).read() else f'"{olds[-1]}"]'
edit(labelled, [(tail, tail.replace(f'"{olds[-1]}"', f'"{olds[-1]}", "{name}"'))])
tup = ', '.join(f"'{x}'" for x in olds)
edit(sp + '/validate.py', [(f"PROBES = ({tup})", f"PROBES = ({tup}, '{name}')"),
                           (f"checks {spoken(olds, '')} (probes", f"checks {spoken(olds + [name], '')} (probes")])
last = olds[-1]
# Since session 40 the list ends with the right probes (`… and `rightprobe1.json``, or
# `…, `rightprobe1.json` and `rightprobe2.json`` once there are two).
readme = open(sp + '/README.md').read()
listed = ', '.join(f'`{x}`' for x in olds)
if f"{listed} and `rightprobe1.json`" in readme:
    edit(sp + '/README.md', [(f"{listed} and `rightprobe1.json`", f"{listed}, `{name}` and `rightprobe1.json`")])
elif f"{listed}, `rightprobe1.json`" in readme:
    edit(sp + '/README.md', [(f"{listed}, `rightprobe1.json`", f"{listed}, `{name}`, `rightprobe1.json`")])
else:
    edit(sp + '/README.md', [
        (f"{spoken(olds, '`')}, and that no two", f"{spoken(olds + [name], '`')}, and that no two"),
    ])
s = open(sp + '/README.md').read()
item = (f"- `{name}`: the {ORD[n]} probe of the same kind, {answers} wrong answers to {answers} other questions,\n"
        f"  written for session {session} by other writers and kept unseen while that session's rounds worked (see\n"
        f"  \"The {ORD[n]} wrong-claim probe\" below).\n")
i = s.index('- `validate.py`: checks each file')
s = s[:i] + item + s[i:]
written = {'start': f'at the start of session {session}',
           'end': f'at the end of session {int(session) - 1}, for session {session}',
           'during': f'during session {int(session) - 1} (at its start, blind to its rounds), for session {session}'}[when]
NUM = {1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six'}


def answered(k, c):
    if k == 0:
        return f'{c} that no earlier probe answers'
    return f'{c} that one earlier probe answers' if k == 1 else f'{c} that {NUM.get(k, k)} earlier probes answer'


which = (' that the earlier probes do not answer' if reused == 0 else
         f" ({', '.join(answered(k, c) for k, c in sorted(by_count.items()))}, with new wrong claims by new "
         'writers:\n`pickprobe.py --reuse`)')
sec = f"""
## The {ORD[n]} wrong-claim probe

`{name}` was written on {date}, {written}, under the first probe's brief by
four new writers (helpers that opened only the brief and a file of {per_file} questions), one answer to each
of {answers} verbal questions{which}, spread over {packs} packs (seed
{seed}). It was kept outside the repository while session {session}'s rounds worked, so a rule fitted
to the earlier probes could be judged on answers nobody had read (docs/evaluation.md, "Session
{session}: the rounds measured blind"). Labels: {labels.get('contradicted', 0)} contradicted,
{labels.get('covered', 0)} covered, {labels.get('not-said', 0)} not-said.
"""
# After the last probe's section (the probes' sections follow one another, oldest first).
i = max(s.rindex(f'\n## The {ORD.get(k, "second")} wrong-claim probe') for k in range(2, n) if
        f'\n## The {ORD.get(k, "second")} wrong-claim probe' in s)
j = s.find('\n## ', i + 1)
j = len(s) if j < 0 else j
s = s[:j] + '\n' + sec.strip('\n') + '\n' + s[j:]
open(sp + '/README.md', 'w').write(s)
print('wired', name, answers, 'answers', labels)
# The longer names list may pass the line length `make lint` allows.
subprocess.run(['swift', 'format', '-i', root + '/Benchmarks/GradingFigures/LabelledSet.swift'], check=True)
