package tolentino

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// ArtRetreat is the choice of 11.1 after a bombardment that makes the
// units of a hex retreat: "Artillery stacked with infantry or cavalry
// forced to retreat due to Bombardment can decide is retreat too (turn it
// to the Moved side) or remain in the hex." The owner answers with
// `standing artillery-retreat yes|no`; the default is yes (see
// docs/orders-tolentino.md). After combat there is no choice: artillery
// stacked with units that retreat or are eliminated is eliminated (11.1,
// the combat package).
type ArtRetreat struct {
	Hex   hexmap.Hex   `json:"hex"`
	Guns  []string     `json:"guns"`
	From  []hexmap.Hex `json:"from"` // the firing hexes
	Owner string       `json:"owner"`
}

// queueArtRetreat records the 11.1 choice for the artillery left in
// target when a bombardment made its infantry or cavalry retreat.
func (s *State) queueArtRetreat(target hexmap.Hex, from []hexmap.Hex) {
	var guns []string
	var owner adjudicator.Side
	for _, u := range s.combatAt(target, "") {
		if p := s.specOf(u); p.art() {
			guns, owner = append(guns, u.ID), p.Side
		}
	}
	retreating := false
	for _, rt := range s.Ret {
		if u := s.unit(rt.Unit); u != nil && u.Hex == target {
			retreating = true
		}
	}
	if len(guns) == 0 || !retreating {
		return
	}
	s.ArtRet = &ArtRetreat{Hex: target, Guns: guns, From: from, Owner: string(owner)}
}

func (s *State) artRetreatDecision() adjudicator.Decision {
	a := s.ArtRet
	return adjudicator.Decision{Side: adjudicator.Side(a.Owner), Kind: "artillery-retreat", Accepts: []string{"standing-artillery-retreat"},
		Prompt:  fmt.Sprintf("the units stacked with your artillery %v in %v retreat after the bombardment: the artillery retreats too, turned to its Moved side, or stays (11.1)?", a.Guns, a.Hex),
		Options: []string{"standing artillery-retreat yes", "standing artillery-retreat no"},
		Default: &adjudicator.Line{Pos: adjudicator.Pos{File: "default"}, Text: "standing artillery-retreat yes", Kind: "standing-artillery-retreat", Standing: true, Key: "artillery-retreat"}}
}

// artRetreat applies the answer: the guns retreat one hex (12.6, their
// owner chooses the hex like any retreat) and are turned to their Moved
// side, or stay.
func (s *State) artRetreat(c *cmd) ([]adjudicator.Event, error) {
	a := s.ArtRet
	if a == nil || c.key != "artillery-retreat" {
		return nil, errors.New("no artillery retreat (11.1) is pending")
	}
	s.ArtRet = nil
	if !c.yes {
		return []adjudicator.Event{{Code: "retreat", Text: fmt.Sprintf("artillery %v stays in %v (11.1)", a.Guns, a.Hex)}}, nil
	}
	var notes []string
	for _, id := range a.Guns {
		u := s.unit(id)
		if u == nil || !u.On || u.Hex != a.Hex {
			continue
		}
		u.Moved = true
		notes = append(notes, s.queueRetreat(u, 1, a.From))
	}
	return []adjudicator.Event{{Code: "retreat", Text: fmt.Sprintf("artillery %v retreats with its stack from %v, turned to its Moved side (11.1)", a.Guns, a.Hex), Detail: notes}}, nil
}
