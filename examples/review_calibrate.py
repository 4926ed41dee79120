#!/usr/bin/env python3
"""Recomputes review_judge's comparison from its dump (REVIEW_JUDGE_DUMP) with chakbot's
centipawns scaled by K, by the review's definitions (lichess's Win%, classes, accuracy):
how the calibration of the engine's scale moves the agreement with the judge.

    python3 examples/review_calibrate.py DUMP [K ...]
"""
import math, sys
from collections import defaultdict

def parse(t):
    if t.startswith('#'):
        m = t[1:]
        neg = m.startswith('-')
        return ('mate', int(m.lstrip('-')), not neg)
    return ('cp', int(t), None)

def cp_of(s, white, k=1.0):
    if s[0] == 'mate':
        v = 3000 if s[2] else -3000
    else:
        v = max(-3000, min(3000, s[1] * k))
    return v if white else -v

def mate_of(s, white):
    if s[0] != 'mate':
        return None
    return s[1] if (s[2] == white) else -s[1]

def wc(s, white, k=1.0):
    cp = max(-1000, min(1000, cp_of(s, white, k)))
    return max(-1, min(1, 2 / (1 + math.exp(-0.00368208 * cp)) - 1))

def classify(b, a, white, k):
    mb, ma = mate_of(b, white), mate_of(a, white)
    cpv = lambda s: 0 if mate_of(s, white) is not None else cp_of(s, white, k)
    mated = a[0] == 'mate' and a[1] == 0 and a[2] != white
    def margin(cp):
        return 'inaccuracy' if cp > 999 else 'mistake' if cp > 700 else 'blunder'
    if mb is None and ma is not None and (ma < 0 or mated):
        return margin(-cpv(b))
    if mb is not None and mb > 0 and ma is None:
        return margin(cpv(a))
    if mb is not None and ma is not None and mb > 0 and ma < 0:
        return 'blunder'
    if mb is None and ma is None:
        d = wc(b, white, k) - wc(a, white, k)
        for t, c in ((0.3, 'blunder'), (0.2, 'mistake'), (0.1, 'inaccuracy')):
            if d >= t:
                return c
    return 'ok'

def acc(wb, wa):
    if wa >= wb:
        return 100.0
    raw = 103.1668100711649 * math.exp(-0.04354415386753951 * (wb - wa)) - 3.166924740191411
    return max(0, min(100, raw + 1))

def game_acc(evals, movers, k):
    wins = [50 + 50 * wc(e, True, k) for e in evals]
    n = len(movers)
    size = max(2, min(8, n // 10))
    first = wins[:min(size, len(wins))]
    windows = [first] * max(0, min(size, len(wins)) - 2)
    windows += [wins] if len(wins) <= size else [wins[i:i + size] for i in range(len(wins) - size + 1)]
    def sd(xs):
        m = sum(xs) / len(xs)
        return math.sqrt(sum((x - m) ** 2 for x in xs) / len(xs))
    weights = [max(0.5, min(12, sd(w))) for w in windows][:n]
    out = []
    for side in (True, False):
        pairs = []
        for i, white in enumerate(movers):
            if white != side:
                continue
            b = 50 + 50 * wc(evals[i], white, k)
            a = 50 + 50 * wc(evals[i + 1], white, k)
            pairs.append((acc(b, a), weights[i]))
        if not pairs:
            out.append(None)
            continue
        wm = sum(a * w for a, w in pairs) / sum(w for _, w in pairs)
        hm = len(pairs) / sum(1 / max(1, a) for a, _ in pairs)
        out.append((wm + hm) / 2)
    return out

def main():
    games = defaultdict(list)
    for line in open(sys.argv[1]):
        f = line.split()
        games[f[0]].append(f)
    ks = [float(x) for x in sys.argv[2:]] or [1.0]
    for k in ks:
        jb = found = ob = false = 0
        gap = 0.0; n = 0
        for name, rows in games.items():
            ours = [parse(r[3]) for r in rows]
            judge = [parse(r[4]) for r in rows]
            movers = [r[2] == 'w' for r in rows[1:]]
            for i, white in enumerate(movers):
                o = classify(ours[i], ours[i + 1], white, k) == 'blunder'
                j = classify(judge[i], judge[i + 1], white, 1.0) == 'blunder'
                jb += j; found += j and o; ob += o; false += o and not j
            for a, b in zip(game_acc(ours, movers, k), game_acc(judge, movers, 1.0)):
                if a is not None and b is not None:
                    gap += abs(a - b); n += 1
        print(f"K={k}: judge's blunders found {found}/{jb} ({100*found/max(1,jb):.1f} %), "
              f"ours not the judge's {false}/{ob} ({100*false/max(1,ob):.1f} %), "
              f"mean |accuracy gap| {gap/max(1,n):.2f} over {n} sides, {len(games)} games")

main()
