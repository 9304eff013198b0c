import json,sys
d=json.load(open('/work/briefs/s52-rvw/cases.json'))
Q={q['id']:q for q in d['questions']}
want=sys.argv[2:]  # label verdict
for line in open(sys.argv[1]):
    f=line.rstrip('\n').split('\t')
    if len(f)<7: continue
    qid,n,p,label,v,shape,vv,quote=f[0],int(f[1]),int(f[2]),f[3],f[4],f[5],f[6],f[7] if len(f)>7 else ''
    if label==want[0] and v==want[1]:
        q=Q[qid]; print(f"[{shape}] {qid} #{n} P{p}: {q['keyPoints'][p]}\n   A: {q['answers'][n]['text']}\n   Q({vv}): {quote}")
