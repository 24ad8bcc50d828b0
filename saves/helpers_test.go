package saves

import (
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

// keys made once per test binary: key generation is not what is tested.
type testKey struct {
	path   string // private key file
	pub    string // authorized_keys line
	signer ssh.Signer
	tag    string // header tag of the test game the key plays in
}

func makeKey(t testing.TB, dir, name string) testKey {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := sshsig.WriteKeyPair(path, rand.Reader, name); err != nil {
		t.Fatal(err)
	}
	pub, err := os.ReadFile(path + ".pub")
	if err != nil {
		t.Fatal(err)
	}
	signer, err := sshsig.LoadSigner(path)
	if err != nil {
		t.Fatal(err)
	}
	return testKey{path: path, pub: strings.TrimSpace(string(pub)), signer: signer}
}

// fixedKey makes a deterministic key, so two games built alike are alike
// to the byte.
func fixedKey(t testing.TB, dir, name string) testKey {
	t.Helper()
	seed := make([]byte, ed25519.SeedSize)
	copy(seed, name)
	priv := ed25519.NewKeyFromSeed(seed)
	block, err := ssh.MarshalPrivateKey(priv, name)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, pemEncode(block), 0o600); err != nil {
		t.Fatal(err)
	}
	signer, err := sshsig.LoadSigner(path)
	if err != nil {
		t.Fatal(err)
	}
	return testKey{path: path, pub: string(authorizedLine(signer.PublicKey())), signer: signer}
}

type world struct {
	dir             string // game folder
	host, red, blue testKey
}

func toyScenario(t testing.TB) *scenarios.Scenario { return adjudicatortest.Load(t, 0) }

// newWorld creates a toy game with fixed keys and seed.
func newWorld(t testing.TB) *world {
	t.Helper()
	return newWorldOf(t, toyScenario(t))
}

// newWorldOf creates a game of scenario sc with fixed keys and seed.
func newWorldOf(t testing.TB, sc *scenarios.Scenario) *world {
	t.Helper()
	base := t.TempDir()
	w := &world{dir: filepath.Join(base, "g1"),
		host: fixedKey(t, base, "host"), red: fixedKey(t, base, "red"), blue: fixedKey(t, base, "blue")}
	var seed dice.Seed
	seed[0] = 42
	_, err := Create(w.dir, NewGame{Game: "g1", Scenario: sc, HostKey: w.host.path,
		Sides: map[string]string{"red": w.red.pub, "blue": w.blue.pub}, Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	w.learnTag(t)
	return w
}

// learnTag gives the players' keys the header tag of the world's game.
func (w *world) learnTag(t testing.TB) {
	t.Helper()
	header, err := os.ReadFile(filepath.Join(w.dir, "header.json"))
	if err != nil {
		t.Fatal(err)
	}
	w.red.tag = HeaderTag(header)
	w.blue.tag = w.red.tag
}

// orders writes an order file signed by key, with the signature appended.
func orders(t testing.TB, key testKey, side string, seq int, body string) []byte {
	t.Helper()
	file := fmt.Sprintf("mincio orders 1\ngame: g1\nheader: %s\nside: %s\nseq: %d\n%s", key.tag, side, seq, body)
	sig, err := sshsig.Sign(key.signer, sshsig.Namespace, []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	return sshsig.Append([]byte(file), sig)
}

func (w *world) submit(t testing.TB, data []byte) *Receipt {
	t.Helper()
	rc, err := Submit(w.dir, Submission{Name: "orders.txt", Data: data}, Options{})
	if err != nil {
		t.Fatalf("submit: %v", err)
	}
	return rc
}

// tree reads every file of a folder, for before/after comparisons.
func tree(t testing.TB, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		if info.Mode().IsRegular() && info.Name() != "lock" {
			b, _ := os.ReadFile(p)
			rel, _ := filepath.Rel(dir, p)
			out[rel] = string(b)
		}
		return nil
	})
	return out
}

func sameTree(t testing.TB, before, after map[string]string) {
	t.Helper()
	var diff []string
	for k, v := range before {
		if after[k] != v {
			diff = append(diff, "changed or removed: "+k)
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			diff = append(diff, "added: "+k)
		}
	}
	sort.Strings(diff)
	if len(diff) > 0 {
		t.Fatalf("game folder changed:\n%s", strings.Join(diff, "\n"))
	}
}
