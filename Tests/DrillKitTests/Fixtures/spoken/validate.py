#!/usr/bin/env python3
"""Check answers.json: valid JSON, one label per key point, known kinds/labels,
and (if the repo is at ../../../main or $REPO) that key points still match the question files."""
import json, os, re, sys
here = os.path.dirname(os.path.abspath(__file__))
repo = os.environ.get('REPO', '/work/main')
d = json.load(open(os.path.join(here, 'answers.json')))
assert d['version'] == 1
KINDS = {'expert','partial','one-point','terse','off-topic','wrong-reuse','mixed'}
LABELS = {'covered','not-said','contradicted'}
errors = 0; n = 0
for q in d['questions']:
    kp = q['keyPoints']
    for a in q['answers']:
        n += 1
        if a['kind'] not in KINDS: print('bad kind', q['id'], a['kind']); errors += 1
        if len(a['labels']) != len(kp): print('label count', q['id'], a['kind']); errors += 1
        if not set(a['labels']) <= LABELS: print('bad label', q['id'], a['labels']); errors += 1
    path = os.path.join(repo, q['file'])
    if os.path.exists(path):
        txt = open(path).read(); qid = q['id'].split('/', 1)[1]
        i = txt.find('\nid: ' + qid + '\n')
        if i < 0: print('id not found', q['id']); errors += 1; continue
        sec = txt[i:]; sec = sec[sec.find('### Key points\n') + 15:]
        got = []
        for l in sec.split('\n'):
            if l.startswith('- '): got.append(l[2:])
            elif l.strip() == '' and got: break
            elif l.strip() and not l.startswith(' '): break
        if got != kp: print('key points changed', q['id']); errors += 1
print(len(d['questions']), 'questions,', n, 'answers,', errors, 'errors')
sys.exit(1 if errors else 0)
