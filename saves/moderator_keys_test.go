package saves

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A league game's moderator key is neither the host's nor a side's: a
// game made so is refused, and a header that says so fails verification,
// so an act can never be signed by the host or a player.
func TestModeratorKeyIsNobodyElses(t *testing.T) {
	w := newWorld(t)
	for name, c := range map[string]struct{ key, want string }{
		"the host key":   {w.host.pub, "the moderator key is the host key"},
		"a side's key":   {w.blue.pub, "the moderator key is the key of side blue"},
		"a weak RSA key": {sshKeygen(t, "-t", "rsa", "-b", "1024"), "moderator key: an RSA key of 1024 bits is too weak"},
	} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "g1")
			_, err := Create(dir, NewGame{Game: "g1", Scenario: toyScenario(t), HostKey: w.host.path,
				Sides:     map[string]string{"red": w.red.pub, "blue": w.blue.pub},
				Moderator: &ModeratorPin{League: "l", Key: c.key}})
			wantErr(t, err, c.want)
			if _, err := os.Stat(dir); err == nil {
				t.Fatal("a refused game left a folder")
			}
		})
	}
	// a header the host rewrote and signed again, with itself as moderator
	d := newDeadlineWorld(t)
	f, err := Open(d.dir)
	if err != nil {
		t.Fatal(err)
	}
	h := f.Header
	h.Moderator = &ModeratorPin{League: "l", Key: d.host.pub}
	data, err := encodeJSON(h)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := signWith(d.host, data)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(d.dir, "header.json"), data, 0o600)
	os.WriteFile(filepath.Join(d.dir, "header.json.sig"), sig, 0o600)
	_, err = Verify(d.dir)
	wantErr(t, err, "header.json: the moderator key is the host key")
}

// A replacement's key must be as safe as a player's at creation, and new.
func TestReplaceRefusesUnsafeKeys(t *testing.T) {
	w := newDeadlineWorld(t)
	before := tree(t, w.dir)
	for _, c := range []struct{ key, want, hint string }{
		{sshKeygen(t, "-t", "rsa", "-b", "1024"), "replace.txt: the new key of side blue: an RSA key of 1024 bits is too weak", "ed25519"},
		{sshKeygen(t, "-t", "dsa"), "replace.txt: the new key of side blue: DSA keys are too weak", "ed25519"},
		{w.blue.pub, "the new key of side blue is already its key: nothing to replace", "use address"},
		{w.red.pub, "the new key of side blue already signs for side red", "a key of their own"},
		{modKey(t).pub, "the new key of side blue is the moderator key", "the moderator must not play"},
	} {
		_, err := w.act(t, modKey(t), at(time.Hour), Act{Name: "replace", Side: "blue", Key: c.key, Address: "n@example.org"})
		wantErr(t, err, c.want, c.hint)
	}
	sameTree(t, before, tree(t, w.dir))
	// verify refuses a log in which a weak key was given a side
	forceAppend(t, w, at(time.Hour), func(f *Folder) (*Input, error) {
		a := Act{Name: "replace", Side: "blue", Key: sshKeygen(t, "-t", "rsa", "-b", "1024"), Address: "n@example.org", Signed: stamp(t0)}
		data, err := SignAct(w.dir, a, modKey(t).path)
		if err != nil {
			return nil, err
		}
		return f.checkModerator("replace.txt", data, nil)
	})
	_, err := Verify(w.dir)
	wantErr(t, err, "entry 2", "an RSA key of 1024 bits is too weak")
}
