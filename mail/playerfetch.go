package mail

import (
	"context"
	"slices"

	"github.com/emersion/go-imap/v2"
)

// A player's mincio (`mincio player fetch`) downloads the host's mails
// from the player's own mailbox and keeps them, for `mincio audit`. It
// never changes the mailbox: no flag is set, nothing moved, so the mails
// stay where the player's mail program shows them.

// Mark is how far a player's fetches got: the mailbox's UIDVALIDITY and
// the highest UID fetched.
type Mark struct {
	Validity uint32 `json:"uidvalidity"`
	UID      uint32 `json:"uid"`
}

// Fetched is one mail downloaded, as it is in the mailbox.
type Fetched struct {
	UID uint32
	Raw []byte
}

// FetchFromHost downloads the mails of the player's mailbox ([imap]
// mailbox) sent from the host's address ([player] host) and newer than
// mark — all of them when the mailbox's UIDVALIDITY is not mark's — oldest
// first, and the mark to give next time.
func FetchFromHost(ctx context.Context, cfg *Config, mark Mark) ([]Fetched, Mark, error) {
	p, err := NewPoller(cfg, nil)
	if err != nil {
		return nil, mark, err
	}
	s, err := p.connect(ctx)
	if err != nil {
		return nil, mark, err
	}
	defer s.close()
	if s.validity != mark.Validity {
		mark = Mark{Validity: s.validity}
	}
	crit := &imap.SearchCriteria{Header: []imap.SearchCriteriaHeaderField{{Key: "From", Value: cfg.Player.Host}}}
	if mark.UID > 0 {
		var set imap.UIDSet
		set.AddRange(imap.UID(mark.UID+1), 0) // mark+1:*
		crit.UID = []imap.UIDSet{set}
	}
	data, err := s.c.UIDSearch(crit, nil).Wait()
	if err != nil {
		return nil, mark, s.fail("search", err)
	}
	var uids []imap.UID
	for _, u := range data.AllUIDs() {
		if uint32(u) > mark.UID { // "N:*" also names the last mail when it is older than N
			uids = append(uids, u)
		}
	}
	slices.Sort(uids)
	var out []Fetched
	for start := 0; start < len(uids); start += DefaultBatchSize {
		batch := uids[start:min(start+DefaultBatchSize, len(uids))]
		bodies, err := s.fetch(batch, imap.PartSpecifierNone)
		if err != nil {
			return nil, mark, err
		}
		for _, u := range batch {
			if raw := bodies[u]; raw != nil {
				out = append(out, Fetched{UID: uint32(u), Raw: raw})
			}
		}
	}
	if len(uids) > 0 {
		mark.UID = uint32(uids[len(uids)-1])
	}
	return out, mark, nil
}
