package mail

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/mail/mailtest"
	"github.com/mincio/mincio/saves"
)

// BenchmarkHost1000Orders: 1,000 order mails for 10 games wait in the
// mailbox; one poll fetches them in batches, verifies, applies and answers
// each. The target is under 10 s and fewer than 20 FETCH commands.
func BenchmarkHost1000Orders(b *testing.B) {
	const games, perGame = 10, 100
	sc := adjudicatortest.Load(b, 1000)
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		base := b.TempDir()
		_, hostKey := signerFor(b, base, "host")
		red, _ := signerFor(b, base, "red")
		blue, _ := signerFor(b, base, "blue")
		gamesDir := filepath.Join(base, "games")
		var seed dice.Seed
		for g := 0; g < games; g++ {
			if _, err := saves.Create(filepath.Join(gamesDir, fmt.Sprintf("g%d", g)), saves.NewGame{Game: fmt.Sprintf("g%d", g), Scenario: sc, HostKey: hostKey,
				Sides: map[string]string{"red": authorizedLine(red), "blue": authorizedLine(blue)}, Seed: &seed}); err != nil {
				b.Fatal(err)
			}
			remember(b, filepath.Join(gamesDir, fmt.Sprintf("g%d", g)), fmt.Sprintf("g%d", g))
		}
		srv := mailtest.NewIMAPServer(b, mailtest.Plain)
		for k := 0; k < perGame; k++ {
			for g := 0; g < games; g++ {
				s, side := red, "red"
				if k%2 == 1 {
					s, side = blue, "blue"
				}
				file := signedOrders(b, s, fmt.Sprintf("g%d", g), side, k/2+1, "pass\n")
				srv.Deliver(mailWith(side+"@example.com", fmt.Sprintf("m%d-%d@example.com", g, k), file))
			}
		}
		out, err := OpenOutbox(filepath.Join(gamesDir, "outbox"))
		if err != nil {
			b.Fatal(err)
		}
		p := pollerFor(srv, out)
		host := &Host{Games: gamesDir, From: Address{Address: "host@example.org"}, Now: func() time.Time { return time.Unix(0, 0) }}
		fetches := srv.Commands("FETCH")
		b.StartTimer()
		res, err := p.Once(context.Background(), host)
		b.StopTimer()
		if err != nil || res.Processed != games*perGame {
			b.Fatalf("processed %d: %v (deferred %v)", res.Processed, err, res.Deferred)
		}
		b.ReportMetric(float64(srv.Commands("FETCH")-fetches), "fetches/op")
		f, _ := saves.Open(filepath.Join(gamesDir, "g0"))
		if f.Len() != perGame+1 {
			b.Fatalf("g0 has %d entries", f.Len())
		}
		b.StartTimer()
	}
}
