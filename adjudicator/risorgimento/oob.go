package risorgimento

import (
	"fmt"
	"strconv"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// The scenario words of the order of battle (docs/scenario-format.md;
// the same the Magenta and Solferino files use).
var unitKinds = map[string]Kind{"inf": Infantry, "linf": Light, "jager": Jager, "cav": Cavalry, "art": Artillery}

var nations = map[string]Nation{"austria": Austria, "france": France, "piedmont": Piedmont}

func extra(rs []scenarios.Rating, key string) string {
	for _, r := range rs {
		if r.Key == key {
			return r.Value
		}
	}
	return ""
}

// readOrderOfBattle reads corps (formations of kind=corps), brigades
// (kind=brigade, or any formation holding combat units directly: a
// corps' Reserve batteries, a division's cavalry), leaders and units.
func (w *world) readOrderOfBattle() error {
	sc := w.sc
	byID := map[string]*scenarios.Formation{}
	for _, f := range sc.Formations {
		byID[f.ID] = f
	}
	corpsOf := func(id string) *scenarios.Formation {
		for f := byID[id]; f != nil; f = byID[f.Parent] {
			if extra(f.Extra, "kind") == "corps" {
				return f
			}
		}
		return nil
	}
	nationOf := func(id string) Nation {
		for f := byID[id]; f != nil; f = byID[f.Parent] {
			if n, ok := nations[extra(f.Extra, "nation")]; ok {
				return n
			}
		}
		return 0
	}
	for _, f := range sc.Formations {
		if extra(f.Extra, "kind") != "corps" {
			continue
		}
		n := nationOf(f.ID)
		if n == 0 {
			return fmt.Errorf("risorgimento: %s line %d: corps %s has no nation= (austria, france or piedmont)", sc.File, f.Line, f.ID)
		}
		if n == Austria {
			w.austria = adjudicator.Side(f.Side)
		}
		w.corpsIdx[f.ID] = len(w.corps)
		w.corps = append(w.corps, &corpsInfo{ID: f.ID, Name: f.Name, Side: adjudicator.Side(f.Side), Nation: n, Leader: leaderID(f.Commander)})
	}
	if w.austria == "" {
		return fmt.Errorf("risorgimento: %s has no corps of nation=austria: the rules need the Austrian side (4.3, 4.56)", sc.ID)
	}
	brigadeFor := func(fid string, line int) (*brigadeInfo, error) {
		f := byID[fid]
		reserve := f != nil && extra(f.Extra, "kind") == "corps"
		id, name := fid, ""
		if f != nil {
			name = f.Name
		}
		if reserve && w.rev >= troopsRevision {
			id, name = troopsID(fid), name+" corps troops"
		}
		if b := w.brigade(id); b != nil {
			return b, nil
		}
		c := corpsOf(fid)
		if f == nil || c == nil {
			return nil, fmt.Errorf("risorgimento: %s line %d: formation %q is in no corps (kind=corps): every unit belongs to a corps (2.41)", sc.File, line, fid)
		}
		b := &brigadeInfo{ID: id, Name: name, Corps: c.ID, Leader: leaderID(f.Commander), Piedmont: nationOf(fid) == Piedmont, Army: armyOf(byID, fid)}
		b.Reserve = reserve
		w.brigadeIdx[b.ID] = len(w.brigades)
		w.brigades = append(w.brigades, b)
		ci := w.corpsOf(c.ID)
		ci.Brigades = append(ci.Brigades, b.ID)
		return b, nil
	}
	for _, f := range sc.Formations {
		if extra(f.Extra, "kind") == "brigade" {
			if _, err := brigadeFor(f.ID, f.Line); err != nil {
				return err
			}
		}
	}
	for _, c := range sc.Counters {
		if c.Leader {
			if err := w.readLeader(c); err != nil {
				return err
			}
			continue
		}
		k, ok := unitKinds[c.Type]
		if !ok {
			return fmt.Errorf("risorgimento: %s line %d: counter %s has type=%s; want inf, linf, jager, cav or art (2.2)", sc.File, c.Line, c.ID, c.Type)
		}
		b, err := brigadeFor(c.Formation, c.Line)
		if err != nil {
			return err
		}
		u := Unit{ID: c.ID, Kind: k, Brigade: b.ID, Corps: b.Corps}
		u.Cohesion, _ = c.Int("coh")
		u.MA, _ = c.Int("ma")
		u.MaxRange, _ = c.Int("range")
		u.Gun = Gun(extra(c.Ratings, "gun"))
		u.Heavy = extra(c.Ratings, "weight") == "heavy"
		u.Horse = extra(c.Ratings, "horse") == "yes"
		if k == Artillery && u.Gun == "" && !u.Horse {
			return fmt.Errorf("risorgimento: %s line %d: battery %s has no gun= (F, H, R or Rf, 7.11)", sc.File, c.Line, c.ID)
		}
		if k != Artillery && u.Cohesion <= 0 {
			return fmt.Errorf("risorgimento: %s line %d: %s has no coh= (its Cohesion Rating, 2.41)", sc.File, c.Line, c.ID)
		}
		b.Units = append(b.Units, c.ID)
		w.unitIdx[c.ID] = len(w.units)
		w.units = append(w.units, &unitInfo{ID: c.ID, Name: c.Name, Side: adjudicator.Side(c.Side), Brigade: b.ID, Corps: b.Corps, Unit: u})
	}
	for _, b := range w.brigades {
		if li := w.leaderIndex(b.Leader); li >= 0 {
			l := w.leaders[li]
			c, _ := sc.Counter(l.ID)
			b.Commit, _ = c.Int("cmt")
			b.RangeMP, _ = c.Int("range")
		}
	}
	for _, c := range w.corps {
		if li := w.leaderIndex(c.Leader); li >= 0 {
			lc, _ := sc.Counter(c.Leader)
			c.Continuity, _ = lc.Int("cont")
			c.Range, _ = lc.Int("range")
			c.RangeHigh, _ = lc.Int("range-high")
		}
		if c.Nation == Piedmont && c.Continuity == 0 {
			c.Range, c.Continuity = PiedmontCommand(c.Range) // 4.25: one rating
		}
		if c.Leader == "" && c.Continuity == 0 {
			c.Continuity = TheReserveContinuity // 4.17: the Austrian Reserve
		}
	}
	return nil
}

// armyOf is the army (the id of a formation of kind=army) formation fid
// belongs to: its own or an ancestor's army=, else its nearest ancestor of
// kind=army; "" if none (4.16 a).
func armyOf(byID map[string]*scenarios.Formation, fid string) string {
	for f := byID[fid]; f != nil; f = byID[f.Parent] {
		if a := extra(f.Extra, "army"); a != "" {
			return a
		}
		if extra(f.Extra, "kind") == "army" {
			return f.ID
		}
	}
	return ""
}

func leaderID(commander string) string {
	if commander == "none" {
		return ""
	}
	return commander
}

func (w *world) readLeader(c *scenarios.Counter) error {
	role := c.Type
	switch role {
	case "oc", "corps", "brigadier":
	default:
		return fmt.Errorf("risorgimento: %s line %d: leader %s has type=%s; want oc, corps or brigadier (4.1-4.3)", w.sc.File, c.Line, c.ID, c.Type)
	}
	l := &leaderInfo{ID: c.ID, Name: c.Name, Side: adjudicator.Side(c.Side), Role: role, Command: c.Formation}
	l.MA, _ = c.Int("ma")
	if l.MA == 0 {
		l.MA = 12 // 4.12: estimated, the leaders' printed MA of the Magenta and Solferino files
	}
	if v, ok := c.Rating("init"); ok {
		l.Init, _ = strconv.Atoi(v)
	}
	w.leaderIdx[l.ID] = len(w.leaders)
	w.leaders = append(w.leaders, l)
	return nil
}

// troopsID is the command of the units a corps holds itself, its Reserve
// batteries and corps cavalry (4.14, 4.15), from revision 2: "ii-troops",
// not the corps' own id "ii", so that a file's `formation ii-troops` and
// the reports' "ii-troops of ii acts" say which command they mean.
func troopsID(corps string) string { return corps + "-troops" }
