#!/usr/bin/env python3
"""probecheck.py OUT.json QUESTIONS.md: a probe writer's check. One answer per question, kind
`wrong-reuse`, every point labelled `contradicted`, 60–110 words, whitespace normalised, no denial
word (the probe's answers say another claim, never a plain "not"), the key points copied exactly."""
import json
import re
import sys

DENIALS = {'not', 'no', 'never', 'cannot', 'without', 'none', 'nothing', 'neither', 'nor', 'nobody',
           'nowhere', "n't"}


def wanted(src):
    want = {}
    for block in re.split(r'\n(?=# )', '\n' + src):
        m = re.match(r'\n?# (\S+)\n', block)
        if not m:
            continue
        kp = block.split('## Key points\n\n')[1]
        pts = [line[2:] for line in kp.split('\n') if line.startswith('- ')]
        fm = re.search(r'\nfile: (\S+)', block)
        lv = re.search(r'\nlevel: (\S+)', block)
        want[m.group(1)] = (pts, fm.group(1), lv.group(1))
    return want


def main():
    out, qfile = sys.argv[1], sys.argv[2]
    want = wanted(open(qfile).read())
    d = json.load(open(out))
    errs = [] if d.get('version') == 1 else ['version must be 1']
    got = [q['id'] for q in d['questions']]
    if got != list(want):
        errs.append(f'questions differ from the file (same ids, same order): missing {sorted(set(want) - set(got))}'
                    f' extra {sorted(set(got) - set(want))}')
    for q in d['questions']:
        if q['id'] not in want:
            continue
        pts, f, lv = want[q['id']]
        if q['keyPoints'] != pts:
            errs.append(f"{q['id']}: keyPoints not copied exactly")
        if q.get('file') != f or q.get('level') != lv:
            errs.append(f"{q['id']}: file or level differs from the questions file")
        if len(q['answers']) != 1:
            errs.append(f"{q['id']}: one answer per question")
            continue
        a = q['answers'][0]
        t = a['text']
        words = re.findall(r"[a-z']+", t.lower())
        said = sorted({w for w in words if w in DENIALS or w.endswith("n't")})
        if a.get('kind') != 'wrong-reuse':
            errs.append(f"{q['id']}: kind must be wrong-reuse")
        if a.get('labels') != ['contradicted'] * len(pts):
            errs.append(f"{q['id']}: every point must be labelled contradicted")
        if t != ' '.join(t.split()):
            errs.append(f"{q['id']}: whitespace not normalised")
        if not 60 <= len(t.split()) <= 110:
            errs.append(f"{q['id']}: {len(t.split())} words, want 60-110")
        if said:
            errs.append(f"{q['id']}: denial words {said}")
    print('\n'.join(errs) or f'OK: {len(d["questions"])} questions')
    sys.exit(1 if errs else 0)


if __name__ == '__main__':
    main()
