package mail

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// A report mail whose text attachments go compressed (packings) reads, by
// Parts, as the mail with them plain: the same bytes, which the .sig files
// sign; its body names what is compressed and how to read it.
func TestPackedAttachmentsUnpack(t *testing.T) {
	view := bytes.Repeat([]byte(`{"unit":"solferino-1","hex":"0101"}`+"\n"), 4000)
	report := bytes.Repeat([]byte("- a line of the report, with its rule (7.41)\n"), 3000)
	atts := []Attachment{
		{Name: "report.txt", ContentType: "text/plain; charset=utf-8", Data: report},
		{Name: "view.json", ContentType: "application/json", Data: view},
		{Name: "view.json.sig", ContentType: "text/plain", Data: []byte("sig")},
	}
	prev := 0
	for _, pack := range packings {
		packedAtts, err := packed(atts, pack)
		if err != nil {
			t.Fatal(err)
		}
		m := Message{From: Address{Address: "host@example.org"}, To: []Address{{Address: "p@example.org"}},
			Subject: "[mincio g1] report", Date: time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC), Body: "report\n" + packedNote(pack), Attachments: packedAtts}
		raw, err := Compose(m)
		if err != nil {
			t.Fatal(err)
		}
		parts, err := Parts(raw)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(parts["view.json"], view) || !bytes.Equal(parts["report.txt"], report) || string(parts["view.json.sig"]) != "sig" {
			t.Errorf("packing %v: the attachments do not read back as sent", pack)
		}
		for _, name := range pack {
			if parts[name+".gz"] == nil || !strings.Contains(string(parts[""]), name+".gz") {
				t.Errorf("packing %v: no %s.gz, or the body does not name it", pack, name)
			}
		}
		if prev > 0 && len(raw) > prev-len(view)/2 {
			t.Errorf("packing %v: the mail weighs %d bytes, %d with one attachment fewer packed", pack, len(raw), prev)
		}
		prev = len(raw)
	}
}

// A compressed attachment that does not unpack makes the mail unreadable,
// with the attachment's name.
func TestPackedAttachmentBroken(t *testing.T) {
	m := Message{From: Address{Address: "host@example.org"}, To: []Address{{Address: "p@example.org"}}, Subject: "s", Body: "b", Date: time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC),
		Attachments: []Attachment{{Name: "view.json.gz", ContentType: "application/gzip", Data: []byte("not gzip")}}}
	raw, err := Compose(m)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Parts(raw); err == nil || !strings.Contains(err.Error(), "view.json.gz") {
		t.Errorf("Parts of a broken view.json.gz: %v", err)
	}
}
