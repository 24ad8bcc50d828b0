package custoza

import (
	"errors"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// 14·6: "Repeat the attempts with a -1 DRM for every prior attempt": a
// `march … times N` line answers the side's next attempts too, until the
// Formation has marched (or rolled its natural 6, or deployed); then it
// has nothing left to do (adjudicator.ErrSpent: used, not refused).
func Test14_6_MarchTimesRetriesAfterAFailure(t *testing.T) {
	r := onMarchRig(t, "1505")
	r.put("ifc2", "0310", "n") // d2 On March too: the phase goes on after d1's march
	d2 := r.s.form("d2")
	d2.Status, d2.Objective = marchStatus, "1510"
	r.do("done command")
	r.owes(kMarchPhase, "italy")
	line := "march d1 0405 0505 0605 0705 0805 times 3"
	r.roll(5) // 5 > Command Value 4
	r.do(line)
	r.saw("d1 tries to march: rolled 5 > Command Value 4: not activated; its next attempt has -1 (14·6)")
	r.owes(kMarchPhase, "italy") // the Austrians, with nothing On March, pass
	r.roll(5)                    // 5 - 1 = 4 ≤ 4
	r.do(line)
	r.saw("d1 tries to march: rolled 5, -1 for its prior attempts, 4 ≤ Command Value 4: activated (14·6, 16.4)")
	r.at("ifc1", "0805")
	r.owes(kMarchPhase, "italy")
	if err := r.try(line); !errors.Is(err, adjudicator.ErrSpent) {
		t.Fatalf("the line after d1 marched: %v, want it spent (nothing left to do)", err)
	}
	r.refused("march d1 0905 1005", "not one of your On March Formations that may still march")
}
