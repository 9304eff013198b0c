#!/usr/bin/env python3
"""missed.py FIGS_TSV ROOT: rewrite the `missed` table of SpokenAnswerEvaluationTests from a
`figures --tsv` output (goals decided from the counts). Then `swift format -i` the file."""
import re, sys, collections
figs, root = sys.argv[1], sys.argv[2]
order = []; alls = {}; contra = collections.Counter(); cur = None
for line in open(figs):
    f = line.rstrip('\n').split('\t')
    if len(f) >= 6 and f[4] == 'contradicted': contra[f[0]] += 1
    m = re.match(r'^(\S+\.json):$', line.strip())
    if m: cur = m.group(1); order.append(cur)
    m = re.match(r'all: (\d+) answers: MAE [\d.]+ \((\d+) off\), better higher [\d.]+% \((\d+)/(\d+)\), credit for nothing ([\d.]+), contradicted credited (\d+)', line)
    if m and cur: alls[cur] = m
rows = []
for s in order:
    m = alls[s]; n, off, good, pairs, cc = int(m[1]), int(m[2]), int(m[3]), int(m[4]), int(m[6])
    miss = []
    if off > 0.6 * n: miss.append(('mean absolute error ≤ 0.6', '%.2f' % (off / n)))
    if good < 0.85 * pairs: miss.append(('better answer ranked higher ≥ 85 %', '%.1f %%' % (100 * good / pairs)))
    # credit for nothing needs per-answer data: read it from the printed figure, decide on > 0.5
    if float(m[5]) > 0.5: miss.append(('credit for nothing ≤ 0.5', m[5]))
    if cc: miss.append(('no contradicted point credited', f'{cc} of {contra[s]}'))
    if miss:
        rows.append(f'    "{s}": [' + ', '.join(f'"{k}": "{v}"' for k, v in miss) + '],')
p = root + '/Tests/DrillKitTests/Evaluation/SpokenAnswerEvaluationTests.swift'
src = open(p).read()
start = src.index('  static let missed: [String: [String: String]] = [\n') 
end = src.index('\n  ]\n', start)
src = src[:start] + '  static let missed: [String: [String: String]] = [\n' + '\n'.join(rows) + src[end:]
open(p, 'w').write(src)
print(len(rows), 'sets with missed goals')
