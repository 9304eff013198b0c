#!/usr/bin/env python3
"""Check labelled answer sets: valid JSON, one label per key point, known kinds/labels,
and (if the repo is at $REPO, default /work/main) that key points still match the question files.

Usage: python3 validate.py [FILE ...]
With no FILE, checks wrongclaim.json, wrongclaim2.json, wrongclaim3.json, wrongclaim4.json, wrongclaim5.json, wrongclaim6.json, wrongclaim7.json, wrongclaim8.json, wrongclaim9.json, wrongclaim10.json, wrongclaim11.json, wrongclaim12.json, wrongclaim13.json, wrongclaim14.json, wrongclaim15.json, wrongclaim16.json, wrongclaim17.json, wrongclaim18.json, wrongclaim19.json and wrongclaim20.json (probes of wrong answers only, outside the sharing rule), rightprobe1.json, rightprobe2.json, rightprobe3.json, rightprobe4.json, rightprobe5.json, rightprobe6.json, rightprobe7.json, rightprobe8.json, rightprobe9.json, rightprobe10.json, rightprobe11.json, rightprobe12.json, rightprobe13.json, rightprobe14.json, rightprobe15.json and rightprobe16.json (right answers only, outside it too) and answers.json, heldout.json, heldout2.json, heldout3.json, heldout4.json, heldout5.json, heldout6.json, heldout7.json, heldout8.json, heldout9.json, heldout10.json, heldout11.json, heldout12.json, heldout13.json, heldout14.json, heldout15.json, heldout16.json, heldout17.json, heldout18.json, heldout19.json, heldout20.json, heldout21.json, heldout22.json, heldout23.json, heldout24.json, heldout25.json, heldout26.json, heldout27.json, heldout28.json, heldout29.json, heldout30.json, heldout31.json, heldout32.json, heldout33.json, heldout34.json, heldout35.json, heldout36.json, heldout37.json, heldout38.json, heldout39.json, heldout40.json, heldout41.json, heldout42.json, heldout43.json, heldout44.json, heldout45.json, heldout46.json, heldout47.json, heldout48.json, heldout49.json, heldout50.json, heldout51.json, heldout52.json, heldout53.json, heldout54.json, heldout55.json, heldout56.json, heldout57.json, heldout58.json, heldout59.json, heldout60.json, heldout61.json, heldout62.json, heldout63.json, heldout64.json, heldout65.json, heldout66.json, heldout67.json, heldout68.json, heldout69.json, heldout70.json, heldout71.json, heldout72.json, heldout73.json, heldout74.json, heldout75.json, heldout76.json, heldout77.json, heldout78.json, heldout79.json, heldout80.json, heldout81.json, heldout82.json and heldout83.json (those present),
and that no two of them share a question (the heldout sets are held out), except that
heldout22.json to heldout83.json are new answers to questions of earlier sets (README):
they may share a question with a set before them, and with each other only a question
no third set answers (at most two sets a question),
except heldout43.json: by session 33 every question with key points had been answered by one or two
sets, so 30 of its questions are a third set's answers (THIRD below); heldout44.json and
heldout45.json (session 34) give third answers to 72 questions answered by two sets; so do heldout46.json and heldout47.json
(session 35); so do heldout48.json and heldout49.json
(session 36); so do heldout50.json and heldout51.json
(session 37); so do heldout52.json and heldout53.json
(session 38); so do heldout54.json and heldout55.json
(session 39); so do heldout56.json and heldout57.json
(session 40); so do heldout58.json and heldout59.json
(session 41); so do heldout60.json and heldout61.json
(session 42); so do heldout62.json and heldout63.json (session 43), and eight of heldout63's are
fourth answers to questions three sets answer (FOURTH below); heldout64.json and heldout65.json
(session 44) give fourth answers to 57 of their 72 questions and third answers to the other 15; so do heldout66.json and heldout67.json
(session 45); so do heldout68.json and heldout69.json
(session 46); so do heldout70.json and heldout71.json
(session 47); so do heldout72.json and heldout73.json
(session 48); so do heldout74.json and heldout75.json
(session 49); so do heldout76.json and heldout77.json
(session 50); so do heldout78.json and heldout79.json
(session 51); so do heldout80.json and heldout81.json
(session 52); so do heldout82.json and heldout83.json
(session 53)."""
import json, os, sys
here = os.path.dirname(os.path.abspath(__file__))
repo = os.environ.get('REPO', '/work/main')
KINDS = {'expert','partial','one-point','terse','off-topic','wrong-reuse','mixed'}
LABELS = {'covered','not-said','contradicted'}

def check(name):
    d = json.load(open(os.path.join(here, name)))
    assert d['version'] == 1
    errors = 0; n = 0; seen = set()
    for q in d['questions']:
        if q['id'] in seen: print(name, 'duplicate question', q['id']); errors += 1
        seen.add(q['id'])
        kp = q['keyPoints']
        for a in q['answers']:
            n += 1
            if a['kind'] not in KINDS: print(name, 'bad kind', q['id'], a['kind']); errors += 1
            if len(a['labels']) != len(kp): print(name, 'label count', q['id'], a['kind']); errors += 1
            if not set(a['labels']) <= LABELS: print(name, 'bad label', q['id'], a['labels']); errors += 1
        path = os.path.join(repo, q['file'])
        if os.path.exists(path):
            txt = open(path).read(); qid = q['id'].split('/', 1)[1]
            i = txt.find('\nid: ' + qid + '\n')
            if i < 0: print(name, 'id not found', q['id']); errors += 1; continue
            sec = txt[i:]; sec = sec[sec.find('### Key points\n') + 15:]
            got = []
            for l in sec.split('\n'):
                if l.startswith('- '): got.append(l[2:])
                elif l.strip() == '' and got: break
                elif l.strip() and not l.startswith(' '): break
            if got != kp: print(name, 'key points changed', q['id']); errors += 1
    print(name + ':', len(d['questions']), 'questions,', n, 'answers,', errors, 'errors')
    return seen, errors

SETS = ('answers.json', 'heldout.json', 'heldout2.json', 'heldout3.json', 'heldout4.json', 'heldout5.json', 'heldout6.json', 'heldout7.json', 'heldout8.json', 'heldout9.json', 'heldout10.json', 'heldout11.json', 'heldout12.json', 'heldout13.json', 'heldout14.json', 'heldout15.json', 'heldout16.json', 'heldout17.json', 'heldout18.json', 'heldout19.json', 'heldout20.json', 'heldout21.json', 'heldout22.json', 'heldout23.json', 'heldout24.json', 'heldout25.json', 'heldout26.json', 'heldout27.json', 'heldout28.json', 'heldout29.json', 'heldout30.json', 'heldout31.json', 'heldout32.json', 'heldout33.json', 'heldout34.json', 'heldout35.json', 'heldout36.json', 'heldout37.json', 'heldout38.json', 'heldout39.json', 'heldout40.json', 'heldout41.json', 'heldout42.json', 'heldout43.json', 'heldout44.json', 'heldout45.json', 'heldout46.json', 'heldout47.json', 'heldout48.json', 'heldout49.json', 'heldout50.json', 'heldout51.json', 'heldout52.json', 'heldout53.json', 'heldout54.json', 'heldout55.json', 'heldout56.json', 'heldout57.json', 'heldout58.json', 'heldout59.json', 'heldout60.json', 'heldout61.json', 'heldout62.json', 'heldout63.json', 'heldout64.json', 'heldout65.json', 'heldout66.json', 'heldout67.json', 'heldout68.json', 'heldout69.json', 'heldout70.json', 'heldout71.json', 'heldout72.json', 'heldout73.json', 'heldout74.json', 'heldout75.json', 'heldout76.json', 'heldout77.json', 'heldout78.json', 'heldout79.json', 'heldout80.json', 'heldout81.json', 'heldout82.json', 'heldout83.json')
REANSWERED = {'heldout22.json', 'heldout23.json', 'heldout24.json', 'heldout25.json', 'heldout26.json', 'heldout27.json', 'heldout28.json', 'heldout29.json', 'heldout30.json', 'heldout31.json', 'heldout32.json', 'heldout33.json', 'heldout34.json', 'heldout35.json', 'heldout36.json', 'heldout37.json', 'heldout38.json', 'heldout39.json', 'heldout40.json', 'heldout41.json', 'heldout42.json', 'heldout43.json', 'heldout44.json', 'heldout45.json', 'heldout46.json', 'heldout47.json', 'heldout48.json', 'heldout49.json', 'heldout50.json', 'heldout51.json', 'heldout52.json', 'heldout53.json', 'heldout54.json', 'heldout55.json', 'heldout56.json', 'heldout57.json', 'heldout58.json', 'heldout59.json', 'heldout60.json', 'heldout61.json', 'heldout62.json', 'heldout63.json', 'heldout64.json', 'heldout65.json', 'heldout66.json', 'heldout67.json', 'heldout68.json', 'heldout69.json', 'heldout70.json', 'heldout71.json', 'heldout72.json', 'heldout73.json', 'heldout74.json', 'heldout75.json', 'heldout76.json', 'heldout77.json', 'heldout78.json', 'heldout79.json', 'heldout80.json', 'heldout81.json', 'heldout82.json', 'heldout83.json'}
# Sets whose questions may be a third set's (every question had one or two sets by then).
THIRD = {'heldout43.json', 'heldout44.json', 'heldout45.json', 'heldout46.json', 'heldout47.json', 'heldout48.json', 'heldout49.json', 'heldout50.json', 'heldout51.json', 'heldout52.json', 'heldout53.json', 'heldout54.json', 'heldout55.json', 'heldout56.json', 'heldout57.json', 'heldout58.json', 'heldout59.json', 'heldout60.json', 'heldout61.json', 'heldout62.json', 'heldout63.json', 'heldout64.json', 'heldout65.json', 'heldout66.json', 'heldout67.json', 'heldout68.json', 'heldout69.json', 'heldout70.json', 'heldout71.json', 'heldout72.json', 'heldout73.json', 'heldout74.json', 'heldout75.json', 'heldout76.json', 'heldout77.json', 'heldout78.json', 'heldout79.json', 'heldout80.json', 'heldout81.json', 'heldout82.json', 'heldout83.json'}
# Session 43 (heldout62, heldout63): by session 42 most questions had three sets' answers, and eight
# of heldout63's are a fourth set's: a question may have one FOURTH set beside three others.
# Session 44 (heldout64, heldout65): pick.py found no question with fewer than two sets' answers, and
# six of the 72 it took had three already, one of them heldout62's or heldout63's: a question may have
# two FOURTH sets beside three others (five sets of answers).
FOURTH = {'heldout62.json', 'heldout63.json', 'heldout64.json', 'heldout65.json', 'heldout66.json', 'heldout67.json', 'heldout68.json', 'heldout69.json', 'heldout70.json', 'heldout71.json', 'heldout72.json', 'heldout73.json', 'heldout74.json', 'heldout75.json', 'heldout76.json', 'heldout77.json', 'heldout78.json', 'heldout79.json', 'heldout80.json', 'heldout81.json', 'heldout82.json', 'heldout83.json'}
# Sets of one kind that measure one way of failing (README, "The wrong-claim probe"): wrong
# answers only, to questions other sets answer too; not part of the sharing rule below.
PROBES = ('wrongclaim.json', 'wrongclaim2.json', 'wrongclaim3.json', 'wrongclaim4.json', 'wrongclaim5.json', 'wrongclaim6.json', 'wrongclaim7.json', 'wrongclaim8.json', 'wrongclaim9.json', 'wrongclaim10.json', 'wrongclaim11.json', 'wrongclaim12.json', 'wrongclaim13.json', 'wrongclaim14.json', 'wrongclaim15.json', 'wrongclaim16.json', 'wrongclaim17.json', 'wrongclaim18.json', 'wrongclaim19.json', 'wrongclaim20.json')
# Right answers only (session 40, README "The right probe"): outside the sharing rule too.
RIGHT_PROBES = ('rightprobe1.json', 'rightprobe2.json', 'rightprobe3.json', 'rightprobe4.json', 'rightprobe5.json', 'rightprobe6.json', 'rightprobe7.json', 'rightprobe8.json', 'rightprobe9.json', 'rightprobe10.json', 'rightprobe11.json', 'rightprobe12.json', 'rightprobe13.json', 'rightprobe14.json', 'rightprobe15.json', 'rightprobe16.json')
RIGHT_KINDS = {'expert', 'partial', 'one-point', 'terse'}
names = sys.argv[1:] or [f for f in SETS + PROBES + RIGHT_PROBES if os.path.exists(os.path.join(here, f))]
total = 0; ids = {}
for name in names:
    ids[name], e = check(name); total += e
    if name in PROBES:
        for q in json.load(open(os.path.join(here, name)))['questions']:
            for a in q['answers']:
                if a['kind'] != 'wrong-reuse' or 'covered' in a['labels']:
                    print(name, 'a probe holds wrong answers only', q['id']); total += 1
    if name in RIGHT_PROBES:
        for q in json.load(open(os.path.join(here, name)))['questions']:
            for a in q['answers']:
                if a['kind'] not in RIGHT_KINDS or 'contradicted' in a['labels']:
                    print(name, 'a right probe holds right answers only', q['id']); total += 1
if not sys.argv[1:]:
    for i, a in enumerate(names):
        if a in PROBES + RIGHT_PROBES: continue
        for b in names[i + 1:]:
            if b in PROBES + RIGHT_PROBES: continue
            shared = ids[a] & ids[b]
            if b in REANSWERED and a not in REANSWERED: shared = set()
            # Two re-answer sets may share a question no third set answers (heldout30 answers
            # again one that only heldout22 had): each question has at most two sets outside
            # THIRD, and three in all (heldout49 answers gcd-still-useful a third time, after
            # heldout23 and heldout42).
            if a in REANSWERED and b in REANSWERED:
                def too_many(q):
                    sets = [n for n in names if n not in PROBES + RIGHT_PROBES and q in ids[n]]
                    fourth = [n for n in sets if n in FOURTH]
                    return (len(sets) - len(fourth) > 3 or len(fourth) > 2
                            or len([n for n in sets if n not in THIRD]) > 2)
                shared = {q for q in shared if too_many(q)}
            for q in sorted(shared): print(b, 'shares a question with', a + ':', q)
            total += len(shared)
sys.exit(1 if total else 0)
