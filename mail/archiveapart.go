package mail

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/mincio/mincio/saves"
)

// fitted is the report mail m with its map pictures (withPictures), and,
// when it carries the game's archive (the reveal's mail) and would weigh
// more than MaxReportMail with it, the archive apart in a mail of its own
// that follows: a long game's log alone outweighs a report mail's room
// (Solferino's, issue 23). `mincio player fetch` keeps an archive from any
// mail of the host.
func (h *Host) fitted(f *saves.Folder, base string, v saves.SideView, m Message) ([]Message, error) {
	report, err := h.pictured(f, base, v, m)
	if err != nil {
		return nil, err
	}
	name := f.Header.Game + ".tar.gz"
	i := attachmentIndex(m.Attachments, name)
	if i < 0 {
		return []Message{report}, nil
	}
	raw, err := Compose(report)
	if err != nil || len(raw) <= MaxReportMail {
		return []Message{report}, err
	}
	archive := m
	archive.Subject = Subject(f.Header.Game, v.View.Turn, "the game's archive")
	archive.Body = fmt.Sprintf(`The game %s is over: attached is its archive, %s, the whole log and
the dice seed, signed by the host (header.json, header.json.sig). It comes
apart from your last report, which would weigh more than %d bytes with it.
Check the host with it: mincio player audit %s (or mincio audit %s KEPT...).
`, f.Header.Game, name, MaxReportMail, f.Header.Game, name)
	archive.Attachments = nil
	for _, a := range m.Attachments {
		if a.Name == name || strings.HasPrefix(a.Name, "header.json") {
			archive.Attachments = append(archive.Attachments, a)
		}
	}
	m.Attachments = append(m.Attachments[:i:i], m.Attachments[i+1:]...)
	m.Body += fmt.Sprintf("\nThe game's archive, %s, follows in a mail of its own.\n", name)
	if report, err = h.pictured(f, base, v, m); err != nil {
		return nil, err
	}
	h.logf("%s: %s mailed apart: with it the report mail would weigh %d bytes (at most %d)", filepath.Base(base), name, len(raw), MaxReportMail)
	return []Message{report, archive}, nil
}

// pictured is m with the map pictures, when the host draws them.
func (h *Host) pictured(f *saves.Folder, base string, v saves.SideView, m Message) (Message, error) {
	if h.Pictures == nil {
		return m, nil
	}
	return h.withPictures(f, base, v, m)
}

func attachmentIndex(atts []Attachment, name string) int {
	for i, a := range atts {
		if a.Name == name {
			return i
		}
	}
	return -1
}
