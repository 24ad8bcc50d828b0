package scenarios_test

// The stand-in charts of the Risorgimento 1859 scenarios (the printed
// Terrain Effects Chart, Artillery Range Effects Chart, Artillery Fire
// Table, Small-Arms Fire Table and attack results are not in the seed;
// risorgimento-facts (c) lists what the text demands of each). A group that
// owns the charts replaces them with `mincio new … --tables FILE`.

const rsTablesText = `[table tec]
provenance estimated "stand-in: the printed Terrain Effects Chart is not in the seed (5.2); values honour 5.21-5.29, 7.52 and the examples E18, E20"
title "Terrain effects: MP to enter by unit type (P = prohibited), attacker's DRM, artillery fire DRM"
columns inf linf cav art hart ldr atk fire
row clear              1    1    1    1    1    1    0  0
row heavily-cultivated 2    2    3    3    2    1   -1 -1
row lightly-cultivated 1    1    2    2    1    1    0  0
row woods              2    2    3    P    3    1   -1 -1
row rough              2    2    3    4    3    1   -1 -1 @estimated "5.24: every level 4 and 5 hex is Rough; its costs are estimated"
row wooded-rough       3    2    4    P    4    1   -2 -2 @estimated "5.24: some level 4 and 5 hexes are also Wooded and Rough; costs estimated"
row marsh              3    3    P    P    P    2   -1  0
row village            1    1    2    1    1    1   -1 -1
row town               1    1    2    1    1    1   -2 -2
row castle             2    2    P    2    2    1   -3 -3 @estimated "5.29: one non-cavalry unit inside; 7.52: no charge into a castle"
row ticino             P    P    P    P    P    P    -  - @rulebook "5.23: the Ticino is impassable except by bridges"
row ticino-bridge      1    1    1    1    1    1   -1  0
row major-road         1/2  1/2  1/2  1/2  1/2  1/2  -  - @estimated "5.21: only when entering from a connecting road hex; major roads ignore Rain; the cost is estimated"
row minor-road         1/2  1/2  1/2  1/2  1/2  1/2  -  - @estimated "5.21: only when entering from a connecting road hex; Rain affects minor roads (playbook); the cost is estimated"
row trail              half half half half half half -  - @rulebook "5.22: a trail halves the hex-type cost, rounded down, not elevation costs"
row railroad           half half half half half half -  - @rulebook "5.22: railroads are trails (5.11: at Magenta the railroad counts as a trail)"
row gradual-slope      +1   +1   +1   +2   +1   0   -1  0 @estimated "5.24: a Gradual slope is one level and has no icon; costs estimated"
row slope-sharp        +2   +2   +2   +3   +2   +1  -1  0
row slope-steep        +3   +3   P    P    P    +2  -2  0 @estimated "5.26: cavalry and artillery may not cross a Steep slope except by road; infantry cost estimated"
row ridge-up-1         +1   +1   +1   +2   +1   0   -1  0 @estimated "5.25: crossing a ridge costs by the change from the hex left to the ridge's level; one level, estimated"
row ridge-up-2         +2   +2   +2   +3   +2   +1  -1  0 @estimated "5.25 E20: infantry pays 2 for a Sharp ridge, two levels (1 to enter + 2 = 3 MP); the other types estimated"
row ridge-up-3         +3   +3   P    P    P    +2  -2  0 @estimated "5.25: three or more levels, as a Steep slope (5.26); estimated"
row canal              +3   +3   P    P    P    +1  -2  0 @estimated "5.23: canals are uncrossable for some types and infantry crossing is Disordered; which types and the cost estimated"
row deep-stream        +2   +2   +3   P    P    +1  -1  0
row shallow-stream     +1   +1   +1   +2   +1   0   -1  0
row ford               +1   +1   +1   +1   +1   0   -1  0
row bridge             0    0    0    0    0    0   -1  0

[table artillery-range]
provenance estimated "stand-in: the Artillery Range Effects Chart is not in the seed (7.11); X is beyond the gun's maximum range"
title "Artillery range DRM by gun type (7.11)"
columns F H R Rf horse
rows 1 2 3 4 5 6 7 8
row 1 +2 +2 +1 +1 +2 @estimated "7.11 note: the French Guard's rifled guns are rated lower at short range than smoothbores"
row 2 +1 +1 0  +1 +1
row 3 0  +1 0  +1 0
row 4 -1 0  -1 0  -1
row 5 -2 -1 -2 0  X
row 6 X  -2 X  -1 X
row 7 X  X  X  -1 X
row 8 X  X  X  -2 X

[table artillery-fire]
provenance estimated "stand-in: the Artillery Fire Table is not in the seed (7.18); results never fall as the modified roll rises"
title "Artillery fire: modified d10 (7.18)"
columns result
rows <=3 4..5 6..8 >=9
row <=3  NE
row 4..5 CDR
row 6..8 D
row >=9  D+1

[table small-arms]
provenance estimated "stand-in: the Small-Arms Fire Table is not in the seed (7.23); 7.25: No Effect or 1 Hit"
title "Small-arms fire: modified d10 (7.23, 7.25)"
columns result
rows <=6 >=7
row <=6 NE
row >=7 H

[table attack]
provenance estimated "stand-in: the attack results are not in the seed (7.44, risorgimento-facts D2): hits inflicted on the opposing unit by each side's modified d10"
title "Attack: hits inflicted by a side's modified d10 (7.44)"
columns hits
rows <=2 3..5 6..8 >=9
row <=2  0
row 3..5 1
row 6..8 2
row >=9  3
`
