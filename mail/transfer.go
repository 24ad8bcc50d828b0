package mail

import (
	"bytes"
	"encoding/base64"
	"mime/quotedprintable"
	"strings"
)

// transferEncode encodes an attachment for the mail: in base64, or, for
// a text (report.txt, its signature, view.json, map.svg), in
// quoted-printable when that is smaller, as it is for text that is mostly
// ASCII (issue 23: base64 adds a third to the SVG and the report). The
// quoted-printable is binary-safe: every line end is encoded (=0A), not
// sent as a line break the mail could turn into CRLF, so the decoded
// bytes are the ones signed — what `mincio audit` and `ssh-keygen -Y
// verify` check.
func transferEncode(contentType string, data []byte) (cte string, encoded []byte) {
	b64 := base64Lines(data)
	if !isText(contentType) {
		return "base64", b64
	}
	var qp bytes.Buffer
	w := quotedprintable.NewWriter(&qp)
	w.Binary = true
	w.Write(data) // a bytes.Buffer does not fail
	w.Close()
	if qp.Len() < len(b64) {
		return "quoted-printable", qp.Bytes()
	}
	return "base64", b64
}

func isText(contentType string) bool {
	ct := strings.ToLower(contentType)
	return strings.HasPrefix(ct, "text/") || strings.HasPrefix(ct, "application/json") || strings.HasPrefix(ct, "image/svg+xml")
}

// base64Lines is data in base64, in lines of 76 characters.
func base64Lines(data []byte) []byte {
	enc := base64.StdEncoding.EncodeToString(data)
	var b bytes.Buffer
	for len(enc) > 76 {
		b.WriteString(enc[:76] + "\r\n")
		enc = enc[76:]
	}
	b.WriteString(enc)
	return b.Bytes()
}

// textQP is the mail's body text in quoted-printable, its line ends sent
// as line breaks (CRLF), as a body's are.
func textQP(text []byte) []byte {
	var b bytes.Buffer
	w := quotedprintable.NewWriter(&b)
	w.Write(text) // a bytes.Buffer does not fail
	w.Close()
	return b.Bytes()
}
