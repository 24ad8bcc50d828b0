// Package scenarios holds scenario data — sides, map, counters, set-up,
// reinforcements, turn track, special rules, victory and tables — in a
// line-oriented text format (.scn), its parser, canonical writer and
// validator, and the embedded scenarios shipped with mincio.
// The format is documented in docs/scenario-format.md.
package scenarios

import (
	"crypto/sha256"
	"encoding/hex"
)

// Side is one player side. ID is the lower-case word used in order files.
type Side struct {
	ID   string
	Name string
}

// Scenario is one parsed scenario file.
type Scenario struct {
	ID, System, Edition, Title string
	Sides                      []Side
	Turns                      int // how many turns are played; 0 if unspecified
	FirstTurn                  int // the number of the first turn (1 unless "turns A-B"); 0 if unspecified
	TurnsProv                  *Provenance
	File                       string // path, or "embedded:ID.scn"
	Source                     []byte // the exact bytes parsed
	Digest                     string // "sha256:" + hex of Source

	Map            *Map // nil when the file has no [map] section
	Formations     []*Formation
	Counters       []*Counter // units and leaders, in file order
	Setup          []*Placement
	Statuses       []*Status
	Stacking       *Stacking // the set-up stacking limit, nil if none
	Reinforcements []*Reinforcement
	TurnTrack      []*Turn
	Rules          []*Rule
	Objectives     []*Objective
	Conditions     []*Condition
	// Strategic Objectives (strategic.go; Custoza 24.2, 26.2).
	Strategics       []*Strategic
	StrategicChanges []*StrategicChange
	StrategicFixed   []*StrategicFixed
	Tables           []*Table

	// TablesFile and TablesDigest record the override file applied by
	// ApplyTables ("" when the tables are the scenario's own).
	TablesFile, TablesDigest string

	// Revisions are the rules revisions the game plays under, set by the
	// game folder from its header (revisions.go).
	Revisions Revisions

	// Press is the game option press (ApplyOptions): "none" refuses
	// messages between players, "open" (or "") relays them in the
	// recipients' next report, "now" mails them at once too.
	Press string

	lines map[string]int // header keyword → line, for messages
}

// Side returns the side with the given id.
func (s *Scenario) Side(id string) (Side, bool) {
	for _, sd := range s.Sides {
		if sd.ID == id {
			return sd, true
		}
	}
	return Side{}, false
}

// FirstTurnOr1 is the number of the scenario's first game turn: FirstTurn,
// or 1 when the scenario does not say (turns counted from 1).
func (s *Scenario) FirstTurnOr1() int { return max(1, s.FirstTurn) }

// LastTurn is the number of the last turn played, 0 if unspecified.
func (s *Scenario) LastTurn() int {
	if s.Turns == 0 {
		return 0
	}
	return s.FirstTurn + s.Turns - 1
}

func digest(data []byte) string {
	sum := sha256.Sum256(data)
	return "sha256:" + hex.EncodeToString(sum[:])
}
