package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Scouts (002 16.3–16.9, 16.12): "On March Formations have on map the
// face down Commander unit only, and one face down Scout unit per
// Formation" (16.3). To the enemy a Scout and the face-down commander of
// an On March or In Reserve Formation are the same blank piece
// (viewData), so which one is the commander is never shown.

// Scout is one Scout unit on the map. ID is its owner's label for it
// ("scout-" and the Formation it first came with); it is never shown to
// the enemy.
type Scout struct {
	ID   string           `json:"id"`
	Side adjudicator.Side `json:"side"`
	Hex  hexmap.Hex       `json:"hex"`
}

// hidden reports whether Formation fs's commander is one of the blank
// On March pieces (16.3, 17): face down and its Formation On March or In
// Reserve, under revision 6.
func (s *State) hidden(fs *formSpec) bool {
	f := s.form(fs.ID)
	return s.onMarchRules() && (f.Status == marchStatus || f.Status == reserveStatus)
}

// placeScout is 16.12's "Take a Scout unit from off map and place it on
// the Commander": a side has one Scout per Formation (16.3), so one is
// placed while fewer of the side's Scouts are on the map than it has
// Formations On March or In Reserve. It is the first of the side's
// Scouts off the map, labelled by Formation. It reports whether it placed
// one.
func (s *State) placeScout(fs *formSpec) bool {
	fc := s.unit(fs.Commander)
	if fc == nil || !fc.On || fc.Gone != "" {
		return false
	}
	hiddenForms, on := 0, 0
	for _, id := range s.b.formIDs {
		if o := s.b.forms[id]; o.Side == fs.Side && s.hidden(o) {
			hiddenForms++
		}
	}
	for _, sc := range s.Scouts {
		if sc.Side == fs.Side {
			on++
		}
	}
	if on >= hiddenForms {
		return false
	}
	for _, id := range s.b.formIDs {
		label := "scout-" + id
		if s.b.forms[id].Side != fs.Side || slices.ContainsFunc(s.Scouts, func(sc Scout) bool { return sc.ID == label }) {
			continue
		}
		s.Scouts = append(s.Scouts, Scout{ID: label, Side: fs.Side, Hex: fc.Hex})
		s.event(adjudicator.Event{Code: "scout", To: adjudicator.Only(fs.Side),
			Text: fmt.Sprintf("%s is placed face down on %s's commander in %s (16.12)", label, fs.ID, fc.Hex)})
		return true
	}
	return false
}

// removeScoutOnDeploy is 16.8's "When a Formation is deployed, a Scout
// unit must be removed from the map": the one nearest its commander (the
// first of the nearest; a reading: the text leaves the choice open).
func (s *State) removeScoutOnDeploy(fs *formSpec) {
	best := s.nearestScout(fs, func(Scout) bool { return true })
	if best < 0 {
		return
	}
	sc := s.Scouts[best]
	s.Scouts = slices.Delete(s.Scouts, best, best+1)
	s.event(adjudicator.Event{Code: "scout", To: adjudicator.Only(fs.Side),
		Text: fmt.Sprintf("%s deploys: %s leaves the map from %s (16.8)", fs.ID, sc.ID, sc.Hex)})
	s.event(adjudicator.Event{Code: "scout", To: adjudicator.Only(s.b.enemy(fs.Side)),
		Text: fmt.Sprintf("%s deploys: a face-down piece leaves the map from %s (16.8)", fs.ID, sc.Hex)})
}

// nearestScout is the index of fs's side's Scout nearest its commander
// among those ok takes (the first of the nearest), -1 if none.
func (s *State) nearestScout(fs *formSpec, ok func(Scout) bool) int {
	fc := s.unit(fs.Commander)
	best := -1
	for i, sc := range s.Scouts {
		if sc.Side != fs.Side || !ok(sc) {
			continue
		}
		if best < 0 || s.b.grid.Distance(fc.Hex, sc.Hex) < s.b.grid.Distance(fc.Hex, s.Scouts[best].Hex) {
			best = i
		}
	}
	return best
}

// enemyPieceNear reports whether an enemy counter, commander or Scout is
// within n hexes of h.
func (s *State) enemyPieceNear(side adjudicator.Side, h hexmap.Hex, n int) bool {
	if s.enemyWithin(side, h, n) {
		return true
	}
	for _, sc := range s.Scouts {
		if sc.Side != side && s.b.grid.Distance(h, sc.Hex) <= n {
			return true
		}
	}
	return false
}

// scoutContacts is 16.9: "If one, or both, of the On March units coming
// within 9 hexes of each other are Scout units, they are removed, and no
// Formations are deployed. The removed Scout unit is placed immediately
// face down over another On March unit (even another Scout unit)". A
// Scout within 9 hexes of any enemy piece is removed (a reading: a Scout
// meeting Engaged units is unmasked as well); mincio places it over the
// side's hidden commander nearest it that is not within 9 hexes of the
// enemy, else over such a Scout, else it stays off the map. Then
// coverScouts.
func (s *State) scoutContacts() {
	var met []Scout
	kept := s.Scouts[:0:0]
	for _, sc := range s.Scouts {
		if s.enemyPieceNear(sc.Side, sc.Hex, contactRange) {
			met = append(met, sc)
		} else {
			kept = append(kept, sc)
		}
	}
	if len(met) == 0 {
		return
	}
	unmasked := s.unmaskedBy(met)
	s.Scouts = kept
	for _, sc := range met {
		enemy := s.b.enemy(sc.Side)
		s.event(adjudicator.Event{Code: "scout", To: adjudicator.Only(sc.Side),
			Text: fmt.Sprintf("%s in %s comes within %d hexes of the enemy: it is a Scout, removed (16.9)", sc.ID, sc.Hex, contactRange)})
		s.event(adjudicator.Event{Code: "scout", To: adjudicator.Only(enemy),
			Text: fmt.Sprintf("the face-down piece in %s is a Scout: removed (16.9)", sc.Hex)})
		to, ok := s.scoutLanding(sc)
		if !ok {
			s.event(adjudicator.Event{Code: "scout", To: adjudicator.Only(sc.Side),
				Text: fmt.Sprintf("%s has no On March piece to go over out of the enemy's reach: it stays off the map (16.9)", sc.ID)})
			continue
		}
		sc.Hex = to
		s.Scouts = append(s.Scouts, sc)
		s.event(adjudicator.Event{Code: "scout", To: adjudicator.Only(sc.Side),
			Text: fmt.Sprintf("%s is placed face down over your On March piece in %s (16.9)", sc.ID, to)})
		s.event(adjudicator.Event{Code: "scout", To: adjudicator.Only(enemy),
			Text: fmt.Sprintf("the Scout is placed face down over a face-down piece in %s (16.9)", to)})
	}
	for _, fs := range unmasked {
		s.coverScout(fs)
	}
}

// unmaskedBy are the hidden commanders within 9 hexes of an enemy Scout
// removed by 16.9: they stay, so the enemy knows them for no Scout.
func (s *State) unmaskedBy(met []Scout) []*formSpec {
	var out []*formSpec
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		fc := s.unit(fs.Commander)
		if !s.hidden(fs) || fc == nil || !fc.On || fc.Gone != "" {
			continue
		}
		if slices.ContainsFunc(met, func(sc Scout) bool {
			return sc.Side != fs.Side && s.b.grid.Distance(sc.Hex, fc.Hex) <= contactRange
		}) {
			out = append(out, fs)
		}
	}
	return out
}

// coverScout is 16.9's "the real Formation player can take a Scout unit
// from the map, and place it over the real Formation Commander, without
// revealing it": a commander the contact has shown to be no Scout gets one
// of his side's Scouts standing alone (not over a hidden commander), the
// nearest, unless one is over him already. A reading: mincio always does
// it for the player when it can, the cover being what the text gives it
// for.
func (s *State) coverScout(fs *formSpec) {
	fc := s.unit(fs.Commander)
	if slices.ContainsFunc(s.Scouts, func(sc Scout) bool { return sc.Side == fs.Side && sc.Hex == fc.Hex }) {
		return
	}
	best := s.nearestScout(fs, func(sc Scout) bool { return !s.hiddenCommanderAt(fs.Side, sc.Hex) })
	if best < 0 {
		return
	}
	from := s.Scouts[best].Hex
	s.Scouts[best].Hex = fc.Hex
	s.event(adjudicator.Event{Code: "scout", To: adjudicator.Only(fs.Side),
		Text: fmt.Sprintf("%s goes from %s over %s's commander in %s, without revealing him (16.9)", s.Scouts[best].ID, from, fs.ID, fc.Hex)})
	s.event(adjudicator.Event{Code: "scout", To: adjudicator.Only(s.b.enemy(fs.Side)),
		Text: fmt.Sprintf("the face-down piece in %s is placed over the face-down piece in %s (16.9)", from, fc.Hex)})
}

// hiddenCommanderAt reports whether a hidden commander of side stands in h.
func (s *State) hiddenCommanderAt(side adjudicator.Side, h hexmap.Hex) bool {
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		if fc := s.unit(fs.Commander); fs.Side == side && s.hidden(fs) && fc != nil && fc.On && fc.Gone == "" && fc.Hex == h {
			return true
		}
	}
	return false
}

// scoutLanding is where the removed Scout sc goes (16.9).
func (s *State) scoutLanding(sc Scout) (hexmap.Hex, bool) {
	var best hexmap.Hex
	found := false
	try := func(h hexmap.Hex) {
		if s.enemyPieceNear(sc.Side, h, contactRange) {
			return
		}
		if !found || s.b.grid.Distance(sc.Hex, h) < s.b.grid.Distance(sc.Hex, best) {
			best, found = h, true
		}
	}
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		if fc := s.unit(fs.Commander); fs.Side == sc.Side && s.hidden(fs) && fc != nil && fc.On && fc.Gone == "" {
			try(fc.Hex)
		}
	}
	if !found {
		for _, o := range s.Scouts {
			if o.Side == sc.Side {
				try(o.Hex)
			}
		}
	}
	return best, found
}

// viewScouts are the side's Scouts as it sees them (its label, "scout")
// and the enemy's as blank face-down pieces, the same as a hidden
// commander's (viewUnit): 16.3's "face down Scout unit".
func (s *State) viewScouts(side adjudicator.Side) []ViewUnit {
	var out []ViewUnit
	for _, sc := range s.Scouts {
		if sc.Side == side {
			out = append(out, ViewUnit{ID: sc.ID, Side: sc.Side, Hex: sc.Hex.String(), Type: scoutType, Name: "Scout"})
			continue
		}
		out = append(out, ViewUnit{Side: sc.Side, Hex: sc.Hex.String(), Type: typeWord("fc"), FaceDown: true})
	}
	return out
}

// scoutType is a Scout's type in its owner's view.
const scoutType = "scout"

// scoutValues is what the owner's view text says of his Scout.
const scoutValues = ", a Scout, face down to the enemy (16.3)"

// blankPieceLine is the view text of an enemy's blank piece: a hidden
// commander or a Scout, the same to the eye (16.3).
func blankPieceLine(u ViewUnit) string {
	return fmt.Sprintf("%s: face down, a commander or a Scout (16.3)%s", u.Hex, markerWords(u))
}
