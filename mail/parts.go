package mail

import "fmt"

// Parts reads a mail a player kept (a report mail) and returns its
// attachments by file name, and its first plain-text body under "". The
// bytes are the part's bytes after the transfer encoding is undone: for a
// signed report, the bytes the host signed.
func Parts(raw []byte) (map[string][]byte, error) {
	h, br, err := readHeader(raw)
	if err != nil {
		return nil, fmt.Errorf("the mail header cannot be read: %v", err)
	}
	parts := map[string][]byte{}
	lim := walkLimits{MaxPartBytes: 1 << 30, MaxParts: 200, MaxDepth: 10}
	err = walkMail(h, br, lim, func(l *leaf) {
		switch {
		case l.Filename != "":
			if _, dup := parts[l.Filename]; !dup {
				parts[l.Filename] = l.Body
			}
		case l.MediaType == "text/plain" && parts[""] == nil:
			parts[""] = l.Body
		}
	})
	if err != nil {
		return nil, fmt.Errorf("the mail cannot be read: %v", err)
	}
	if err := unpack(parts); err != nil {
		return nil, fmt.Errorf("the mail cannot be read: %v", err)
	}
	return parts, nil
}
