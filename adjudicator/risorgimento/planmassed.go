package risorgimento

import (
	"strings"
)

// massedAttack plans the side's Massed Cavalry Attack for the turn (4.16,
// revision 3): the first leader the activation offers whose cavalry has a
// charge open now, each eligible unit charging by the first of its
// options the rules take, played on the rebuilt state. It returns the
// `massed` line and the charges of `formation massed`, or "" when no
// charge is open (the state is then left as it was).
func (p *planner) massedAttack() (string, []string) {
	saved := p.S.Clone().(*State)
	s := p.S
	s.calm()
	s.Step, s.Decided = stepActivation, nil
	s.Act.Player, s.Act.Free, s.Act.Passes, s.Act.Resume, s.Act.Last = p.me, true, nil, "", ""
	for _, line := range s.massedOptions(p.me) {
		p.S = s.Clone().(*State)
		if p.Apply(p.S.activateDecision(false), line) != nil || !p.S.massedOpen() {
			continue
		}
		var charges []string
		charged := map[string]bool{}
		for _, o := range p.S.massedDecision(true).Options {
			f := strings.Fields(o)
			if f[0] != "charge" || charged[f[1]] {
				continue
			}
			if p.Apply(p.S.massedDecision(false), o) == nil {
				charges, charged[f[1]] = append(charges, o), true
			}
		}
		if len(charges) == 0 || p.Apply(p.S.massedDecision(false), "done") != nil || p.S.Over != nil || p.S.Turn != saved.Turn {
			continue
		}
		return line, append(charges, "done")
	}
	p.S = saved
	return "", nil
}

// massedSection is the `formation massed` section of the file.
func massedSection(b *strings.Builder, lines []string) {
	if len(lines) == 0 {
		return
	}
	b.WriteString("\nformation " + massedGroup + "\n")
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
}
