package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestParseMailOption(t *testing.T) {
	for _, c := range []struct {
		in   string
		want MailOption
		bad  bool
	}{
		{"each", MailOption{}, false},
		{"digest", MailOption{Digest: true}, false},
		{"digest@07", MailOption{Digest: true, DigestHour: 7}, false},
		{"digest@23", MailOption{Digest: true, DigestHour: 23}, false},
		{"digest@24", MailOption{}, true},
		{"digest@7", MailOption{}, true},
		{"digest@+7", MailOption{}, true},
		{"daily", MailOption{}, true},
		{"", MailOption{}, true},
	} {
		got, err := ParseMailOption(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("%q: got %+v, %v", c.in, got, err)
		}
		if err == nil {
			if again, _ := ParseMailOption(got.String()); again != got {
				t.Errorf("%q: written back as %q", c.in, got.String())
			}
		}
	}
}

func TestDigestDue(t *testing.T) {
	m := MailOption{Digest: true, DigestHour: 7}
	day := time.Date(2026, 3, 2, 6, 59, 0, 0, time.UTC)
	if m.DigestDue(day, "") || !m.DigestDue(day.Add(time.Minute), "") || m.DigestDue(day.Add(time.Minute), "2026-03-02") || !m.DigestDue(day.Add(time.Minute), "2026-03-01") {
		t.Fatal("digest due at the wrong times")
	}
	if (MailOption{}).DigestDue(day, "") {
		t.Fatal("a player mailed each time has no digest")
	}
}

func TestRegistryMailOption(t *testing.T) {
	lw := newLeague(t, nil)
	data := RegistryHeader + "\nanna anna@example.org mail=digest@07 " + lw.anna.pub + "\nnino nino@example.org mail=weekly " + lw.nino.pub + "\n"
	_, err := ParseRegistry("players.txt", []byte(data))
	if err == nil || !strings.Contains(err.Error(), `players.txt:3: player nino: unknown option "mail=weekly"`) && !strings.Contains(err.Error(), "players.txt:3: player nino: mail=weekly") {
		t.Fatalf("got %v", err)
	}
	ps, err := ParseRegistry("players.txt", []byte(strings.Replace(data, "mail=weekly ", "", 1)))
	if err != nil || ps[0].Mail != (MailOption{Digest: true, DigestHour: 7}) || ps[0].Key != lw.anna.pub || ps[1].Mail.Digest {
		t.Fatalf("players %+v, %v", ps, err)
	}
	if err := lw.l.SetMail("nino", MailOption{Digest: true}); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(filepath.Join(lw.dir, "players.txt"))
	if !strings.Contains(string(got), "\nnino nino@example.org mail=digest "+lw.nino.pub+"\n") || !strings.Contains(string(got), "\nanna anna@example.org "+lw.anna.pub+"\n") {
		t.Fatalf("players.txt:\n%s", got)
	}
	if err := lw.l.SetMail("zoe", MailOption{}); err == nil || !strings.Contains(err.Error(), `no player "zoe"`) {
		t.Fatalf("got %v", err)
	}
}

func FuzzParseMailOption(f *testing.F) {
	for _, s := range []string{"each", "digest", "digest@07", "digest@7", "digest@-1", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMailOption(s)
		if err != nil {
			if !strings.Contains(err.Error(), "mail=") {
				t.Fatalf("error does not name the option: %v", err)
			}
			return
		}
		if m.DigestHour < 0 || m.DigestHour > 23 {
			t.Fatalf("%q: hour %d", s, m.DigestHour)
		}
		if again, err := ParseMailOption(m.String()); err != nil || again != m {
			t.Fatalf("%q written back as %q: %v", s, m.String(), err)
		}
	})
}
