package saves

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/mincio/mincio/saves/sshsig"
)

// reportFirstLine is how every report starts: its game, side, turn and
// entry, inside the signed text, so a signed report cannot pass for another
// side's or another entry's.
func reportFirstLine(game, side string, turn, n int) string {
	return fmt.Sprintf("mincio report: game %s, side %s, turn %d, after entry %d\n", game, side, turn, n)
}

// namesReport says whether a report's first line names game, side and
// entry n (whatever its turn).
func namesReport(data []byte, game, side string, n int) bool {
	first, _, ok := bytes.Cut(data, []byte("\n"))
	prefix := fmt.Sprintf("mincio report: game %s, side %s, turn ", game, side)
	rest, found := bytes.CutPrefix(first, []byte(prefix))
	if !ok || !found {
		return false
	}
	turn, after, found := bytes.Cut(rest, []byte(", "))
	return found && len(turn) > 0 && len(bytes.Trim(turn, "0123456789")) == 0 && string(after) == fmt.Sprintf("after entry %d", n)
}

// outboxName splits an outbox file name, NNNNNN-SIDE.report.txt or
// NNNNNN-SIDE.view.json, into entry, side and kind (".report.txt" or
// ".view.json"); ok is false for any other name.
func outboxName(name string) (n int, side, kind string, ok bool) {
	for _, k := range []string{".report.txt", ".view.json"} {
		base, found := strings.CutSuffix(name, k)
		if !found {
			continue
		}
		n, ok := entryNumber(base)
		if !ok || len(base) < 8 || base[6] != '-' || base[:6] != entryName(n) {
			return 0, "", "", false
		}
		return n, base[7:], k, true
	}
	return 0, "", "", false
}

// checkOutboxFile checks that a report or view names, in its signed
// content, the game, side and entry its file name says, and the head of
// that entry (head is the digest of log entry n). Copying one side's
// signed report over another's is caught here.
func checkOutboxFile(h *Header, name string, data []byte, head string) error {
	n, side, kind, ok := outboxName(name)
	if !ok {
		return fmt.Errorf("outbox/%s: not a report or view name (want NNNNNN-SIDE.report.txt or .view.json)", name)
	}
	if _, ok := h.Player(side); !ok {
		return fmt.Errorf("outbox/%s: no side %q in game %s", name, side, h.Game)
	}
	if kind == ".report.txt" {
		if !namesReport(data, h.Game, side, n) {
			return fmt.Errorf("outbox/%s: its text is not the report of game %s, side %s, entry %d", name, h.Game, side, n)
		}
		if head != "" && !bytes.Contains(data, []byte("\nhead: "+head+"\n")) {
			return fmt.Errorf("outbox/%s: its head is not the head of entry %d", name, n)
		}
		return nil
	}
	var v SideView
	if err := json.Unmarshal(data, &v); err != nil {
		return fmt.Errorf("outbox/%s: %v", name, err)
	}
	if v.Game != h.Game || string(v.Side) != side || string(v.View.Side) != side || v.Entry != n {
		return fmt.Errorf("outbox/%s: it is the view of game %s, side %s, entry %d, not what its name says", name, v.Game, v.Side, v.Entry)
	}
	if head != "" && v.Head != head {
		return fmt.Errorf("outbox/%s: its head is not the head of entry %d", name, n)
	}
	return nil
}

// OutboxReport is one report waiting in the outbox, with its view, each
// checked: signed by the host and naming, inside, the game, side and entry
// of its file name and that entry's head.
type OutboxReport struct {
	Side              string
	Entry             int
	Report, ReportSig []byte
	ViewJSON, ViewSig []byte
	View              SideView
}

// ReadOutboxReport reads and checks the report at path (an
// outbox/NNNNNN-SIDE.report.txt) and its view. A report whose content does
// not match its name (one side's report copied over another's) is refused,
// so it can never be mailed to the wrong side.
func (f *Folder) ReadOutboxReport(path string) (*OutboxReport, error) {
	name := filepath.Base(ReportBase(path)) + ".report.txt" // the report's own name, bundled or loose
	n, side, kind, ok := outboxName(name)
	if !ok || kind != ".report.txt" || n > f.n {
		return nil, fmt.Errorf("outbox/%s: not a report of this game", filepath.Base(path))
	}
	files, err := OutboxFiles(path)
	if err != nil {
		return nil, err
	}
	base := strings.TrimSuffix(name, ".report.txt")
	r := &OutboxReport{Side: side, Entry: n}
	for _, x := range []struct {
		ext string
		to  *[]byte
	}{{".report.txt", &r.Report}, {".report.txt.sig", &r.ReportSig}, {".view.json", &r.ViewJSON}, {".view.json.sig", &r.ViewSig}} {
		b, ok := files[base+x.ext]
		if !ok {
			return nil, fmt.Errorf("outbox/%s: has no %s", filepath.Base(path), base+x.ext)
		}
		*x.to = b
	}
	host, err := sshsig.ParsePublicKey([]byte(f.Header.HostKey))
	if err != nil {
		return nil, fmt.Errorf("header.json: host key: %v", err)
	}
	entry, err := f.logFile(n, ".json")
	if err != nil {
		return nil, err
	}
	for _, x := range [][2][]byte{{r.Report, r.ReportSig}, {r.ViewJSON, r.ViewSig}} {
		if err := sshsig.Verify(host, sshsig.Namespace, x[0], x[1]); err != nil {
			return nil, fmt.Errorf("outbox/%s: host signature: %v", name, err)
		}
	}
	viewName := strings.TrimSuffix(name, ".report.txt") + ".view.json"
	if err := checkOutboxFile(&f.Header, name, r.Report, Digest(entry)); err != nil {
		return nil, err
	}
	if err := checkOutboxFile(&f.Header, viewName, r.ViewJSON, Digest(entry)); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(r.ViewJSON, &r.View); err != nil {
		return nil, fmt.Errorf("outbox/%s: %v", viewName, err)
	}
	return r, nil
}
