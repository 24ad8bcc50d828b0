package adjudicator

import (
	"strings"
	"testing"
)

func TestParseEnvelope(t *testing.T) {
	file := "mincio orders 1\ngame: g1\n# a comment\nside: Austria\nseq: 3\n\nmove 1305 1405\n"
	env, ps := ParseEnvelope("a.txt", []byte(file))
	if ps != nil {
		t.Fatal(ps)
	}
	if env.Game != "g1" || env.Side != "austria" || env.Seq != 3 || env.Mode != "" {
		t.Fatalf("got %+v", env)
	}
	if string(env.Body) != "move 1305 1405\n" || env.BodyLine != 7 {
		t.Fatalf("body %q at line %d", env.Body, env.BodyLine)
	}
}

// A team's file names its player (docs/players.md, "Playing in a team").
func TestParseEnvelopePlayer(t *testing.T) {
	env, ps := ParseEnvelope("a.txt", []byte("mincio orders 1\ngame: g1\nside: italy\nplayer: Ann   # the first\nseq: 2\nturn 5\n"))
	if ps != nil {
		t.Fatal(ps)
	}
	if env.Player != "ann" || env.Seq != 2 || env.BodyLine != 6 {
		t.Fatalf("got %+v", env)
	}
}

func TestParseEnvelopeCheckModeAndCRLF(t *testing.T) {
	env, ps := ParseEnvelope("a.txt", []byte("mincio orders 1\r\ngame: g1\r\nside: red\r\nseq: 1\r\nmode: check\r\nroll\r\n"))
	if ps != nil {
		t.Fatal(ps)
	}
	if env.Mode != "check" || env.BodyLine != 6 {
		t.Fatalf("got %+v", env)
	}
}

func TestParseEnvelopeErrors(t *testing.T) {
	cases := []struct{ file, want string }{
		{"", "a.txt:1:1: not a mincio order file"},
		{"hello\n", "a.txt:1:1: not a mincio order file"},
		{"mincio orders 1\ngame: g1\nside: red\nroll\n", "a.txt:4:1: missing seq: line"},
		{"mincio orders 1\ngame: g1\nside: red\nseq: 0\n", "a.txt:4:1: seq: \"0\" is not a whole number from 1 up"},
		{"mincio orders 1\ngame: g1\nside: red\nseq: x\n", "seq: \"x\""},
		{"mincio orders 1\ngame: g1\ngame: g2\nside: red\nseq: 1\n", "a.txt:3:1: game: given twice"},
		{"mincio orders 1\ngame: G 1\nside: red\nseq: 1\n", "a.txt:2:1: game: \"G 1\" is not a game id"},
		{"mincio orders 1\ngame: g1\nside: red\nseq: 1\nmode: apply\n", "a.txt:5:1: mode: \"apply\" is unknown"},
		{"mincio orders 1\ngame: g1\nside: red\nplayer: Ann B\nseq: 1\n", "a.txt:4:1: player: \"Ann B\" is not a player name"},
		{"mincio orders 1\ngame: g1\nside: red\nplayer: a\nplayer: b\nseq: 1\n", "a.txt:5:1: player: given twice"},
	}
	for _, c := range cases {
		_, ps := ParseEnvelope("a.txt", []byte(c.file))
		if ps == nil || !strings.Contains(ps.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.file, ps, c.want)
		}
		for _, p := range ps {
			if p.Hint == "" {
				t.Errorf("%q: problem without hint: %v", c.file, p)
			}
		}
	}
}

func FuzzParseEnvelope(f *testing.F) {
	f.Add([]byte("mincio orders 1\ngame: g1\nside: red\nseq: 3\nroll\n"))
	f.Add([]byte("mincio orders 1\r\ngame: g1\r\nmode: check\r\n"))
	f.Add([]byte("mincio orders 1\nseq: 99999999999999999999\n"))
	f.Add([]byte("mincio orders 1\ngame: g1\nside: italy\nplayer: b\nseq: 1\nturn 5\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		env, ps := ParseEnvelope("f", data)
		if (env == nil) == (ps == nil) {
			t.Fatalf("want exactly one of envelope and problems: %v %v", env, ps)
		}
		if env != nil && (env.Seq < 1 || env.Game == "" || env.Side == "") {
			t.Fatalf("accepted incomplete envelope %+v", env)
		}
		if env != nil && env.Player != "" && !wordRe.MatchString(env.Player) {
			t.Fatalf("accepted player %q", env.Player)
		}
		if env != nil && len(env.Body) > len(data) {
			t.Fatal("body longer than file")
		}
	})
}
