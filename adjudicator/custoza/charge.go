package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// endCharge is 9.6: "After the end of a Charge, the charging Force become
// Exhausted, and can move again up to the limit of its MA, without
// Charging or Assaulting, potentially causing Reactions during its
// Exhausted movement. It must end this movement out of EZoRs." mincio
// moves it only when it stands in an EZoR: by the shortest way out, as a
// withdrawal would go (docs/orders-custoza.md).
func (s *State) endCharge(op *Operation, force []*Unit, r dice.Roller) {
	if op.Kind != opCharge {
		return
	}
	end := combat.EndCharge(s.b.ed, cus(force), forceMA(force), false)
	for _, u := range force {
		u.Exhausted = s.Phase
	}
	s.tellForce(force, "exhausted", fmt.Sprintf("%s is exhausted (%s)", s.forceName(force), end.Why))
	if !s.inEZoR(op.Side, force[0].Hex) {
		return
	}
	path, ok := s.withdrawPath(force, hexmap.MPs(forceMA(force)))
	if !ok {
		return
	}
	s.Op = &Operation{Kind: opExhausted, Side: op.Side, Units: unitIDs(force), Path: path,
		MA: hexmap.MPs(forceMA(force)), Marker: -1, Text: "exhausted movement (9.6)"}
}
