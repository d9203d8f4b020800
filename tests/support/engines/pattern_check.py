# The Python re checker of tests/patterns-engines.test.ts: reads the jobs (tests/support/engines/wire.ts)
# on standard input, searches each input with re.search, writes the answers. Run with -W error: a
# FutureWarning (a class Python may read as a set operation one day) fails the run.
import re
import sys


def unescape(s):
    # The escapes of tests/support/engines/wire.ts (\\, \n, \\uXXXX), then surrogate pairs as one code point.
    units = s.encode('ascii').decode('unicode_escape')
    return units.encode('utf-16-le', 'surrogatepass').decode('utf-16-le', 'surrogatepass')


def escape(s):
    out = []
    units = s.encode('utf-16-be', 'surrogatepass')
    for k in range(0, len(units), 2):
        c = (units[k] << 8) | units[k + 1]
        out.append('\\\\' if c == 0x5c else '\\n' if c == 10 else chr(c) if 0x20 <= c < 0x7e else '\\u%04x' % c)
    return ''.join(out)


lines = sys.stdin.read().split('\n')
sets, out, i = [], [], 0
while i < len(lines):
    line = lines[i]
    i += 1
    if line.startswith('S '):
        n = int(line[2:])
        sets.append([unescape(x) for x in lines[i:i + n]])
        i += n
    elif line.startswith('J '):
        f = line.split(' ')
        pattern = re.compile(unescape(f[2]))
        names = f[4:4 + int(f[3])]
        for s in sets[int(f[1])]:
            m = pattern.search(s)
            if m is None:
                out.append('0')
            else:
                out.append('\t'.join(['1'] + ['~' if m.group(n) is None else escape(m.group(n)) for n in names]))
sys.stdout.write('\n'.join(out) + '\n')
