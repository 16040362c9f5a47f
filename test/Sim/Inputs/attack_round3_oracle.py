# Independent oracle from the PTX ISA (shfl.sync / vote / match semantics) for
# the sim kernels of warp-attack-round3.mlir.
M=-1
def shfl(mode, lane, b, c_seg, vals):
    # PTX ISA shfl.sync: segmask = c[12:8], cval = c[4:0]
    segmask = (c_seg >> 8) & 31; cval = c_seg & 31
    blane = b & 31
    maxLane = (lane & segmask) | (cval & ~segmask)
    minLane = lane & segmask
    if mode == 'up': j = lane - blane; pval = j >= maxLane  # up uses maxLane = minLane
    if mode == 'down': j = lane + blane; pval = j <= maxLane
    if mode == 'bfly': j = lane ^ blane; pval = j <= maxLane
    if mode == 'idx': j = minLane | (blane & ~segmask); pval = j <= maxLane
    return vals[j] if pval else vals[lane]
def seg(g):  # c for a group of g lanes, down/bfly/idx form
    return ((32 - g) << 8) | (g - 1)
def segup(g): return ((32 - g) << 8)
v10 = [10*l for l in range(32)]
out = {}
# K1 idx runtime on tile<8, high(16)>: off = 3*lane+5
out['k1'] = [shfl('idx', l, 3*l+5, seg(8), v10) if l >= 16 else M for l in range(32)]
# K2 down runtime on tile<8, high(16)>: off = 3*lane mod 16 (W15/op model: l+d in group else own; the ISA agrees)
def down_model(l, d, g, vals):
    b = l & ~(g-1)
    return vals[l+d] if (l - b) + d < g else vals[l]
out['k2'] = [down_model(l, (3*l) % 16, 8, v10) if l >= 16 else M for l in range(32)]
assert out['k2'] == [shfl('down', l, (3*l) % 16, seg(8), v10) if l >= 16 else M for l in range(32)]
# K3 up runtime on tile<8, high(16)>: off = 3*lane mod 16
def up_model(l, d, g, vals):
    b = l & ~(g-1)
    return vals[l-d] if (l - b) >= d else vals[l]
out['k3'] = [up_model(l, (3*l) % 16, 8, v10) if l >= 16 else M for l in range(32)]
assert out['k3'] == [shfl('up', l, (3*l) % 16, segup(8), v10) if l >= 16 else M for l in range(32)]
# K4 xor runtime on tile<4, range(8,24)>: off = -1 then (xor 3): v10[l^3]
out['k4'] = [v10[l ^ 3] if 8 <= l < 24 else M for l in range(32)]
# K5 first_lane on the even half, p = lane%3==0 and lane>=5 -> lowest even lane with p
ev = [l for l in range(0,32,2) if l%3==0 and l>=5]
out['k5'] = [ev[0] if l%2==0 else -7 for l in range(32)]
# K6 broadcast rank 3 on tile<4, high(16)>
out['k6'] = [v10[(l & ~3) + 3] if l >= 16 else M for l in range(32)]
# K7 exclusive scan add on tile<4, range(4,28)>, v = lane + 1
out['k7'] = [sum(k+1 for k in range(l & ~3, l)) if 4 <= l < 28 else M for l in range(32)]
# K8 match_any on tile<8, high(16)>, value lane/3: group-relative bits
def match(l, g):
    b = l & ~(g-1)
    return sum(1 << (k-b) for k in range(b, b+g) if k//3 == l//3)
out['k8'] = [match(l, 8) if l >= 16 else M for l in range(32)]
# K9 ballot on tile<8, high(16)>, p = lane%3==0: group-relative bits
def ballot(l, g):
    b = l & ~(g-1)
    return sum(1 << (k-b) for k in range(b, b+g) if k%3 == 0)
out['k9'] = [ballot(l, 8) if l >= 16 else M for l in range(32)]
# K10 exit when some lane equals k: k = 40 none leaves (sum of lanes), k = 3 all leave (markers)
out['k10n'] = [sum(range(32))] * 32
out['k10y'] = [100 + l for l in range(32)]
# K11 run-time source on !warp.tile<1, even>: a group of 1 reads itself
out['k11'] = [shfl('idx', l, 7*l, (31 << 8), v10) if l % 2 == 0 else M for l in range(32)]
for k, x in out.items():
    print(k, ' '.join(str(y) for y in x))
