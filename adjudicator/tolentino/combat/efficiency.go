package combat

import "fmt"

// EfficiencySP is the SP of a side with one efficiency value.
type EfficiencySP struct{ Efficiency, SP int }

// EfficiencyValue is the efficiency a side uses in a combat (12.3).
type EfficiencyValue struct {
	Value int
	// BySP lists the SP at each efficiency value, highest value first.
	BySP []EfficiencySP
	// Tied lists the values sharing the most SP (highest first) when more
	// than one does; the player chooses among them (12.3.1).
	Tied []int
	// Chosen: the player's choice decided the tie; false when the default
	// (the highest tied value) did.
	Chosen bool
}

func (e EfficiencyValue) String() string {
	if len(e.Tied) > 1 {
		how := "default: the highest"
		if e.Chosen {
			how = "chosen"
		}
		return fmt.Sprintf("%d (tie among %v, %s)", e.Value, e.Tied, how)
	}
	return fmt.Sprintf("%d", e.Value)
}

// Efficiency finds the most widespread efficiency value, counted in SP,
// among units (12.3.1). Artillery does not count (11.0.1). On a tie the
// player chooses: choice is used when it is one of the tied values;
// otherwise the highest tied value is taken (the documented default: it
// gives the better DRM to the side choosing). printed selects the printed
// efficiency instead of the one with the Neapolitan morale counter (13.3).
func Efficiency(units []Unit, choice int, printed bool) EfficiencyValue {
	var by []EfficiencySP
	for _, u := range units {
		if u.Type.IsArtillery() {
			continue
		}
		e := u.EffectiveEfficiency()
		if printed {
			e = u.Efficiency
		}
		by = addSP(by, e, u.SP)
	}
	ev := EfficiencyValue{BySP: by}
	best := -1
	for _, b := range by {
		switch {
		case b.SP > best:
			best, ev.Tied = b.SP, []int{b.Efficiency}
		case b.SP == best:
			ev.Tied = append(ev.Tied, b.Efficiency)
		}
	}
	if len(ev.Tied) == 0 {
		return ev
	}
	ev.Value = ev.Tied[0]
	if len(ev.Tied) > 1 && containsInt(ev.Tied, choice) {
		ev.Value, ev.Chosen = choice, true
	}
	if len(ev.Tied) == 1 {
		ev.Tied = nil
	}
	return ev
}

// addSP adds sp at efficiency e, keeping by sorted by efficiency, highest
// first.
func addSP(by []EfficiencySP, e, sp int) []EfficiencySP {
	for i := range by {
		if by[i].Efficiency == e {
			by[i].SP += sp
			return by
		}
		if by[i].Efficiency < e {
			return append(by[:i], append([]EfficiencySP{{e, sp}}, by[i:]...)...)
		}
	}
	return append(by, EfficiencySP{e, sp})
}

func containsInt(list []int, n int) bool {
	for _, x := range list {
		if x == n {
			return true
		}
	}
	return false
}

// tieChoice is the value a side chooses on a tie (12.3.1): the value it
// names when that value is one of the tied ones (any of them, the middle
// one of a three-way tie too), else the lowest tied value under
// TieLowest, else 0 (Efficiency's default, the highest).
func tieChoice(units []Unit, named int, rule TieRule, printed bool) int {
	t := Efficiency(units, 0, printed).Tied
	if named != 0 && containsInt(t, named) {
		return named
	}
	if rule == TieLowest && len(t) > 1 {
		return t[len(t)-1]
	}
	return 0
}
