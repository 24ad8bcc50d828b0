package mail

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"slices"
	"strings"
)

// packings are the ways a report mail may send its text attachments, tried
// in turn until the mail and a map picture fit in MaxReportMail: as they
// are, then with view.json gzip-compressed (mincio alone reads it), then
// with report.txt too. Only the largest scenarios need them: Solferino's
// view.json and report.txt each outweigh a mail's room (issue 23). The
// signatures stay those of the files as written; mail.Parts, and so
// `mincio player fetch` and `mincio audit`, unpack them.
var packings = [][]string{nil, {"view.json"}, {"view.json", "report.txt"}}

// packable are the attachments a report mail may send compressed.
var packable = []string{"view.json", "report.txt"}

// maxUnpacked bounds what Parts unpacks from one compressed attachment.
const maxUnpacked = 64 << 20

// packed is atts with the attachments named in names gzip-compressed
// (NAME.gz).
func packed(atts []Attachment, names []string) ([]Attachment, error) {
	out := make([]Attachment, 0, len(atts))
	for _, a := range atts {
		if !slices.Contains(names, a.Name) {
			out = append(out, a)
			continue
		}
		var b bytes.Buffer
		zw, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
		if err != nil {
			return nil, err
		}
		if _, err := zw.Write(a.Data); err != nil {
			return nil, err
		}
		if err := zw.Close(); err != nil {
			return nil, err
		}
		out = append(out, Attachment{Name: a.Name + ".gz", ContentType: "application/gzip", Data: b.Bytes()})
	}
	return out, nil
}

// packedNote tells the player which attachments come compressed, and how
// to read them.
func packedNote(names []string) string {
	if len(names) == 0 {
		return ""
	}
	gz := make([]string, len(names))
	for i, n := range names {
		gz[i] = n + ".gz"
	}
	return fmt.Sprintf(`
To keep this mail within %d bytes, %s come gzip-compressed (%s):
gunzip them, or let mincio player fetch and mincio audit read the mail as it is.
The signatures (.sig) are of the uncompressed files.
`, MaxReportMail, strings.Join(names, " and "), strings.Join(gz, ", "))
}

// unpack adds to parts the uncompressed text of each packable attachment
// the mail sends as NAME.gz (packed), when it has no NAME of its own.
func unpack(parts map[string][]byte) error {
	for _, name := range packable {
		gz := parts[name+".gz"]
		if gz == nil || parts[name] != nil {
			continue
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			return fmt.Errorf("%s.gz: %v", name, err)
		}
		data, err := io.ReadAll(io.LimitReader(zr, maxUnpacked+1))
		if err != nil {
			return fmt.Errorf("%s.gz: %v", name, err)
		}
		if len(data) > maxUnpacked {
			return fmt.Errorf("%s.gz: unpacks to more than %d bytes", name, maxUnpacked)
		}
		parts[name] = data
	}
	return nil
}
