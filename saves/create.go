package saves

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/internal/version"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// NewGame describes a game to create.
type NewGame struct {
	Game     string // game id; players copy it into their order files
	Scenario *scenarios.Scenario
	// Tables, when set, is an override file with the printed tables; it is
	// applied to Scenario by Create, kept in the game folder and pinned in
	// the header by digest.
	Tables *TablesFile
	// Options are game options, NAME=VALUE, recorded in the header and
	// applied to Scenario (scenarios.ApplyOptions).
	Options []string
	HostKey string            // path of the host's private key
	Sides   map[string]string // side → player's public key line
	// Addresses are the players' mail addresses, by side (optional).
	Addresses map[string]string
	// Teams are the sides played by several players, each player with
	// their key, address and formations, the first holding the side's own
	// choices (docs/players.md, "Teams"). A team's side needs no entry in
	// Sides or Addresses.
	Teams map[string][]Teammate
	// Encrypt: mail each side's reports encrypted to its player's key.
	Encrypt bool
	// Seed, when set, is the dice seed chosen by the host: recorded in the
	// header and announced in every report (tests and replays only).
	Seed *dice.Seed
	Rand io.Reader // for the seed; crypto/rand when nil
	// NoSync skips fsync (see Options.NoSync): self-play and tests only.
	NoSync bool
	// HotSeat lets one key play several sides: a moderator's test game.
	HotSeat bool
	// Deadline and Moderator go into the header as given (league games).
	Deadline  *DeadlinePolicy
	Moderator *ModeratorPin
	// Now is when the host creates the game, recorded in the first entry
	// (Entry.Received); zero records nothing.
	Now time.Time
	// Mincio is the version of the mincio creating the game, recorded in
	// the header beside the rules revisions; "": this one's.
	Mincio string
	// Revisions, when set, are older rules revisions to play under than
	// the latest (tests of archives; docs/archives.md); zero: the latest.
	Revisions scenarios.Revisions
}

// TablesFile is a table override file as read.
type TablesFile struct {
	Name string
	Data []byte
}

// Create makes a game folder: header, scenario copy, secrets, and the first
// entry, in which the engine runs from the set-up until it needs a decision.
func Create(dir string, ng NewGame) (*Receipt, error) {
	if err := checkNew(dir, ng); err != nil {
		return nil, err
	}
	if ng.Tables != nil {
		if err := ng.Scenario.ApplyTables(filepath.Base(ng.Tables.Name), ng.Tables.Data); err != nil {
			return nil, &Error{Msg: err.Error(), Hint: "check the override with `mincio scenario check SCENARIO --tables FILE`"}
		}
	}
	if len(ng.Options) > 0 {
		if err := ng.Scenario.ApplyOptions(ng.Options); err != nil {
			return nil, &Error{Msg: err.Error(), Hint: "the error names the options the system reads; docs/moderator.md says where each system lists them"}
		}
		if err := checkSideChoices(ng.Options, ng.Teams); err != nil {
			return nil, err
		}
	}
	// The system sets the game up once before anything is written, so that
	// what it refuses in the scenario or the options (a rule it does not
	// know) is the user's to mend, not a fault of the host.
	if sys, err := adjudicator.Lookup(ng.Scenario.System); err == nil {
		if _, err := sys.New(ng.Scenario); err != nil {
			return nil, userErr("mend the scenario's line or the --option it names", "scenario %s: %v", ng.Scenario.ID, err)
		}
	}
	rules, err := newRules(ng)
	if err != nil {
		return nil, err
	}
	signer, err := sshsig.LoadSigner(ng.HostKey)
	if err != nil {
		return nil, userErr("make one with `mincio keygen -o host`", "host key %s: %v", ng.HostKey, err)
	}
	seed, chosen := dice.Seed{}, ng.Seed != nil
	if chosen {
		seed = *ng.Seed
	} else {
		r := ng.Rand
		if r == nil {
			r = rand.Reader
		}
		if seed, err = dice.NewSeed(r); err != nil {
			return nil, err
		}
	}
	commit := seed.Commitment()
	h := Header{
		Format:         HeaderFormat,
		Game:           ng.Game,
		Scenario:       ScenarioPin{ID: ng.Scenario.ID, System: ng.Scenario.System, Digest: Digest(ng.Scenario.Source)},
		HostKey:        string(authorizedLine(signer.PublicKey())),
		DiceCommitment: fmt.Sprintf("%x", commit[:]),
		HostChoseSeed:  chosen,
		Encrypt:        ng.Encrypt,
		Deadline:       ng.Deadline.forCore(rules.Core),
		Moderator:      ng.Moderator,
		Options:        ng.Options,
		Rules:          rules,
	}
	if ng.Tables != nil {
		h.Tables = &TablesPin{File: filepath.Base(ng.Tables.Name), Digest: Digest(ng.Tables.Data)}
	}
	for _, s := range ng.Scenario.Sides {
		h.Sides = append(h.Sides, headerSide(s.ID, ng))
	}
	if err := checkGameKeys(allKeys(h.Sides), signer.PublicKey(), ng.HotSeat); err != nil {
		return nil, err
	}
	if err := checkModeratorKey(&h); err != nil {
		return nil, err
	}
	headerData, err := encodeJSON(h)
	if err != nil {
		return nil, err
	}
	headerSig, err := sshsig.Sign(signer, sshsig.Namespace, headerData)
	if err != nil {
		return nil, err
	}
	absKey, err := filepath.Abs(ng.HostKey)
	if err != nil {
		return nil, err
	}
	fsys := fileSystem(osFS{})
	if ng.NoSync {
		fsys = noSyncFS{}
	}
	if testFS != nil {
		fsys = testFS
	}
	// The game is built whole in a hidden folder beside dir and renamed
	// into place: a crash leaves that folder, never a half-made game.
	build := buildDir(dir)
	if err := os.RemoveAll(build); err != nil {
		return nil, userErr("choose a folder you can write to", "cannot create game folder: %v", err)
	}
	files := []outFile{
		{filepath.Join(build, "scenario.scn"), ng.Scenario.Source},
		{filepath.Join(build, "tables.scn"), tablesData(ng.Tables)},
		{filepath.Join(build, "secret", "seed"), []byte(seed.String() + "\n")},
		{filepath.Join(build, "secret", "host-key"), []byte(absKey + "\n")},
		{filepath.Join(build, "header.json.sig"), headerSig},
		{filepath.Join(build, "header.json"), headerData},
	}
	for _, sub := range []string{"", "secret", "log", "outbox", "snapshots"} {
		if err := fsys.MkdirAll(filepath.Join(build, sub), dirPerm); err != nil {
			os.RemoveAll(build)
			return nil, userErr("choose a folder you can write to", "cannot create game folder: %v", err)
		}
	}
	for _, x := range files {
		if x.data == nil {
			continue
		}
		if err := fsys.WriteFile(x.path, x.data, filePerm); err != nil {
			os.RemoveAll(build)
			return nil, userErr("choose a folder you can write to, with space left", "cannot create game folder: %v", err)
		}
	}
	var rc *Receipt
	err = withGame(build, Options{HostKey: ng.HostKey, NoSync: ng.NoSync, fresh: true, Now: ng.Now}, func(w *writer) error {
		rc, err = w.appendHostInput(KindStart)
		return err
	})
	if err == nil {
		err = fsys.Rename(build, dir)
	}
	if err != nil {
		os.RemoveAll(build)
		return nil, err
	}
	for i, r := range rc.Reports {
		rc.Reports[i] = filepath.Join(dir, strings.TrimPrefix(r, build+string(filepath.Separator)))
	}
	return rc, nil
}

// newRules are the rules revisions a new game records: the latest of its
// system and of the core, unless a test chose older ones.
func newRules(ng NewGame) (*RulesPin, error) {
	sys, err := adjudicator.Lookup(ng.Scenario.System)
	if err != nil {
		return nil, &Error{Msg: err.Error(), Hint: "`mincio scenarios` lists the scenarios of the systems this mincio knows"}
	}
	rev := ng.Revisions
	if rev.System == 0 {
		rev.System = sys.Revision()
	}
	if rev.Core == 0 {
		rev.Core = adjudicator.CoreRevision
	}
	if err := adjudicator.CheckRevisions(sys, rev); err != nil {
		return nil, &Error{Msg: err.Error(), Hint: "a new game plays under the latest revisions"}
	}
	v := ng.Mincio
	if v == "" {
		v = version.String()
	}
	return &RulesPin{System: rev.System, Core: rev.Core, Mincio: v}, nil
}

// buildPrefix starts the name of the hidden folder a new game is built in,
// beside its place; no command takes it for a game.
const buildPrefix = ".mincio-new-"

func buildDir(dir string) string {
	clean := filepath.Clean(dir)
	return filepath.Join(filepath.Dir(clean), buildPrefix+filepath.Base(clean))
}

func checkNew(dir string, ng NewGame) error {
	if !validID(ng.Game) {
		return userErr("use lower-case letters, digits, '.', '-' and '_'", "game id %q is not valid", ng.Game)
	}
	if ng.Deadline != nil {
		if err := ng.Deadline.Check(); err != nil {
			return err
		}
	}
	if _, err := adjudicator.Lookup(ng.Scenario.System); err != nil {
		return userErr("this mincio knows: "+fmt.Sprint(adjudicator.Systems()), "scenario %s: %v", ng.Scenario.ID, err)
	}
	if err := checkTeams(ng.Scenario, ng.Teams); err != nil {
		return err
	}
	for _, s := range ng.Scenario.Sides {
		if len(ng.Teams[s.ID]) > 0 {
			if _, dup := ng.Sides[s.ID]; dup {
				return userErr("name every player of the side with their formations, or give it one key", "side %s is given one player and a team", s.ID)
			}
			continue
		}
		key, ok := ng.Sides[s.ID]
		if !ok {
			return userErr(fmt.Sprintf("add --side %s=PUBKEY", s.ID), "no player key for side %s", s.ID)
		}
		if _, err := sshsig.ParsePublicKey([]byte(key)); err != nil {
			return userErr("give the player's .pub file, as written by ssh-keygen or mincio keygen", "key of side %s: %v", s.ID, err)
		}
	}
	for side, addr := range ng.Addresses {
		if _, ok := ng.Scenario.Side(side); !ok {
			return userErr("sides of "+ng.Scenario.ID+": "+sideIDs(ng.Scenario), "scenario %s has no side %q", ng.Scenario.ID, side)
		}
		if !strings.Contains(addr, "@") || strings.ContainsAny(addr, " <>\r\n") {
			return userErr("give a plain address, e.g. --email austria=anna@example.org", "mail address %q of side %s is not valid", addr, side)
		}
	}
	if ng.Encrypt {
		for side, key := range ng.Sides {
			if !strings.HasPrefix(key, "ssh-ed25519 ") && !strings.HasPrefix(key, "ssh-rsa ") {
				return userErr("players who want encrypted reports need an ed25519 or RSA key", "side %s: reports cannot be encrypted to this kind of key", side)
			}
		}
		for side, team := range ng.Teams { // each teammate's copy is encrypted to their own key
			for _, tm := range team {
				if !strings.HasPrefix(tm.Key, "ssh-ed25519 ") && !strings.HasPrefix(tm.Key, "ssh-rsa ") {
					return userErr("players who want encrypted reports need an ed25519 or RSA key", "side %s, player %s: reports cannot be encrypted to this kind of key", side, tm.Player)
				}
			}
		}
	}
	for side := range ng.Sides {
		if _, ok := ng.Scenario.Side(side); !ok {
			return userErr("sides of "+ng.Scenario.ID+": "+sideIDs(ng.Scenario), "scenario %s has no side %q", ng.Scenario.ID, side)
		}
	}
	entries, err := os.ReadDir(dir)
	if err == nil && len(entries) > 0 {
		return userErr("choose a new folder; a game folder is never overwritten", "%s exists and is not empty", dir)
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

func sideIDs(sc *scenarios.Scenario) string {
	s := ""
	for i, x := range sc.Sides {
		if i > 0 {
			s += ", "
		}
		s += x.ID
	}
	return s
}

func tablesData(t *TablesFile) []byte {
	if t == nil {
		return nil
	}
	return t.Data
}
