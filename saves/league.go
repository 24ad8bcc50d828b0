package saves

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/mincio/mincio/saves/sshsig"
)

// LeagueFormat names the layout of league.json.
const LeagueFormat = "mincio-league 1"

// A league folder (docs/design.md, "Leagues, deadlines and moderators"):
//
//	league.json, league.json.sig   name, moderator and host keys, default deadline policy; signed by the moderator
//	players.txt                    the registry of players (registry.go)
//	secret/host-key                the path of the host's private key, which signs every game's results
//	games/ID/                      one game folder per game
//
// The moderator key and the host key are distinct: the host key signs
// results unattended on the server; the moderator key signs what the
// moderator decides by hand, and can stay on the moderator's own machine.

// LeagueFile is league.json.
type LeagueFile struct {
	Format string `json:"format"`
	Name   string `json:"name"`
	// ModeratorKey and HostKey are authorized_keys lines.
	ModeratorKey     string `json:"moderator_key"`
	ModeratorAddress string `json:"moderator_address,omitempty"`
	HostKey          string `json:"host_key"`
	// Deadline is the policy new games get unless `new-game` says
	// otherwise; nil: games without deadlines.
	Deadline *DeadlinePolicy `json:"deadline,omitempty"`
}

// League is a league folder as read.
type League struct {
	Dir  string
	File LeagueFile
}

// NewLeague describes a league to create.
type NewLeague struct {
	Name             string // default: the folder's name
	ModeratorKey     string // path of the moderator's private key
	ModeratorAddress string
	HostKey          string // path of the host's private key
	Deadline         *DeadlinePolicy
}

// InitLeague makes a league folder. It refuses a moderator key that is the
// host key, and a folder that is not empty.
func InitLeague(dir string, nl NewLeague) (*League, error) {
	if nl.Name == "" {
		nl.Name = filepath.Base(filepath.Clean(dir))
	}
	if !validID(nl.Name) {
		return nil, userErr("use lower-case letters, digits, '.', '-' and '_', or give --name", "league name %q is not valid", nl.Name)
	}
	if nl.ModeratorAddress != "" && !validAddress(nl.ModeratorAddress) {
		return nil, userErr("give a plain address, e.g. --moderator-email mod@example.org", "--moderator-email %q is not a mail address", nl.ModeratorAddress)
	}
	mod, err := sshsig.LoadSigner(nl.ModeratorKey)
	if err != nil {
		return nil, userErr("make one with `mincio keygen -o moderator`", "moderator key %s: %v", nl.ModeratorKey, err)
	}
	host, err := sshsig.LoadSigner(nl.HostKey)
	if err != nil {
		return nil, userErr("make one with `mincio keygen -o host`", "host key %s: %v", nl.HostKey, err)
	}
	if bytes.Equal(mod.PublicKey().Marshal(), host.PublicKey().Marshal()) {
		return nil, userErr("make a moderator key of its own with `mincio keygen -o moderator`: the host key signs unattended on the server, the moderator key signs what you decide by hand",
			"the moderator key %s is the host key", nl.ModeratorKey)
	}
	if nl.Deadline != nil {
		if err := nl.Deadline.Check(); err != nil {
			return nil, err
		}
	}
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return nil, userErr("choose a new folder; a league folder is never overwritten", "%s exists and is not empty", dir)
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	absHost, err := filepath.Abs(nl.HostKey)
	if err != nil {
		return nil, err
	}
	lf := LeagueFile{Format: LeagueFormat, Name: nl.Name, ModeratorKey: string(authorizedLine(mod.PublicKey())),
		ModeratorAddress: nl.ModeratorAddress, HostKey: string(authorizedLine(host.PublicKey())), Deadline: nl.Deadline}
	data, err := encodeJSON(lf)
	if err != nil {
		return nil, err
	}
	sig, err := sshsig.Sign(mod, sshsig.Namespace, data)
	if err != nil {
		return nil, err
	}
	for _, sub := range []string{"games", "secret"} {
		if err := (osFS{}).MkdirAll(filepath.Join(dir, sub), dirPerm); err != nil {
			return nil, userErr("choose a folder you can write to", "cannot create league folder: %v", err)
		}
	}
	// The league folder is private like a game's (docs/security.md):
	// players' addresses, the games' logs.
	if err := os.Chmod(dir, dirPerm); err != nil {
		return nil, err
	}
	fsys := osFS{}
	for _, x := range []outFile{
		{filepath.Join(dir, "secret", "host-key"), []byte(absHost + "\n")},
		{filepath.Join(dir, "players.txt"), newRegistry()},
		{filepath.Join(dir, "league.json.sig"), sig},
		{filepath.Join(dir, "league.json"), data},
	} {
		if err := fsys.WriteFile(x.path, x.data, filePerm); err != nil {
			os.RemoveAll(dir)
			return nil, userErr("choose a folder you can write to, with space left", "cannot create league folder: %v", err)
		}
	}
	return &League{Dir: dir, File: lf}, nil
}

// OpenLeague reads a league folder and checks the moderator's signature on
// league.json.
func OpenLeague(dir string) (*League, error) {
	data, err := os.ReadFile(filepath.Join(dir, "league.json"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, userErr("create one with `mincio league init DIR`", "%s is not a league folder: no league.json", dir)
	}
	if err != nil {
		return nil, err
	}
	l := &League{Dir: dir}
	if err := decodeCanonical(data, &l.File); err != nil {
		return nil, userErr("restore league.json from a copy", "league.json: %v", err)
	}
	if l.File.Format != LeagueFormat {
		return nil, userErr("this mincio reads \""+LeagueFormat+"\"", "league.json: unknown format %q", l.File.Format)
	}
	pub, err := sshsig.ParsePublicKey([]byte(l.File.ModeratorKey))
	if err != nil {
		return nil, userErr("restore league.json from a copy", "league.json: moderator key: %v", err)
	}
	sig, err := os.ReadFile(filepath.Join(dir, "league.json.sig"))
	if err == nil {
		err = sshsig.Verify(pub, sshsig.Namespace, data, sig)
	}
	if err != nil {
		return nil, userErr("restore league.json and league.json.sig from a copy", "league.json: moderator signature: %v", err)
	}
	return l, nil
}

// IsLeague reports whether dir holds a league.json.
func IsLeague(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, "league.json"))
	return err == nil
}

// Players reads and checks the registry.
func (l *League) Players() ([]Player, error) {
	path := filepath.Join(l.Dir, "players.txt")
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, userErr("restore players.txt, or create the league again", "league %s: %v", l.File.Name, err)
	}
	return ParseRegistry(path, data)
}

// Player finds a registered player by name.
func (l *League) Player(name string) (Player, error) {
	ps, err := l.Players()
	if err != nil {
		return Player{}, err
	}
	for _, p := range ps {
		if p.Name == name {
			return p, nil
		}
	}
	return Player{}, userErr("register them first with `mincio league add-player "+l.Dir+" "+name+" --email ADDRESS --key KEY.pub`",
		"no player %q in league %s", name, l.File.Name)
}

// AddPlayer checks a new player against the registry and the league's keys
// and appends them to players.txt. On any error nothing is written.
func (l *League) AddPlayer(p Player) error {
	p.Key = string(bytes.TrimSpace([]byte(p.Key)))
	if msg := checkPlayer(p); msg != "" {
		return userErr("give a name, an address and the player's .pub file: mincio league add-player LEAGUE NAME --email ADDRESS --key KEY.pub", "%s", msg)
	}
	k, err := sshsig.ParsePublicKey([]byte(p.Key))
	if err != nil {
		return err
	}
	// The keys new would refuse are refused here, not at new-game.
	if err := checkKeyStrength("player "+p.Name, k); err != nil {
		return err
	}
	ps, err := l.Players()
	if err != nil {
		return err
	}
	fp := keyID(p.Key)
	switch fp {
	case keyID(l.File.HostKey):
		return userErr("the host must not play (docs/security.md): the player needs a key of their own", "player %s: that is the league's host key", p.Name)
	case keyID(l.File.ModeratorKey):
		return userErr("the moderator rules on the games and must not play in them: the player needs a key of their own", "player %s: that is the league's moderator key", p.Name)
	}
	for _, q := range ps {
		if q.Name == p.Name {
			return userErr("choose another name, or edit players.txt to change their address or key", "player %s is already registered (players.txt:%d)", p.Name, q.Line)
		}
		if keyID(q.Key) == fp {
			return userErr("every player needs a key of their own", "player %s: that key is registered for %s (players.txt:%d)", p.Name, q.Name, q.Line)
		}
	}
	path := filepath.Join(l.Dir, "players.txt")
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if len(data) > 0 && data[len(data)-1] != '\n' {
		data = append(data, '\n')
	}
	data = append(data, formatPlayer(p)...)
	return osFS{}.WriteFile(path, data, filePerm)
}
