package mail

import (
	"bytes"
)

// Markers of an order file and of an armored SSH signature.
var (
	orderMagic = []byte("mincio orders ") // followed by the format version
	// actMagic starts a moderator's signed act (saves/moderator.go), which
	// the moderator may mail to the host like an order file.
	actMagic = []byte("mincio moderator ")
	sigBegin = []byte("-----BEGIN SSH SIGNATURE-----")
	sigEnd   = []byte("-----END SSH SIGNATURE-----")
	utf8BOM  = []byte("\xef\xbb\xbf")
)

// span is a byte range [Start, End) of a text.
type span struct{ Start, End int }

// fileMagic is the magic a line starts with: an order file's or a
// moderator's act's; nil for neither.
func fileMagic(trimmed []byte) []byte {
	for _, m := range [][]byte{orderMagic, actMagic} {
		if bytes.HasPrefix(trimmed, m) {
			return m
		}
	}
	return nil
}

// findOrderFiles finds the order files written in a text (a mail body).
// One starts at an unquoted line beginning "mincio orders " (or "mincio
// moderator ", a moderator's act) and ends after
// the line "-----END SSH SIGNATURE-----", or, when it has no signature
// block, before the first quoted line (">"), the mail signature separator
// ("-- "), or the next order file, with trailing blank lines dropped.
// Quoted lines never start an order file, and nothing after a reply or
// forward separator ("-----Original Message-----", as Outlook writes) is
// read, so a reply quoting a report or an earlier order file is not
// mistaken for one.
func findOrderFiles(text []byte) []span {
	var found []span
	start := -1
	lastContent := 0 // end of the last non-blank line of the current file
	closeAt := func(end int) {
		found = append(found, span{start, end})
		start = -1
	}
	for off := 0; off < len(text); {
		lineEnd := off + lineLen(text[off:])
		line := text[off:lineEnd]
		trimmed := bytes.TrimSpace(bytes.TrimPrefix(line, utf8BOM))
		magic := fileMagic(trimmed)
		isMagic := magic != nil
		if isReplySeparator(trimmed) {
			break // the rest is an earlier mail, quoted without ">"
		}
		switch {
		case start < 0 && isMagic:
			start, lastContent = off+bytes.Index(line, magic), lineEnd
		case start < 0:
		case isMagic:
			closeAt(lastContent)
			start, lastContent = off+bytes.Index(line, magic), lineEnd
		case bytes.Equal(trimmed, sigEnd):
			closeAt(lineEnd)
		case len(trimmed) > 0 && trimmed[0] == '>', isSigSeparator(line):
			closeAt(lastContent)
		case len(trimmed) > 0:
			lastContent = lineEnd
		}
		off = lineEnd
	}
	if start >= 0 {
		closeAt(lastContent)
	}
	return found
}

// lineLen is the length of the first line of b, with its terminator.
func lineLen(b []byte) int {
	if i := bytes.IndexByte(b, '\n'); i >= 0 {
		return i + 1
	}
	return len(b)
}

var replySeparators = [][]byte{
	[]byte("-----Original Message-----"),
	[]byte("-------- Original Message --------"),
	[]byte("-------- Forwarded Message --------"),
	[]byte("---------- Forwarded message ---------"),
	[]byte("Begin forwarded message:"),
	[]byte("________________________________"),
}

func isReplySeparator(trimmed []byte) bool {
	for _, sep := range replySeparators {
		if bytes.EqualFold(trimmed, sep) {
			return true
		}
	}
	return false
}

func isSigSeparator(line []byte) bool {
	l := bytes.TrimRight(line, "\r\n")
	return bytes.Equal(l, []byte("-- ")) || bytes.Equal(l, []byte("--"))
}

// looksLikeOrderFile reports whether a file starts with the order magic
// (after an optional byte-order mark and blank lines).
func looksLikeOrderFile(b []byte) bool {
	b = bytes.TrimLeft(bytes.TrimPrefix(b, utf8BOM), " \t\r\n")
	return fileMagic(b) != nil
}
