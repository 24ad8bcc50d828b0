package mail

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"
)

// Outbox is a folder of mails waiting to be sent. Each mail is two files:
// ID.eml (the complete message) and ID.json (its envelope: sender,
// recipients, attempts, next attempt, last error). Put writes both
// durably before anything is sent: the message first under a hidden name
// (.put-ID.eml), then the .json, then the message is renamed into place;
// so a mail exists in the outbox exactly when its .json does, and a crash
// leaves either a hidden file, which Flush removes once it is older than
// StaleAfter, or a mail whose message Flush (or a Put of the same ID)
// moves into place. Flush removes a mail only after the SMTP server
// accepted it; mails the server refused for good go to failed/ with the
// reason.
//
// A crash after the server accepted a mail but before its files were
// removed sends it again on the next flush (at least once, never lost).
// Only one process may Flush an outbox at a time; Put is safe alongside.
type Outbox struct {
	Dir string
	// Now is the clock the age of leftovers is measured with (clean);
	// default time.Now. A test of a crash passes a later one.
	Now     func() time.Time
	Backoff Backoff       // retry delays; default 1 minute doubling to 6 hours
	MaxAge  time.Duration // give up (move to failed/) after retrying this long; default 5 days
}

// OutboxEntry describes one mail in the outbox, for mincio status.
type OutboxEntry struct {
	ID           string    `json:"id"`
	From         string    `json:"from"`
	To           []string  `json:"to"`
	Subject      string    `json:"subject,omitempty"`
	State        string    `json:"-"` // "pending" or "failed"
	Attempts     int       `json:"attempts"`
	FirstAttempt time.Time `json:"first_attempt,omitzero"`
	NextAttempt  time.Time `json:"next_attempt,omitzero"`
	LastError    string    `json:"last_error,omitempty"`
}

// FlushResult counts what one Flush did.
type FlushResult struct {
	Sent, Deferred, Failed int
}

const failedDir = "failed"

// stagePrefix starts the hidden name a message is written under before
// its .json exists (Put).
const stagePrefix = ".put-"

// StaleAfter is the age at which Flush removes what an interrupted Put or
// write left (hidden .put-* and .tmp-* files with no mail): older than any
// Put in progress in another process.
const StaleAfter = 10 * time.Minute

var validID = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$`)

// OpenOutbox creates the outbox folders if needed (mode 0700: mails may
// hold a side's secrets).
func OpenOutbox(dir string) (*Outbox, error) {
	if err := os.MkdirAll(filepath.Join(dir, failedDir), 0o700); err != nil {
		return nil, fmt.Errorf("cannot create the outbox: %v (check [host] outbox and its permissions)", err)
	}
	return &Outbox{Dir: dir}, nil
}

// Put queues a mail durably. Putting a mail whose ID is already queued (or
// failed) does nothing, so a handler run twice queues its replies once.
func (o *Outbox) Put(m Outgoing) error {
	queued, err := o.check(m)
	if err != nil {
		return err
	}
	if queued {
		return o.publish(m.ID) // a crash may have left its message hidden
	}
	if err := writeFileAtomic(o.Dir, stagePrefix+m.ID+".eml", m.Raw); err != nil {
		return fmt.Errorf("outbox: cannot store mail %s: %v", m.ID, err)
	}
	e := OutboxEntry{ID: m.ID, From: m.From, To: m.To, Subject: m.Subject}
	if err := o.writeEntry(o.Dir, e); err != nil {
		return err
	}
	return o.publish(m.ID)
}

// publish moves a queued mail's message from its hidden name into place,
// if it is still there.
func (o *Outbox) publish(id string) error {
	crashPoint()
	err := os.Rename(filepath.Join(o.Dir, stagePrefix+id+".eml"), filepath.Join(o.Dir, id+".eml"))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("outbox: cannot store mail %s: %v", id, err)
	}
	return syncDir(o.Dir)
}

// clean removes what interrupted writes left in the outbox: a message
// whose .json is gone (sent, or never queued), hidden files of a Put or
// write older than StaleAfter by the wall clock (file times are its); and it moves into place the hidden
// message of a mail whose .json was written.
func (o *Outbox) clean() error {
	des, err := os.ReadDir(o.Dir)
	if err != nil {
		return fmt.Errorf("outbox: %v", err)
	}
	queued := func(id string) bool {
		_, err := os.Stat(filepath.Join(o.Dir, id+".json"))
		return err == nil
	}
	for _, de := range des {
		name := de.Name()
		if de.IsDir() {
			continue
		}
		info, err := de.Info()
		if err != nil {
			continue // removed meanwhile
		}
		old := o.wallClock().Sub(info.ModTime()) >= StaleAfter
		switch {
		case strings.HasPrefix(name, stagePrefix) && strings.HasSuffix(name, ".eml"):
			id := strings.TrimSuffix(strings.TrimPrefix(name, stagePrefix), ".eml")
			if queued(id) {
				err = o.publish(id)
			} else if old {
				err = o.removeLeftover(name)
			}
		case strings.HasPrefix(name, ".tmp-"):
			if old {
				err = o.removeLeftover(name)
			}
		case strings.HasSuffix(name, ".eml") && !strings.HasPrefix(name, "."):
			if !queued(strings.TrimSuffix(name, ".eml")) {
				err = o.removeLeftover(name) // sent: remove stopped between the .json and the message
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (o *Outbox) wallClock() time.Time {
	if o.Now != nil {
		return o.Now()
	}
	return time.Now()
}

func (o *Outbox) removeLeftover(name string) error {
	crashPoint()
	if err := os.Remove(filepath.Join(o.Dir, name)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("outbox: cannot remove the leftover %s: %v", name, err)
	}
	return nil
}

func (o *Outbox) writeEntry(dir string, e OutboxEntry) error {
	b, err := json.MarshalIndent(e, "", "  ")
	if err != nil {
		return err
	}
	if err := writeFileAtomic(dir, e.ID+".json", append(b, '\n')); err != nil {
		return fmt.Errorf("outbox: cannot store mail %s: %v", e.ID, err)
	}
	return nil
}

// Status lists the pending mails, then the failed ones.
func (o *Outbox) Status() ([]OutboxEntry, error) {
	pending, err := o.list(o.Dir, "pending")
	if err != nil {
		return nil, err
	}
	failed, err := o.list(filepath.Join(o.Dir, failedDir), "failed")
	return append(pending, failed...), err
}

// list reads the entries in dir, oldest first.
func (o *Outbox) list(dir, state string) ([]OutboxEntry, error) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("outbox: %v", err)
	}
	type item struct {
		e   OutboxEntry
		mod time.Time
	}
	var items []item
	for _, de := range des {
		name := de.Name()
		if !strings.HasSuffix(name, ".json") || strings.HasPrefix(name, ".") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("outbox: %v", err)
		}
		var e OutboxEntry
		if err := json.Unmarshal(b, &e); err != nil || e.ID+".json" != name {
			return nil, fmt.Errorf("outbox: %s is damaged (%v); move it away and look at it", filepath.Join(dir, name), err)
		}
		e.State = state
		var mod time.Time
		if fi, err := os.Stat(filepath.Join(dir, e.ID+".eml")); err == nil {
			mod = fi.ModTime()
		}
		items = append(items, item{e, mod})
	}
	sort.SliceStable(items, func(i, j int) bool {
		if !items[i].mod.Equal(items[j].mod) {
			return items[i].mod.Before(items[j].mod)
		}
		return items[i].e.ID < items[j].e.ID
	})
	out := make([]OutboxEntry, len(items))
	for i, it := range items {
		out[i] = it.e
	}
	return out, nil
}

// Flush sends every pending mail that is due at now, oldest first. It
// returns an error if some mail could not be sent; those stay in the
// outbox with their next attempt scheduled.
func (o *Outbox) Flush(ctx context.Context, s Sender, now time.Time) (FlushResult, error) {
	var res FlushResult
	if err := o.clean(); err != nil {
		return res, err
	}
	entries, err := o.list(o.Dir, "pending")
	if err != nil {
		return res, err
	}
	var lastErr error
	for _, e := range entries {
		if ctx.Err() != nil {
			return res, ctx.Err()
		}
		if e.NextAttempt.After(now) {
			continue
		}
		switch err := o.sendOne(ctx, s, e, now); {
		case err == nil:
			res.Sent++
		case errors.Is(err, errFailed):
			res.Failed++
		default:
			res.Deferred++
			lastErr = err
		}
	}
	if lastErr != nil {
		return res, fmt.Errorf("%d mail(s) not sent yet, will retry: %w", res.Deferred, lastErr)
	}
	return res, nil
}

var errFailed = errors.New("moved to failed")

func (o *Outbox) sendOne(ctx context.Context, s Sender, e OutboxEntry, now time.Time) error {
	if _, err := os.Stat(filepath.Join(o.Dir, failedDir, e.ID+".json")); err == nil {
		return o.finishFail(e.ID) // a crash interrupted fail
	}
	if err := o.publish(e.ID); err != nil { // a Put stopped before it moved the message into place
		return err
	}
	raw, err := os.ReadFile(filepath.Join(o.Dir, e.ID+".eml"))
	if err != nil {
		return fmt.Errorf("outbox: mail %s: %v", e.ID, err)
	}
	sendErr := s.Send(ctx, e.From, e.To, raw)
	if sendErr == nil {
		return o.remove(e.ID)
	}
	e.Attempts++
	e.LastError = sendErr.Error()
	if e.FirstAttempt.IsZero() {
		e.FirstAttempt = now
	}
	if IsPermanent(sendErr) {
		return o.fail(e)
	}
	if age := o.maxAge(); now.Sub(e.FirstAttempt) >= age {
		e.LastError = fmt.Sprintf("gave up after %d attempts over %v: %s", e.Attempts, age, e.LastError)
		return o.fail(e)
	}
	e.NextAttempt = now.Add(o.backoff().Delay(e.Attempts))
	if err := o.writeEntry(o.Dir, e); err != nil {
		return err
	}
	return fmt.Errorf("mail %s to %s: %w", e.ID, strings.Join(e.To, ", "), sendErr)
}

// remove deletes a sent mail: the .json first, so a crash in between
// leaves only an ignored .eml.
func (o *Outbox) remove(id string) error {
	crashPoint()
	if err := os.Remove(filepath.Join(o.Dir, id+".json")); err != nil {
		return fmt.Errorf("outbox: mail %s was sent but cannot be removed: %v (it may be sent again)", id, err)
	}
	crashPoint()
	os.Remove(filepath.Join(o.Dir, id+".eml"))
	return syncDir(o.Dir)
}

// fail moves a mail to failed/ with its reason: failed/ID.json first,
// then the .eml, then the pending .json goes; a crash in between is
// finished by the next Flush.
func (o *Outbox) fail(e OutboxEntry) error {
	e.NextAttempt = time.Time{}
	if err := o.writeEntry(filepath.Join(o.Dir, failedDir), e); err != nil {
		return err
	}
	return o.finishFail(e.ID)
}

func (o *Outbox) finishFail(id string) error {
	crashPoint()
	err := os.Rename(filepath.Join(o.Dir, id+".eml"), filepath.Join(o.Dir, failedDir, id+".eml"))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("outbox: cannot move mail %s to failed/: %v", id, err)
	}
	crashPoint()
	if err := os.Remove(filepath.Join(o.Dir, id+".json")); err != nil {
		return fmt.Errorf("outbox: %v", err)
	}
	if err := syncDir(o.Dir); err != nil {
		return err
	}
	return errFailed
}

func (o *Outbox) backoff() Backoff { return o.Backoff.orDefault(time.Minute, 6*time.Hour) }

func (o *Outbox) maxAge() time.Duration {
	if o.MaxAge <= 0 {
		return 5 * 24 * time.Hour
	}
	return o.MaxAge
}

// Backoff is an exponential retry delay: Min, 2·Min, 4·Min … up to Max.
type Backoff struct {
	Min, Max time.Duration
}

// orDefault fills the unset bounds with min and max.
func (b Backoff) orDefault(min, max time.Duration) Backoff {
	if b.Min <= 0 {
		b.Min = min
	}
	if b.Max <= 0 {
		b.Max = max
	}
	return b
}

// Delay is the wait before retry number attempt (1-based).
func (b Backoff) Delay(attempt int) time.Duration {
	d := b.Min
	for i := 1; i < attempt && d < b.Max; i++ {
		d *= 2
	}
	return min(d, b.Max)
}
