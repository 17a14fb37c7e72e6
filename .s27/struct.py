import re,sys,glob
def kids(m, level):
    depth=0;out=[]
    for t in re.finditer(r'<(/?)([a-zA-Z0-9]+)([^>]*)>',m):
        close,tag,attrs=t.groups()
        if tag in('img','br','input','meta','link','source','path','circle','line','rect','hr','use','stop','polyline','polygon','ellipse','col','wbr') or attrs.endswith('/'):
            continue
        if close: depth-=1
        else:
            if depth==level: out.append((tag+' '+attrs[:90], 0))
            depth+=1
        if depth==0: break
    return out
for f in sys.argv[1:]:
    s=open(f).read(); m=s[s.index('<main'):s.index('</main>')+7]
    print('==',f, 'main tags',len(re.findall(r'<[a-z]',m)))
    for k,_ in kids(m,2): print('  ',k)
