#!/usr/bin/env python3
"""pick.py SEED OUT [ALSO_DIR ...]: pick 72 verbal questions with key points for two blind sets and write
four writers' question files (OUT/w-1.md … w-4.md, 18 questions each).

The questions answered by the fewest sets come first (the sets of Tests/DrillKitTests/Fixtures/spoken,
and the *.json sets in each ALSO_DIR: blind sets written but not yet wired in), spread over the packs
in turn. The first 36 are the first set's (writers 1 and 2), the other 36 the second's (3 and 4).
Session 33 picked 42 questions answered once and 30 answered twice; session 34 (72 answered twice,
SEED 34) and the sets written at its end for session 35 (SEED 35, with session 34's blind folder as
ALSO_DIR) gave third answers."""
import collections
import glob
import json
import os
import random
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..'))
SPOKEN = ROOT + '/Tests/DrillKitTests/Fixtures/spoken'


def answered_counts(files):
    """How many of the given labelled files answer each question id."""
    answered = collections.Counter()
    for f in files:
        for q in json.load(open(f))['questions']:
            answered[q['id']] += 1
    return answered


def bank_questions(root=ROOT):
    """The bundled verbal questions with key points: id -> file, level, prompt, model Answer, key points."""
    questions = {}
    for f in sorted(glob.glob(root + '/questions/**/*.md', recursive=True)):
        text = open(f).read()
        m = re.search(r'^---\nid: (\S+)\n', text)
        if not m:
            continue
        pack = m.group(1)
        for part in re.split(r'\n(?=## )', text):
            im = re.search(r'\nid: (\S+)\n', part)
            if not im or '### Key points' not in part:
                continue
            qid = pack + '/' + im.group(1)
            body = part[im.end():]
            meta = {}
            while True:
                mm = re.match(r'([a-z]+): (.*)\n', body)
                if not mm:
                    break
                meta[mm.group(1)] = mm.group(2)
                body = body[mm.end():]
            pack_level = re.search(r'\nlevel: (\S+)', text)
            level = meta.get('level') or (pack_level.group(1) if pack_level else '?')
            prompt = body.split('### Answer')[0].strip()
            answer = body.split('### Answer')[1].split('\n### ')[0].strip()
            points = body.split('### Key points\n')[1].split('\n### ')[0].rstrip().split('\n\n')[0]
            questions[qid] = dict(id=qid, file=os.path.relpath(f, root), level=level, prompt=prompt,
                                  answer=answer, keyPoints=points)
    return questions


def spread(rnd, ids, n):
    """n of ids, one pack at a time in turn (packs and each pack's questions shuffled by rnd)."""
    by = collections.defaultdict(list)
    for q in ids:
        by[q.split('/')[0]].append(q)
    for v in by.values():
        rnd.shuffle(v)
    packs = sorted(by)
    rnd.shuffle(packs)
    picked = []
    while len(picked) < n and any(by.values()):
        for p in packs:
            if by[p] and len(picked) < n:
                picked.append(by[p].pop())
    return picked


def picked_ids(dirs):
    """The question ids of the writers' files (`w-*.md`, first lines `# ID`) in each folder: the
    questions of blind sets being written, before their answers are joined into JSON."""
    ids = collections.Counter()
    for d in dirs:
        for f in glob.glob(d + '/w-*.md'):
            for line in open(f):
                if line.startswith('# '):
                    ids[line[2:].strip()] += 1
    return ids


def write_files(out, picked, questions, per):
    """The writers' question files OUT/w-1.md …, `per` questions each."""
    os.makedirs(out, exist_ok=True)
    for i in range((len(picked) + per - 1) // per):
        with open(f'{out}/w-{i + 1}.md', 'w') as o:
            for q in picked[i * per:(i + 1) * per]:
                d = questions[q]
                o.write(f"# {d['id']}\n\nfile: {d['file']}\nlevel: {d['level']}\n\n## Prompt\n\n{d['prompt']}\n\n"
                        f"## Model Answer\n\n{d['answer']}\n\n## Key points\n\n{d['keyPoints']}\n\n")


def main():
    seed, out = int(sys.argv[1]), sys.argv[2]
    answered = answered_counts(glob.glob(SPOKEN + '/heldout*.json') + [SPOKEN + '/answers.json'] + [
        g for d in sys.argv[3:] for g in glob.glob(d + '/*.json')])
    questions = bank_questions()
    rnd = random.Random(seed)
    picked = []
    for count in sorted(set(answered[q] for q in questions)):
        if len(picked) < 72:
            picked += spread(rnd, sorted(q for q in questions if answered[q] == count), 72 - len(picked))
    write_files(out, picked, questions, 18)
    print(collections.Counter(answered[q] for q in picked), 'answered before;', len(picked), 'questions')


if __name__ == '__main__':
    main()
