package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mincio/mincio/scenarios"
)

// HeaderFormat names the header layout; it changes when the layout does.
const HeaderFormat = "mincio-game 1"

// Header is what every player receives at the start and can keep: who plays
// with which key, which scenario (pinned by digest), the host's key and the
// dice commitment.
type Header struct {
	Format   string      `json:"format"`
	Game     string      `json:"game"`
	Scenario ScenarioPin `json:"scenario"`
	// Rules are the rules revisions the game is played under, and the
	// mincio that created it (docs/archives.md); nil in games made before
	// revisions were recorded, which are revision 1 of both.
	Rules *RulesPin `json:"rules,omitempty"`
	// Tables pins the printed tables a group entered to replace the
	// scenario's stand-ins (`mincio new … --tables FILE`), kept in tables.scn.
	Tables *TablesPin `json:"tables,omitempty"`
	// Options are the game options the host chose (`mincio new --option
	// NAME=VALUE`): rule switches of the scenario's rules system, such as
	// the custoza system's reactions=ask (scenarios.ApplyOptions).
	Options []string     `json:"options,omitempty"`
	Sides   []SidePlayer `json:"sides"`
	HostKey string       `json:"host_key"` // authorized_keys line
	// DiceCommitment is the SHA-256 of the secret seed (docs/dice.md).
	DiceCommitment string `json:"dice_commitment"`
	// HostChoseSeed is set when the game was created with --seed: fine for
	// tests and replays, never for fair play, and every report says so.
	HostChoseSeed bool `json:"host_chose_seed,omitempty"`
	// Encrypt: reports are mailed encrypted to each player's SSH key.
	Encrypt bool `json:"encrypt,omitempty"`
	// Deadline is the game's time limits (deadline.go); nil: none, and
	// `mincio tick` leaves the game alone.
	Deadline *DeadlinePolicy `json:"deadline,omitempty"`
	// Moderator is set for a game of a league: who is told when a side
	// is abandoned, and whose key will sign moderator entries.
	Moderator *ModeratorPin `json:"moderator,omitempty"`
}

// ModeratorPin names a league game's moderator.
type ModeratorPin struct {
	League  string `json:"league"`
	Key     string `json:"key"` // authorized_keys line, never the host key
	Address string `json:"address,omitempty"`
}

// ScenarioPin names the scenario and the exact bytes of it the game uses.
type ScenarioPin struct {
	ID     string `json:"id"`
	System string `json:"system"`
	Digest string `json:"digest"` // of scenario.scn
}

// RulesPin records the revisions of the rules a game is played under: its
// system's and the engine core's, kept to the end of the game
// (adjudicator.System.Revision, adjudicator.CoreRevision).
type RulesPin struct {
	System int `json:"system"`
	Core   int `json:"core"`
	// Mincio is the version of the mincio that created the game.
	Mincio string `json:"mincio,omitempty"`
}

// Revisions are the rules revisions the game is played under: the
// recorded ones, or revision 1 of both for a game made before they were
// recorded.
func (h *Header) Revisions() scenarios.Revisions {
	if h.Rules == nil {
		return scenarios.Revisions{System: 1, Core: 1}
	}
	return scenarios.Revisions{System: h.Rules.System, Core: h.Rules.Core}
}

// TablesPin names the table override file and its digest.
type TablesPin struct {
	File   string `json:"file"`   // the name the moderator gave, for messages
	Digest string `json:"digest"` // of tables.scn
}

// SidePlayer is a side and the key whose signatures count for it.
type SidePlayer struct {
	Side string `json:"side"`
	Key  string `json:"key"` // authorized_keys line
	// Address is where the side's reports go; reports are never sent to
	// the From: of an order mail, which proves nothing.
	Address string `json:"address,omitempty"`
	// Team lists the side's players when several play it (`mincio new
	// --side SIDE=KEY:FORMATIONS`, docs/players.md "Teams"): the first
	// holds the side's own choices (unless the side-choices option gives
	// them to a teammate: Header.SideChoices), and Key and Address are the
	// first's.
	// Empty for a side of one player, whose header is as it always was.
	Team []Teammate `json:"team,omitempty"`
}

// Teammate is one player of a side played by a team: their name (what
// their order files' `player:` line says), key, address, and the
// formations assigned to them.
type Teammate struct {
	Player     string   `json:"player"`
	Key        string   `json:"key"` // authorized_keys line
	Address    string   `json:"address,omitempty"`
	Formations []string `json:"formations,omitempty"`
}

var errBadDigest = errors.New("not a SHA-256 digest")

// encodeJSON is the one canonical encoding of headers and entries: a file is
// valid only if re-encoding what was read gives back the same bytes, so no
// byte of a signed file can change unnoticed, not even white space.
func encodeJSON(v any) ([]byte, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// decodeCanonical reads v from data and insists data is canonical.
func decodeCanonical(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("not valid JSON: %v", err)
	}
	again, err := encodeJSON(v)
	if err != nil {
		return err
	}
	if !bytes.Equal(again, data) {
		return errors.New("not in canonical form (was it edited by hand?)")
	}
	return nil
}

// Player returns a side's entry.
func (h *Header) Player(side string) (SidePlayer, bool) {
	for _, s := range h.Sides {
		if s.Side == side {
			return s, true
		}
	}
	return SidePlayer{}, false
}

// SideKey returns the registered key line of a side.
func (h *Header) SideKey(side string) (string, bool) {
	for _, s := range h.Sides {
		if s.Side == side {
			return s.Key, true
		}
	}
	return "", false
}
