package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// A movement is told as it happens, never ahead: the hexes a Force has
// entered are told when something else happens (a cohesion check, a
// reaction), when the engine stops to ask the other side (reactions =
// ask: that side sees the situation in the middle of the move, not the
// hexes still to come, which are the active side's unexecuted orders),
// and when the movement ends.

// noteWent records that op's force entered h.
func noteWent(op *Operation, from, h hexmap.Hex) {
	if op.Kind == opAdvance {
		return // told by its own event (10.4 step 11)
	}
	if len(op.Went) == 0 && !op.Told {
		op.From = from
	}
	op.Went = append(op.Went, h)
}

// tellWent tells the hexes op's force entered since it was last told.
func (s *State) tellWent(op *Operation) {
	if op == nil || len(op.Went) == 0 {
		return
	}
	went := op.Went
	op.Went = nil
	force := s.units(op.Units)
	if len(force) == 0 {
		return
	}
	verb := "moves"
	switch op.Kind {
	case opExhausted:
		verb = "makes its exhausted move (9.6)"
	case opAssault, opCharge, opFire:
		verb = "moves toward its marker"
	}
	if op.March {
		verb += " in March Movement"
	}
	text := fmt.Sprintf("%s %s from %s: %s", s.ref(force), verb, op.From, hexList(went))
	if op.Told {
		text = fmt.Sprintf("%s %s on: %s", s.ref(force), verb, hexList(went))
	}
	op.Told = true
	s.event(adjudicator.Event{Code: "move", Text: text})
}
