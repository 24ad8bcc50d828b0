package saves

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// The messages as people read them: in a side's report, and in the
// host's listing for the moderator (`mincio messages`).

// writeMessages lists in a report the messages side received in the
// entries since.
func writeMessages(b *strings.Builder, f *Folder, side adjudicator.Side, since []*Entry) {
	var lines []string
	for _, x := range since {
		if len(messageRecipients(x, []adjudicator.Side{side})) == 0 {
			continue
		}
		msgs, err := f.Messages(x)
		if err != nil {
			lines = append(lines, fmt.Sprintf("- entry %d, from %s: (unreadable: %v)\n", x.N, x.Side, err))
			continue
		}
		for _, m := range msgs {
			if !MessageSees(m.To, x.Side, string(side)) {
				continue
			}
			var t strings.Builder
			fmt.Fprintf(&t, "- from %s, to %s (entry %d):\n", x.Side, m.To, x.N)
			for _, l := range strings.Split(strings.TrimRight(m.Text, "\n"), "\n") {
				fmt.Fprintf(&t, "    %s\n", l)
			}
			lines = append(lines, t.String())
		}
	}
	if len(lines) == 0 {
		return
	}
	b.WriteString("\n== Messages\n")
	for _, l := range lines {
		b.WriteString(l)
	}
}

// PrintMessages writes every message of the game's log, to `to` alone
// when to is not "" (`mincio messages DIR [--to WHO]`): the host's and
// moderator's reading of the correspondence, messages to the moderator
// included where the folder keeps them (an archive has their digest only).
func PrintMessages(w io.Writer, f *Folder, to string) error {
	entries, err := f.Entries()
	if err != nil {
		return err
	}
	count := 0
	for _, e := range entries {
		if !slices.ContainsFunc(e.Messages, func(m MessageRecord) bool { return to == "" || m.To == to }) {
			continue
		}
		in, err := f.readInput(e)
		if err != nil {
			return fmt.Errorf("entry %d: %v", e.N, err)
		}
		if in.Withheld {
			for _, m := range e.Messages {
				fmt.Fprintf(w, "entry %d, from %s, to %s (line %d): kept by the host; text digest %s\n", e.N, e.Side, m.To, m.Line, m.Digest)
				count++
			}
			continue
		}
		for _, m := range in.Messages {
			if to != "" && m.To != to {
				continue
			}
			fmt.Fprintf(w, "entry %d, from %s, to %s (line %d):\n", e.N, e.Side, m.To, m.Pos.Line)
			for _, l := range strings.Split(strings.TrimRight(m.Text, "\n"), "\n") {
				fmt.Fprintf(w, "    %s\n", l)
			}
			count++
		}
	}
	if count == 0 {
		fmt.Fprintln(w, "no messages")
	}
	return nil
}
