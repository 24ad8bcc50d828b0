package saves

import (
	"bufio"
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strconv"
)

// Kept is a head a player kept: the digest of the log after entry Entry,
// as a report told them. Source names where it was found, for messages.
type Kept struct {
	Source string
	Entry  int
	Head   string
	// Signed: the head came from a report whose host signature was
	// checked (a report mail, or a report.txt with its .sig). An unsigned
	// head (a note, a report.txt without its .sig) is the player's word:
	// a mismatch shows something is wrong, but proves nothing.
	Signed bool
}

// Audit is what a player's audit of a published game found.
type Audit struct {
	Verification
	Checked  int  // kept heads found on the log
	Unsigned int  // of which not signed by the host (Kept.Signed)
	Header   bool // the header was compared with the one the player received
}

// Heads is the head after each entry: Heads()[n-1] is the digest of
// log/NNNNNN.json, the value the reports after entry n carried.
func (f *Folder) Heads() ([]string, error) {
	heads := make([]string, 0, f.n)
	for n := 1; n <= f.n; n++ {
		data, err := f.logFile(n, ".json")
		if err != nil {
			return nil, err
		}
		heads = append(heads, Digest(data))
	}
	return heads, nil
}

// AuditGame is a player's check of the host: the published game in dir
// must have the header the player received (header, when given), pass
// through every head they kept at its entry number, and verify whole (every
// signature and link, a replay of every result, and, once revealed, the
// seed against the commitment and every roll). A host that rewrote, forked
// or rolled back the log fails here, even though the log it publishes is
// consistent in itself. The error names the first disagreement.
func AuditGame(dir string, header []byte, kept []Kept) (*Audit, error) {
	f, err := Open(dir)
	if err != nil {
		return nil, err
	}
	a := &Audit{}
	if header != nil {
		if !bytes.Equal(header, f.headerBytes) {
			return nil, userErr("the host published another game than the one you were told of at the start; keep both files and complain to your league",
				"%s/header.json is not the header you received (digest %s, yours %s)", dir, Digest(f.headerBytes), Digest(header))
		}
		a.Header = true
	}
	heads, err := f.Heads()
	if err != nil {
		return nil, err
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].Entry < kept[j].Entry })
	for _, k := range kept {
		if !k.Signed {
			if err := checkUnsignedHead(k, heads); err != nil {
				return nil, err
			}
			a.Checked++
			a.Unsigned++
			continue
		}
		switch {
		case k.Entry < 1:
			return nil, userErr("a kept head names its entry from 1 up", "%s: entry %d is not an entry", k.Source, k.Entry)
		case k.Entry > len(heads):
			return nil, userErr("keep this mail: it proves the host told you of an entry the published log lacks",
				"%s: you were told of entry %d (head %s), but the published log ends at entry %d: it was rolled back", k.Source, k.Entry, k.Head, len(heads))
		case heads[k.Entry-1] != k.Head:
			return nil, userErr("keep this mail: it proves the host told you another history than the one it published",
				"%s: after entry %d you were told head %s, but the published log has %s there: its history was rewritten or forked", k.Source, k.Entry, k.Head, heads[k.Entry-1])
		}
		a.Checked++
	}
	v, err := Verify(dir)
	if err != nil {
		return nil, err
	}
	a.Verification = *v
	return a, nil
}

// checkUnsignedHead compares a head the host did not sign with the log:
// a mismatch is reported as what it is, the player's word against the
// log, never as proof that the host rewrote history.
func checkUnsignedHead(k Kept, heads []string) error {
	const hint = "an unsigned head proves nothing: find the report mail it came from (or the report.txt with its .sig) and audit with that"
	switch {
	case k.Entry < 1:
		return userErr("a kept head names its entry from 1 up", "%s: entry %d is not an entry", k.Source, k.Entry)
	case k.Entry > len(heads):
		return userErr(hint, "%s (unsigned, not proof): names entry %d, but the published log ends at entry %d", k.Source, k.Entry, len(heads))
	case heads[k.Entry-1] != k.Head:
		return userErr(hint, "%s (unsigned, not proof): says head %s after entry %d, but the published log has %s there", k.Source, k.Head, k.Entry, heads[k.Entry-1])
	}
	return nil
}

var (
	reportLine = regexp.MustCompile(`^mincio report: game (\S+), side (\S+), (?:turn \d+, )?after entry (\d+)$`)
	headLine   = regexp.MustCompile(`^head: ([0-9a-f]{64})$`)
	// a head line a player kept by hand: "entry 12 head 3f…" (or "entry 12: head: 3f…")
	keptLine = regexp.MustCompile(`^entry (\d+):? head:? ([0-9a-f]{64})$`)
)

// KeptHeads finds the heads in a text a player kept: reports (the
// "mincio report: … after entry N" line and its "head:" line) and lines of
// the form "entry N head DIGEST". Reports of other games are skipped.
func KeptHeads(source, game string, text []byte) []Kept {
	var out []Kept
	entry := 0
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := string(bytes.TrimRight(sc.Bytes(), "\r"))
		if m := reportLine.FindStringSubmatch(line); m != nil {
			entry = 0
			if m[1] == game {
				entry, _ = strconv.Atoi(m[3])
			}
			continue
		}
		if m := headLine.FindStringSubmatch(line); m != nil && entry > 0 {
			out = append(out, Kept{Source: source, Entry: entry, Head: m[1]})
			entry = 0
			continue
		}
		if m := keptLine.FindStringSubmatch(line); m != nil {
			n, _ := strconv.Atoi(m[1])
			out = append(out, Kept{Source: fmt.Sprintf("%s (entry %d)", source, n), Entry: n, Head: m[2]})
		}
	}
	return out
}
