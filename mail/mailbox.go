package mail

import (
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
)

// The commands a poll sends to the selected mailbox. None of them is ever
// sent with an empty UID set: go-imap would send an invalid command and
// the connection would die.

// unseen lists the UIDs of unseen mails, oldest first.
func (s *session) unseen() ([]imap.UID, error) {
	data, err := s.c.UIDSearch(&imap.SearchCriteria{NotFlag: []imap.Flag{imap.FlagSeen}}, nil).Wait()
	if err != nil {
		return nil, s.fail("search", err)
	}
	uids := data.AllUIDs()
	slices.Sort(uids)
	return uids, nil
}

// sizes returns the size of each mail, in one FETCH.
func (s *session) sizes(uids []imap.UID) (map[imap.UID]int64, error) {
	out := make(map[imap.UID]int64, len(uids))
	if len(uids) == 0 {
		return out, nil // an empty UID set kills the connection
	}
	bufs, err := s.c.Fetch(imap.UIDSetNum(uids...), &imap.FetchOptions{UID: true, RFC822Size: true}).Collect()
	if err != nil {
		return nil, s.fail("fetch", err)
	}
	for _, b := range bufs {
		out[b.UID] = b.RFC822Size
	}
	return out, nil
}

// fetch downloads the given section of the mails without setting \Seen.
//
// It streams the response instead of using Collect: when the connection
// drops in the middle of a literal, Collect reads the broken literal again
// while the client's reader goroutine goes on (a data race in
// go-imap v2.0.0-beta.8). Here the client is closed at the first error and
// nothing touches the response after that.
func (s *session) fetch(uids []imap.UID, spec imap.PartSpecifier) (map[imap.UID][]byte, error) {
	out := make(map[imap.UID][]byte, len(uids))
	if len(uids) == 0 {
		return out, nil // an empty UID set kills the connection
	}
	section := &imap.FetchItemBodySection{Specifier: spec, Peek: true}
	opts := &imap.FetchOptions{UID: true, BodySection: []*imap.FetchItemBodySection{section}}
	fc := s.c.Fetch(imap.UIDSetNum(uids...), opts)
	for msg := fc.Next(); msg != nil; msg = fc.Next() {
		uid, body, err := readFetched(msg)
		if err != nil {
			s.c.Close()
			return nil, s.fail("fetch", err)
		}
		if uid != 0 && body != nil {
			out[uid] = body
		}
	}
	if err := fc.Close(); err != nil {
		return nil, s.fail("fetch", err)
	}
	return out, nil
}

// readFetched reads the UID and the body section of one FETCH response.
func readFetched(msg *imapclient.FetchMessageData) (imap.UID, []byte, error) {
	var uid imap.UID
	var body []byte
	for item := msg.Next(); item != nil; item = msg.Next() {
		switch it := item.(type) {
		case imapclient.FetchItemDataUID:
			uid = it.UID
		case imapclient.FetchItemDataBodySection:
			if it.Literal == nil {
				continue
			}
			b, err := io.ReadAll(it.Literal)
			if err == nil && int64(len(b)) != it.Literal.Size() {
				err = fmt.Errorf("connection lost in the middle of mail uid %d (%d of %d bytes)", uid, len(b), it.Literal.Size())
			}
			if err != nil {
				return uid, nil, err // do not touch msg again: see fetch
			}
			body = b
		}
	}
	return uid, body, nil
}

// move moves mails to folder, creating it if the server says it is missing.
func (s *session) move(uids []imap.UID, folder string) error {
	if len(uids) == 0 {
		return nil
	}
	set := imap.UIDSetNum(uids...)
	_, err := s.c.Move(set, folder).Wait()
	var ie *imap.Error
	if errors.As(err, &ie) && ie.Code == imap.ResponseCodeTryCreate {
		if cerr := s.c.Create(folder, nil).Wait(); cerr != nil && !isAlreadyExists(cerr) {
			return s.fail("move", fmt.Errorf("cannot create folder %q: %v", folder, cerr))
		}
		_, err = s.c.Move(set, folder).Wait()
	}
	if err != nil {
		return s.fail("move", fmt.Errorf("to %q: %v", folder, err))
	}
	return nil
}

func isAlreadyExists(err error) bool {
	var ie *imap.Error
	return errors.As(err, &ie) && ie.Code == imap.ResponseCodeAlreadyExists
}
