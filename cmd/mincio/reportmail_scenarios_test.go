package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/scenarios"
)

// TestEveryScenarioReportMailFits (issue 23): for every scenario built in
// (scenarios.List, each a map to draw), a whole
// game self-played by the turn bots; of the reports it wrote, the three
// with the longest text and the three with the largest view (the most
// counters drawn), and the last (the reveal of the seed, with the whole
// log attached, when the game ended), are mailed as the host mails them. Each
// mail weighs at most mail.MaxReportMail and carries map.png, and map.svg
// when it fits too (the largest maps leave it out), and its report.txt
// comes back byte for byte as signed, compressed or not (mail.packings); a
// reveal whose archive does not fit mails it apart. The test logs the largest mail
// of each scenario and the report mails a side receives per game turn.
func TestEveryScenarioReportMailFits(t *testing.T) {
	all := scenarios.List()
	if len(all) == 0 {
		t.Fatal("no scenario is built in")
	}
	for _, sc := range all {
		id := sc.ID
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			stash := filepath.Join(dir, "stash")
			if err := os.MkdirAll(stash, 0o755); err != nil {
				t.Fatal(err)
			}
			game := filepath.Join(dir, "play", "game")
			keep := func() { stashReports(t, filepath.Join(game, "outbox"), stash) }
			addrs := map[string]string{}
			for _, side := range sc.Sides {
				addrs[side.ID] = side.ID + "@example.org"
			}
			res, err := selfplay.Play(selfplay.Config{Scenario: sc, Dir: filepath.Join(dir, "play"), Seed: 1, Addresses: addrs,
				Sent: func(*saves.SideView, string, []byte) { keep() }})
			if err != nil {
				t.Fatal(err)
			}
			keep()
			if res.Outcome != nil { // the seed revealed: that report mail carries the whole log
				if _, err := saves.Reveal(game, saves.Options{}); err != nil {
					t.Fatal(err)
				}
				keep()
			}
			chosen := largestReports(t, stash)
			games := filepath.Join(dir, "games")
			if err := os.MkdirAll(games, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(game, filepath.Join(games, "g")); err != nil {
				t.Fatal(err)
			}
			outbox := filepath.Join(games, "g", "outbox")
			os.RemoveAll(outbox)
			if err := os.MkdirAll(outbox, 0o755); err != nil {
				t.Fatal(err)
			}
			for _, base := range chosen {
				copyFile(t, filepath.Join(stash, base+".report.tar"), filepath.Join(outbox, base+".report.tar"))
			}
			out, err := mail.OpenOutbox(filepath.Join(dir, "mails"))
			if err != nil {
				t.Fatal(err)
			}
			h := &mail.Host{Games: games, From: mail.Address{Address: "host@example.org"}, Pictures: pictures,
				Now: func() time.Time { return time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC) }}
			n, err := h.CollectReports(out)
			if err != nil || n != len(chosen) {
				t.Fatalf("mailed %d of %d reports: %v", n, len(chosen), err)
			}
			emls, _ := filepath.Glob(filepath.Join(dir, "mails", "*.eml"))
			largest, which := 0, ""
			for _, eml := range emls {
				raw, err := os.ReadFile(eml)
				if err != nil {
					t.Fatal(err)
				}
				parts, err := mail.Parts(raw)
				if err != nil {
					t.Fatal(err)
				}
				if strings.HasSuffix(eml, "-archive.eml") { // the reveal's archive, mailed apart: no report mail
					if parts["selfplay-1.tar.gz"] == nil || parts["header.json"] == nil {
						t.Errorf("%s lacks the archive or the header", filepath.Base(eml))
					}
					t.Logf("%s: the archive mailed apart: %d bytes", filepath.Base(eml), len(raw))
					continue
				}
				if len(raw) > mail.MaxReportMail {
					t.Errorf("%s weighs %d bytes, more than %d", filepath.Base(eml), len(raw), mail.MaxReportMail)
				}
				if parts["map.png"] == nil {
					t.Errorf("%s lacks map.png", filepath.Base(eml))
				}
				if parts["map.svg"] == nil && len(raw)+svgSize(t, sc, parts["view.json"]) <= mail.MaxReportMail {
					t.Errorf("%s lacks map.svg, which fits", filepath.Base(eml))
				}
				if got, err := os.ReadFile(filepath.Join(stash, strings.TrimPrefix(strings.TrimSuffix(filepath.Base(eml), ".eml"), "selfplay-1-")+".report.txt")); err != nil || string(got) != string(parts["report.txt"]) {
					t.Errorf("%s: report.txt is not the report the host signed (%v)", filepath.Base(eml), err)
				}
				if !strings.Contains(string(parts[""]), "report.txt") || len(parts[""]) >= len(parts["report.txt"]) {
					t.Errorf("%s: the body does not point to report.txt, or repeats it", filepath.Base(eml))
				}
				var sizes []string
				for name, b := range parts {
					sizes = append(sizes, fmt.Sprintf("%s %d", name, len(b)))
				}
				sort.Strings(sizes)
				t.Logf("%s: %d bytes: %s", filepath.Base(eml), len(raw), strings.Join(sizes, ", "))
				if len(raw) > largest {
					largest, which = len(raw), filepath.Base(eml)
				}
			}
			keygenVerifiesReport(t, filepath.Join(dir, "mails", which))
			t.Logf("%s: largest report mail %d bytes (%s) of %d weighed; %d entries, %s", id, largest, which, len(emls), res.Entries, perTurn(res.Tally))
		})
	}
}

// stashReports copies the reports in outbox not yet in stash, each
// bundle beside its files unpacked.
func stashReports(t *testing.T, outbox, stash string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(outbox, "*.report.tar"))
	for _, f := range files {
		to := filepath.Join(stash, filepath.Base(f))
		if _, err := os.Stat(to); err == nil {
			continue
		}
		copyFile(t, f, to)
		members, err := saves.OutboxFiles(f)
		if err != nil {
			t.Fatal(err)
		}
		for name, data := range members {
			if err := os.WriteFile(filepath.Join(stash, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// largestReports names (by base, "000012-austria") the three reports in
// stash with the longest text, the three with the largest view, and the
// last.
func largestReports(t *testing.T, stash string) []string {
	t.Helper()
	views, _ := filepath.Glob(filepath.Join(stash, "*.view.json"))
	if len(views) == 0 {
		t.Fatal("no report written")
	}
	type rep struct {
		base         string
		text, viewSz int64
	}
	var reps []rep
	for _, v := range views {
		base := strings.TrimSuffix(v, ".view.json")
		ts, err1 := os.Stat(base + ".report.txt")
		vs, err2 := os.Stat(v)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		reps = append(reps, rep{filepath.Base(base), ts.Size(), vs.Size()})
	}
	pick := map[string]bool{reps[len(reps)-1].base: true}
	sort.Slice(reps, func(i, j int) bool { return reps[i].text > reps[j].text })
	for _, r := range reps[:min(3, len(reps))] {
		pick[r.base] = true
	}
	sort.Slice(reps, func(i, j int) bool { return reps[i].viewSz > reps[j].viewSz })
	for _, r := range reps[:min(3, len(reps))] {
		pick[r.base] = true
	}
	var out []string
	for b := range pick {
		out = append(out, b)
	}
	sort.Strings(out)
	return out
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// perTurn says how many report mails a side received per game turn.
func perTurn(tl selfplay.Tally) string {
	return fmt.Sprintf("%d game turns, %.2f report mails and %.2f order files per side per game turn", tl.Turns, tl.ReportsPerSideTurn(), tl.OrdersPerSideTurn())
}

// keygenVerifiesReport checks the report.txt of a report mail as
// docs/players.md tells a player to: ssh-keygen -Y verify against the host
// key of the header.json the mail carries.
func keygenVerifiesReport(t *testing.T, eml string) {
	t.Helper()
	raw, err := os.ReadFile(eml)
	if err != nil {
		t.Fatal(err)
	}
	parts, err := mail.Parts(raw)
	if err != nil {
		t.Fatal(err)
	}
	var h struct {
		HostKey string `json:"host_key"`
	}
	if err := json.Unmarshal(parts["header.json"], &h); err != nil || h.HostKey == "" {
		t.Fatalf("header.json: %v", err)
	}
	dir := t.TempDir()
	allowed := filepath.Join(dir, "allowed_signers")
	sig := filepath.Join(dir, "report.txt.sig")
	if err := os.WriteFile(allowed, []byte("host "+h.HostKey+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sig, parts["report.txt.sig"], 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("ssh-keygen", "-Y", "verify", "-n", "mincio", "-f", allowed, "-I", "host", "-s", sig)
	cmd.Stdin = bytes.NewReader(parts["report.txt"])
	if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), `Good "mincio" signature for host`) {
		t.Fatalf("ssh-keygen -Y verify of report.txt from %s: %v\n%s", filepath.Base(eml), err, out)
	}
}

// svgSize is the size of the SVG of the view a report mail carries.
func svgSize(t *testing.T, sc *scenarios.Scenario, viewJSON []byte) int {
	t.Helper()
	v, err := saves.ParseSideView("view.json", viewJSON)
	if err != nil {
		t.Fatal(err)
	}
	_, svg, err := pictures(sc, v.View, 1)
	if err != nil {
		t.Fatal(err)
	}
	return len(svg)
}
