#!/usr/bin/env python3
"""Pick 72 verbal questions for two blind sets (seed from argv), write four writers' files.
heldout42: 36 questions answered by one earlier set; heldout43: the rest of those + questions answered by two."""
import json, glob, os, re, random, sys, collections
seed = int(sys.argv[1]); root = '/work/main'; out = '/work/scratch/s33/w'
here = root + '/Tests/DrillKitTests/Fixtures/spoken'
cnt = collections.Counter()
for f in glob.glob(here + '/*.json'):
    for q in json.load(open(f))['questions']: cnt[q['id']] += 1
qs = {}
for f in sorted(glob.glob(root + '/questions/**/*.md', recursive=True)):
    txt = open(f).read()
    m = re.search(r'^---\nid: (\S+)\n', txt)
    if not m: continue
    pack = m.group(1)
    parts = re.split(r'\n(?=## )', txt)
    for p in parts:
        im = re.search(r'\nid: (\S+)\n', p)
        if not im or '### Key points' not in p: continue
        qid = pack + '/' + im.group(1)
        body = p[im.end():]
        meta = {}
        while True:
            mm = re.match(r'([a-z]+): (.*)\n', body)
            if not mm: break
            meta[mm.group(1)] = mm.group(2); body = body[mm.end():]
        plv = re.search(r'\nlevel: (\S+)', txt)
        lv = meta.get('level') or (plv.group(1) if plv else '?')
        prompt = body.split('### Answer')[0].strip()
        answer = body.split('### Answer')[1].split('\n### ')[0].strip()
        kp = body.split('### Key points\n')[1].split('\n### ')[0].rstrip()
        kp = kp.split('\n\n')[0]
        qs[qid] = dict(id=qid, file=os.path.relpath(f, root), level=lv, prompt=prompt, answer=answer, keyPoints=kp)
once = sorted(q for q in qs if cnt[q] == 1); twice = sorted(q for q in qs if cnt[q] == 2)
rnd = random.Random(seed)
def spread(ids, n):
    by = collections.defaultdict(list)
    for q in ids: by[q.split('/')[0]].append(q)
    for v in by.values(): rnd.shuffle(v)
    packs = sorted(by); rnd.shuffle(packs); picked = []
    while len(picked) < n:
        for p in packs:
            if by[p] and len(picked) < n: picked.append(by[p].pop())
    return picked
a = spread(once, len(once))
h42 = a[:36]; h43 = a[36:] + spread(twice, 72 - len(a))
writers = [h42[:18], h42[18:], h43[:18], h43[18:]]
for i, w in enumerate(writers, 1):
    with open(f'{out}/w-{i}.md', 'w') as o:
        for q in w:
            d = qs[q]
            o.write(f"# {d['id']}\n\nfile: {d['file']}\nlevel: {d['level']}\n\n## Prompt\n\n{d['prompt']}\n\n## Model Answer\n\n{d['answer']}\n\n## Key points\n\n{d['keyPoints']}\n\n")
print(len(once), len(twice), [len(w) for w in writers])
