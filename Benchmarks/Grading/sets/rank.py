import sys,collections
rows=[l.rstrip('\n').split('\t') for l in open(sys.argv[1]) if '\t' in l]
sets=set(sys.argv[2:])
ans=collections.OrderedDict()
for r in rows:
    s,qid,kind,pt,label,verdict=r[:6]
    if sets and s not in sets: continue
    k=(s,qid,kind)
    a=ans.setdefault(k,[0,0,0])
    a[0]+= label=='covered'; a[1]+= verdict=='credited'
byq=collections.defaultdict(list)
for (s,q,k),v in ans.items(): byq[(s,q)].append((k,v))
c=collections.Counter(); tot=collections.Counter()
for q,L in byq.items():
    for i in range(len(L)):
        for j in range(i+1,len(L)):
            (ka,a),(kb,b)=L[i],L[j]
            if a[0]==b[0]: continue
            if a[0]<b[0]: (ka,a),(kb,b)=(kb,b),(ka,a)
            key=ka+'>'+kb; tot[key]+=1
            if a[1]>b[1]: c[key,'right']+=1
            elif a[1]==b[1]: c[key,'tied']+=1
            else: c[key,'inv']+=1
R=sum(v for (k,t),v in c.items() if t=='right'); N=sum(tot.values())
print('right',R,'of',N,'%.1f%%'%(100*R/N), 'tied',sum(v for (k,t),v in c.items() if t=='tied'),'inv',sum(v for (k,t),v in c.items() if t=='inv'))
for k in sorted(tot,key=lambda k:-(tot[k]-c[k,'right'])):
    print(k,tot[k],'tied',c[k,'tied'],'inv',c[k,'inv'])
