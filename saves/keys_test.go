package saves

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// sshKeygen makes a public key with ssh-keygen, as a player would.
func sshKeygen(t *testing.T, args ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "key")
	out, err := exec.Command("ssh-keygen", append([]string{"-q", "-N", "", "-f", path}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("ssh-keygen %v: %v\n%s", args, err, out)
	}
	pub, err := os.ReadFile(path + ".pub")
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(pub))
}

// Finding 7: weak keys, the host's key as a side and one key for two sides
// are refused at creation, and no folder is left.
func TestCreateRefusesUnsafeKeys(t *testing.T) {
	w := newWorld(t)
	rsa2048 := sshKeygen(t, "-t", "rsa", "-b", "2048")
	cases := []struct {
		name    string
		red     string
		hotSeat bool
		want    string
		hint    string
	}{
		{"DSA", sshKeygen(t, "-t", "dsa"), false, "key of side red: DSA keys are too weak", "ed25519"},
		{"RSA 1024", sshKeygen(t, "-t", "rsa", "-b", "1024"), false, "key of side red: an RSA key of 1024 bits is too weak (at least 2048)", "ed25519"},
		{"host key as a side", w.host.pub, false, "key of side red is the host's key", "must not play"},
		{"one key for both sides", w.blue.pub, false, "sides red and blue have the same key", "--hot-seat"},
		{"host key as a side, hot seat", w.host.pub, true, "key of side red is the host's key", "must not play"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "g1")
			_, err := Create(dir, NewGame{Game: "g1", Scenario: toyScenario(t), HostKey: w.host.path,
				Sides: map[string]string{"red": c.red, "blue": w.blue.pub}, HotSeat: c.hotSeat})
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(hintOf(err), c.hint) {
				t.Fatalf("got %v / %q, want %q", err, hintOf(err), c.want)
			}
			if _, err := os.Stat(dir); err == nil {
				t.Fatal("a refused game left a folder")
			}
		})
	}
	for name, ng := range map[string]NewGame{
		"RSA 2048":          {Sides: map[string]string{"red": rsa2048, "blue": w.blue.pub}},
		"hot seat, one key": {Sides: map[string]string{"red": w.blue.pub, "blue": w.blue.pub}, HotSeat: true},
	} {
		ng.Game, ng.Scenario, ng.HostKey = "g1", toyScenario(t), w.host.path
		if _, err := Create(filepath.Join(t.TempDir(), "g1"), ng); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Finding 7: a seq far ahead would lock the side out; it is refused.
func TestSeqTooFarAhead(t *testing.T) {
	w := newWorld(t)
	before := tree(t, w.dir)
	file := orders(t, w.red, "red", 2147483647, "roll\n")
	_, err := Submit(w.dir, Submission{Name: "o.txt", Data: file}, Options{})
	if err == nil || !strings.Contains(err.Error(), "o.txt: seq 2147483647 is too far ahead: the last accepted seq of this side is 0") ||
		!strings.Contains(hintOf(err), "seq: 1") {
		t.Fatalf("got %v / %q", err, hintOf(err))
	}
	sameTree(t, before, tree(t, w.dir))
	oc, err := CheckOrders(w.dir, Submission{Name: "o.txt", Data: file})
	if err != nil || len(oc.Problems) != 1 || !strings.Contains(oc.Problems[0].Error(), "o.txt:5:1:") {
		t.Fatalf("orders check: %v %v", err, oc)
	}
	w.submit(t, orders(t, w.red, "red", MaxSeqStep, "roll\n"))
}

// Finding 7: a game that is over takes no more orders.
func TestNoOrdersAfterTheGameIsOver(t *testing.T) {
	w := newWorld(t)
	for seq := 1; seq <= 3; seq++ {
		w.submit(t, orders(t, w.red, "red", seq, "pass\n"))
		w.submit(t, orders(t, w.blue, "blue", seq, "pass\n"))
	}
	f, err := Open(w.dir)
	if err != nil || f.Last().Result.Outcome == nil {
		t.Fatalf("the toy game should be over: %v", err)
	}
	before := tree(t, w.dir)
	_, err = Submit(w.dir, Submission{Name: "late.txt", Data: orders(t, w.red, "red", 4, "pass\n")}, Options{})
	if err == nil || !strings.Contains(err.Error(), "late.txt: game g1 is over: draw 0 to 0") {
		t.Fatalf("got %v", err)
	}
	sameTree(t, before, tree(t, w.dir))
	if _, err := Reveal(w.dir, Options{}); err != nil {
		t.Fatalf("reveal after the end: %v", err)
	}
}

// A dry run is refused as the real file would be, once the game is over.
func TestCheckModeAfterTheEnd(t *testing.T) {
	w := newWorld(t)
	for seq := 1; seq <= 3; seq++ {
		w.submit(t, orders(t, w.red, "red", seq, "pass\n"))
		w.submit(t, orders(t, w.blue, "blue", seq, "pass\n"))
	}
	_, err := Check(w.dir, Submission{Name: "late.txt", Data: orders(t, w.red, "red", 4, "mode: check\npass\n")}, Options{})
	if err == nil || !strings.Contains(err.Error(), "late.txt: game g1 is over") {
		t.Fatalf("got %v", err)
	}
}

// Issue 24, "Why" 6: league add-player refuses the keys new refuses (DSA,
// RSA under 2048 bits), with the same words, and writes nothing; they
// were accepted and refused only at new-game.
func TestLeagueAddPlayerRefusesWeakKeys(t *testing.T) {
	lw := newLeague(t, nil)
	before := tree(t, lw.dir)
	for _, c := range []struct{ key, want string }{
		{sshKeygen(t, "-t", "dsa"), "player otto: DSA keys are too weak"},
		{sshKeygen(t, "-t", "rsa", "-b", "1024"), "player otto: an RSA key of 1024 bits is too weak (at least 2048)"},
	} {
		err := lw.l.AddPlayer(Player{Name: "otto", Address: "otto@example.org", Key: c.key})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(hintOf(err), "ed25519") {
			t.Errorf("got %v / %q, want %q", err, hintOf(err), c.want)
		}
	}
	sameTree(t, before, tree(t, lw.dir))
	if err := lw.l.AddPlayer(Player{Name: "otto", Address: "otto@example.org", Key: sshKeygen(t, "-t", "rsa", "-b", "2048")}); err != nil {
		t.Fatalf("RSA 2048: %v", err)
	}
}
