package risorgimento

import (
	"errors"
	"fmt"
)

// StackingPlace is where a stack stands for 5.41 and 5.51.
type StackingPlace struct {
	Town            bool // a town hex (5.51)
	Strategic       bool // a unit there uses Strategic Movement (5.41 4)
	InitialReserve  bool // Reserve units at their initial placement (4.61, 5.41 5)
	ScenarioStacked bool // infantry and cavalry set up together, until the end of their first activation (5.41 1)
}

// CheckStacking checks a hex's combat units against 5.41 (read strictly,
// decision D18: outside towns two infantry or two cavalry of one brigade,
// or one artillery with one infantry or cavalry of any command, or up to
// three artillery) and 5.51 (in a town up to three infantry, or two
// infantry and one artillery, of any command; cavalry limits unchanged).
// Leaders and markers do not count (5.41 7).
func CheckStacking(units []Unit, at StackingPlace) error {
	var inf, cav, art int
	brigades := map[string]bool{}
	for _, u := range units {
		switch {
		case u.Kind == Artillery:
			art++
		case u.Kind == Cavalry:
			cav++
			brigades[u.Brigade] = true
		default:
			inf++
			brigades[u.Brigade] = true
		}
	}
	switch {
	case at.InitialReserve:
		return nil // 4.61: all units of a brigade may stack in one hex
	case at.Strategic && len(units) > 1:
		return errors.New("only one combat unit per hex in Strategic Movement (5.41 4)")
	case inf > 0 && cav > 0 && !at.ScenarioStacked:
		return errors.New("cavalry and infantry may not stack together (5.41 1)")
	case cav > 2:
		return fmt.Errorf("%d cavalry units: at most two, of one brigade (5.41 1)", cav)
	case at.Town && cav == 0:
		return townStacking(inf, art)
	}
	return openStacking(inf+cav, art, len(brigades))
}

func townStacking(inf, art int) error {
	if inf+art > 3 || art > 1 && inf > 0 || art > 3 {
		return fmt.Errorf("%d infantry and %d artillery: a town holds three infantry, or two infantry and one artillery (5.51)", inf, art)
	}
	return nil
}

func openStacking(troops, art, brigades int) error {
	switch {
	case art > 3:
		return fmt.Errorf("%d artillery units: at most three (5.41 3)", art)
	case art > 0 && troops > 1, art > 1 && troops > 0:
		return fmt.Errorf("one artillery unit may stack with one infantry or cavalry unit (5.41 2); here %d artillery with %d", art, troops)
	case troops > 2:
		return fmt.Errorf("%d infantry or cavalry units: at most two (5.41 1)", troops)
	case troops == 2 && brigades > 1:
		return errors.New("two infantry or cavalry units stack only if of the same brigade (5.41 1)")
	}
	return nil
}

// Arrive puts a unit entering a friendly-occupied hex at the bottom of the
// stack (5.44). Stacks list their units top first.
func Arrive(stack []Unit, u Unit) []Unit { return append(append([]Unit(nil), stack...), u) }

// MayFireFromStack: artillery fires from anywhere in a stack; Jägers,
// Chasseurs and Light infantry only from the top (5.43, 7.2).
func MayFireFromStack(stack []Unit, i int) bool {
	if stack[i].Kind == Artillery {
		return true
	}
	return i == 0 && (stack[i].Kind == Jager || stack[i].Kind == Light)
}

// InsideCastle is the index of the one unit inside a castle: the bottom
// unit, if it is not cavalry; the others are outside and attacked
// separately (5.29). -1 if none is inside.
func InsideCastle(stack []Unit) int {
	if n := len(stack); n > 0 && stack[n-1].Kind != Cavalry {
		return n - 1
	}
	return -1
}

// AttackersFromTown caps the units that attack or fire small arms out of
// a town hex at two (5.53).
func AttackersFromTown(n int) error {
	if n > 2 {
		return fmt.Errorf("only two units may attack out of a town hex, %d would (5.53)", n)
	}
	return nil
}
