package mail

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// A moderator signs an act on their own machine (mincio moderate -o) and
// mails it to the host, which applies it and answers; an act signed with
// another key is refused and changes nothing.
func TestHostAppliesAMailedModeratorAct(t *testing.T) {
	w := newGameWorldOf(t, adjudicatortest.Scenario)
	_, hostKey := signerFor(t, w.keyDir, "host")
	mod, modPath := signerFor(t, w.keyDir, "moderator")
	sc, err := scenarios.Parse("toy.scn", []byte(adjudicatortest.Scenario))
	if err != nil {
		t.Fatal(err)
	}
	var seed dice.Seed
	dir := filepath.Join(w.games, "m1")
	if _, err := saves.Create(dir, saves.NewGame{Game: "m1", Scenario: sc, HostKey: hostKey, Seed: &seed, Now: w.clock,
		Sides:     map[string]string{"red": authorizedLine(w.red), "blue": authorizedLine(w.blue)},
		Addresses: map[string]string{"red": "red@example.com", "blue": "blue@example.com"},
		Moderator: &saves.ModeratorPin{League: "spring", Key: authorizedLine(mod), Address: "mod@example.org"}}); err != nil {
		t.Fatal(err)
	}
	w.round(t)

	_, redPath := signerFor(t, w.keyDir, "red")
	forged, err := saves.SignAct(dir, saves.Act{Name: "address", Side: "blue", Address: "thief@example.com", Signed: "2026-03-02T09:00:00Z"}, redPath)
	if err != nil {
		t.Fatal(err)
	}
	got := w.round(t, mailWith("mod@example.org", "a0@example.org", forged))
	if len(got) != 1 || !strings.Contains(string(got[0].Data), "not accepted") || !strings.Contains(string(got[0].Data), "moderator signature") {
		t.Fatalf("want the forged act refused; got %d mails: %s", len(got), subjects(got))
	}

	act, err := saves.SignAct(dir, saves.Act{Name: "address", Side: "blue", Address: "blue2@example.com", Reason: "bounced", Signed: "2026-03-02T09:00:00Z"}, modPath)
	if err != nil {
		t.Fatal(err)
	}
	got = w.round(t, mailWith("mod@example.org", "a1@example.org", act))
	var reply string
	for _, m := range got {
		if to(m) == "mod@example.org" {
			reply = strings.ReplaceAll(string(m.Data), "=\r\n", "")
		}
	}
	if !strings.Contains(reply, "accepted as entry 2 of game m1: the moderator's act address") {
		t.Fatalf("reply to the moderator:\n%s", reply)
	}
	sawNew := false
	for _, m := range got {
		sawNew = sawNew || to(m) == "blue2@example.com"
		if to(m) == "blue@example.com" {
			t.Fatal("a report went to blue's old address")
		}
	}
	if !sawNew {
		t.Fatalf("no report to blue's new address: %d mails", len(got))
	}

	// an act written by hand and signed with ssh-keygen comes as a file
	// and its .sig, attached
	f, err := saves.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	body := f.ModeratorFile(saves.Act{Name: "pause", Reason: "holidays", Signed: "2026-03-02T10:00:00Z"})
	sig, err := sshsig.Sign(mod, sshsig.Namespace, body)
	if err != nil {
		t.Fatal(err)
	}
	raw := bytes.Replace(mixed(
		[2]string{"Content-Type: text/plain", "the pause, signed"},
		[2]string{"Content-Type: text/plain; name=pause.txt\r\nContent-Disposition: attachment; filename=pause.txt\r\nContent-Transfer-Encoding: base64", b64(body)},
		[2]string{"Content-Type: application/octet-stream\r\nContent-Disposition: attachment; filename=pause.txt.sig\r\nContent-Transfer-Encoding: base64", b64(sig)},
	), []byte("m1@example.com"), []byte("a2@example.org"), 1)
	got = w.round(t, raw)
	reply = ""
	for _, m := range got {
		if strings.Contains(string(m.Data), "pause.txt: accepted as entry 3 of game m1: the moderator's act pause") {
			reply = string(m.Data)
		}
	}
	if reply == "" {
		t.Fatalf("the mailed pause was not accepted: %s", subjects(got))
	}
	if f, err = saves.Open(dir); err != nil {
		t.Fatal(err)
	}
	if _, _, paused, err := f.Paused(); !paused || err != nil || !f.Last().DetachedSig {
		t.Fatalf("paused %v (%v); entry %+v", paused, err, f.Last())
	}
	if _, err := saves.Verify(dir); err != nil {
		t.Fatal(err)
	}
}

func FuzzActGame(f *testing.F) {
	f.Add([]byte("mincio moderator 1\ngame: g1\nact: pause\n"))
	f.Add([]byte("\r\nmincio moderator 1\r\ngame: ../etc\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		id := actGame(data)
		if id != "" && (strings.ContainsAny(id, "/\\") || strings.HasPrefix(id, ".")) {
			t.Fatalf("%q is not a game folder name", id)
		}
	})
}
