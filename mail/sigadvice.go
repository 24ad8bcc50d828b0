package mail

import "strings"

// signatureAdvice says, for a file whose signature did not verify, what
// its way through the mail may have changed, by where the file was found
// (issue 23): the text of an HTML mail is never quite the bytes signed;
// a file pasted into a plain-text body comes with every line end the same
// (the mail makes them CRLF, mincio tries them all LF and all CRLF), so a
// file that mixed the two cannot verify; an attachment arrives as sent.
func signatureAdvice(candidate string) string {
	switch {
	case strings.HasPrefix(candidate, "body.html"):
		return "note: this file came from an HTML mail (no plain-text part), whose text is not the bytes you signed: " +
			"switch your mail program to plain text for this mail, or attach the signed file (orders.txt, or orders.txt and orders.txt.sig)"
	case strings.HasPrefix(candidate, "body"):
		return "note: pasted into the body, a file keeps its lines but not their line ends: mincio tries them all LF and all CRLF. " +
			"If your file mixes the two (a line pasted from another program), convert it to LF (dos2unix orders.txt), sign it again and resend, " +
			"or attach the signed file instead of pasting it"
	}
	return "note: an attachment arrives as it was sent: the file was changed after it was signed, or signed with another key"
}
