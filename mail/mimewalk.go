package mail

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"mime/quotedprintable"
	"strings"

	message "github.com/emersion/go-message"
	gomail "github.com/emersion/go-message/mail"
	"github.com/emersion/go-message/textproto"
)

// A leaf is one non-multipart part of a mail. Body holds the bytes after the
// Content-Transfer-Encoding is undone but before any charset conversion:
// the bytes as the player's program sent them, which is what a signature
// covers. go-message's own readers convert text/* parts (attachments too)
// to UTF-8, so this walk uses only its textproto layer.
type leaf struct {
	Header     message.Header
	MediaType  string // lower case, e.g. "text/plain"
	Charset    string // lower case, "" if none
	Attachment bool   // Content-Disposition attachment, or a file name given
	Filename   string
	Body       []byte
	TooLarge   bool // Body was cut at the limit
	Problem    string
}

// walkLimits bound the work done on one mail.
type walkLimits struct {
	MaxPartBytes int64
	MaxParts     int
	MaxDepth     int
}

// walkMail calls fn for every leaf of the message whose body follows hdr in br.
func walkMail(hdr textproto.Header, br *bufio.Reader, lim walkLimits, fn func(*leaf)) error {
	w := walker{lim: lim, fn: fn}
	return w.entity(hdr, br, 0)
}

type walker struct {
	lim   walkLimits
	fn    func(*leaf)
	parts int
}

func (w *walker) entity(h textproto.Header, body io.Reader, depth int) error {
	w.parts++
	if w.parts > w.lim.MaxParts {
		return fmt.Errorf("the mail has more than %d parts", w.lim.MaxParts)
	}
	mh := message.Header{Header: h}
	mt, params, err := mh.ContentType()
	if err != nil || mt == "" {
		mt, params = "text/plain", map[string]string{}
	}
	if strings.HasPrefix(mt, "multipart/") && params["boundary"] != "" {
		if depth >= w.lim.MaxDepth {
			return fmt.Errorf("the mail nests multipart parts more than %d deep", w.lim.MaxDepth)
		}
		return w.multipart(body, params["boundary"], depth)
	}
	w.fn(w.leaf(mh, mt, params, body))
	return nil
}

func (w *walker) multipart(body io.Reader, boundary string, depth int) error {
	mr := textproto.NewMultipartReader(body, boundary)
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("broken multipart structure: %v", err)
		}
		if err := w.entity(p.Header, p, depth+1); err != nil {
			return err
		}
	}
}

func (w *walker) leaf(mh message.Header, mt string, params map[string]string, body io.Reader) *leaf {
	l := &leaf{Header: mh, MediaType: mt, Charset: strings.ToLower(params["charset"])}
	disp, _, _ := mh.ContentDisposition()
	ah := gomail.AttachmentHeader{Header: mh}
	l.Filename, _ = ah.Filename()
	if l.Filename == "" {
		l.Filename = params["name"]
	}
	l.Attachment = strings.EqualFold(disp, "attachment") || l.Filename != ""
	dec, err := transferDecoder(mh.Get("Content-Transfer-Encoding"), body)
	if err != nil {
		l.Problem = err.Error()
	}
	b, err := io.ReadAll(io.LimitReader(dec, w.lim.MaxPartBytes+1))
	if err != nil {
		l.Problem = fmt.Sprintf("cannot decode the part: %v", err)
	}
	if int64(len(b)) > w.lim.MaxPartBytes {
		b, l.TooLarge = b[:w.lim.MaxPartBytes], true
	}
	l.Body = b
	return l
}

// transferDecoder undoes a Content-Transfer-Encoding. An unknown encoding
// leaves the bytes as they are and says so.
func transferDecoder(enc string, r io.Reader) (io.Reader, error) {
	switch strings.ToLower(strings.TrimSpace(enc)) {
	case "", "7bit", "8bit", "binary":
		return r, nil
	case "base64":
		return base64.NewDecoder(base64.StdEncoding, &spaceDropper{r: r}), nil
	case "quoted-printable":
		return quotedprintable.NewReader(r), nil
	}
	return r, fmt.Errorf("unknown Content-Transfer-Encoding %q, part read as is", enc)
}

// spaceDropper removes the blanks some mailers leave in base64 lines
// (encoding/base64 itself skips only CR and LF).
type spaceDropper struct{ r io.Reader }

func (s *spaceDropper) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for {
		n, err := s.r.Read(p)
		kept := p[:0]
		for _, c := range p[:n] {
			if c != ' ' && c != '\t' {
				kept = append(kept, c)
			}
		}
		if len(kept) > 0 || err != nil {
			return len(kept), err
		}
	}
}

// readHeader reads the top header of raw.
func readHeader(raw []byte) (textproto.Header, *bufio.Reader, error) {
	br := bufio.NewReader(bytes.NewReader(raw))
	h, err := textproto.ReadHeader(br)
	return h, br, err
}
