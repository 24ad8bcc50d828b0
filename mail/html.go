package mail

import (
	"html"
	"regexp"
	"strings"
)

var (
	reQuote   = regexp.MustCompile(`(?is)<blockquote\b.*?</blockquote\s*>`)
	reDrop    = regexp.MustCompile(`(?is)<(head|style|script)\b.*?</(head|style|script)\s*>`)
	rePre     = regexp.MustCompile(`(?is)<pre\b[^>]*>(.*?)</pre\s*>`)
	reBreak   = regexp.MustCompile(`(?i)<br\s*/?>|</(p|div|li|tr|h[1-6])\s*>`)
	reTag     = regexp.MustCompile(`(?s)<[^>]*>`)
	reNewline = regexp.MustCompile(`\r\n?`)
)

// htmlToText turns the HTML of an HTML-only mail into plain text good
// enough to find an order file in: quoted replies (<blockquote>) are
// dropped; if the mail has <pre> blocks, only their text is kept;
// otherwise line breaks come from <br>, </p> and </div>. The result is
// not the bytes the player signed, so a signature over it may fail; the
// reply should then ask for a plain-text mail or an attachment.
func htmlToText(s string) string {
	s = reNewline.ReplaceAllString(s, "\n")
	s = reQuote.ReplaceAllString(s, "")
	s = reDrop.ReplaceAllString(s, "")
	if pres := rePre.FindAllStringSubmatch(s, -1); len(pres) > 0 {
		var b strings.Builder
		for _, m := range pres {
			b.WriteString(html.UnescapeString(reTag.ReplaceAllString(m[1], "")))
			b.WriteString("\n")
		}
		return b.String()
	}
	s = strings.ReplaceAll(s, "\n", " ")
	s = reBreak.ReplaceAllString(s, "\n")
	s = reTag.ReplaceAllString(s, "")
	lines := strings.Split(html.UnescapeString(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(strings.ReplaceAll(l, "\u00a0", " "))
	}
	return strings.Join(lines, "\n")
}
