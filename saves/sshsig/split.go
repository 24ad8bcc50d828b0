package sshsig

import "bytes"

// Split finds an armored signature appended to a file (an "inline" signed
// file, as made by [Append]). body is everything before the last line that
// is exactly "-----BEGIN SSH SIGNATURE-----" (a CR before its LF is
// allowed, since mail may have converted line endings), and armored is
// that line and everything after it. Without such a line, ok is false and
// body is the whole file.
//
// The last BEGIN line is taken so that a signed file that is signed again
// splits into the first signed file and the outer signature.
//
// Split does not check the block: text after the END line, say, stays in
// armored, and [Unarmor] reports it precisely.
func Split(file []byte) (body, armored []byte, ok bool) {
	for end := len(file); ; {
		i := bytes.LastIndex(file[:end], []byte(beginLine))
		if i < 0 {
			return file, nil, false
		}
		if isLineAt(file, i) {
			return file[:i], file[i:], true
		}
		end = i
	}
}

// isLineAt reports whether the BEGIN line at i is a whole line.
func isLineAt(file []byte, i int) bool {
	if i > 0 && file[i-1] != '\n' {
		return false
	}
	after := file[i+len(beginLine):]
	return len(after) == 0 || after[0] == '\n' || bytes.HasPrefix(after, []byte("\r\n"))
}

// Append returns body followed by the armored block, with a "\n" added to
// body first if it is not empty and does not end in one, so that the BEGIN
// line starts a line. Note that the signature covers body as it was given: if a newline
// was added, [Split] returns body with it, which [VerifyTolerant] accepts
// as "one final newline added".
func Append(body, armored []byte) []byte {
	out := make([]byte, 0, len(body)+1+len(armored))
	out = append(out, body...)
	if len(body) > 0 && body[len(body)-1] != '\n' {
		out = append(out, '\n')
	}
	return append(out, armored...)
}
