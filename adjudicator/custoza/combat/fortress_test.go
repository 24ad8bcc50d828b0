package combat

import "testing"

// 22.3.1: 3 line infantry SP, 1 artillery SP, CV 9.
func Test22_3_1_FortressGarrison(t *testing.T) {
	g := FortressGarrison("1705", GoodOrder)
	if len(g) != 2 || g[0].SP != 3 || g[0].CV != 9 || g[0].Type != LineInfantry || g[1].SP != 1 || g[1].Type != Artillery {
		t.Fatalf("%+v", g)
	}
}

// 22.3.3, 22.3.4: losses to the infantry SP only, absorbed by the
// fortress; all infantry SP lost or routed: it surrenders.
func Test22_3_3_FortressLosses(t *testing.T) {
	g := FortressGarrison("1705", GoodOrder)
	stacked := []Unit{inf("IR", 4, 8, 3)}
	l, surrendered := FortressHit(g, stacked, Hit{SP: 2, Levels: 1})
	if surrendered {
		t.Fatal("surrendered after 2 SP")
	}
	if u, _ := l.Unit("1705-garrison-inf"); u.SP != 2 || u.SPAfter != 1 || u.After != Shaken {
		t.Errorf("infantry %+v", u)
	}
	if u, _ := l.Unit("1705-garrison-art"); u.SP != 0 || u.After != Shaken {
		t.Errorf("artillery %+v", u)
	}
	if u, _ := l.Unit("IR"); u.SP != 0 || u.SPAfter != 4 || u.After != Shaken {
		t.Errorf("the stacked unit loses no SP: %+v", u)
	}
	if _, surrendered := FortressHit(g, nil, Hit{SP: 3}); !surrendered {
		t.Error("all infantry SP lost: surrender")
	}
	if _, surrendered := FortressHit(FortressGarrison("1705", Disorganized), nil, Hit{Levels: 1}); !surrendered {
		t.Error("routed: surrender")
	}
	if s, _ := FortressRecovery(Disordered); s != Shaken {
		t.Error("free recovery")
	}
}
