package mail

import (
	"strings"

	message "github.com/emersion/go-message"
)

// autoReplyReason says why a mail looks machine-generated (an
// out-of-office reply, a bounce, a list or bulk mail), or "" if it does
// not. mincio never answers such a mail, so two robots cannot loop
// (RFC 3834).
func autoReplyReason(h message.Header, fromAddr string) string {
	if v := strings.ToLower(strings.TrimSpace(h.Get("Auto-Submitted"))); v != "" && v != "no" {
		return "Auto-Submitted: " + v
	}
	if mt, _, _ := h.ContentType(); mt == "multipart/report" {
		return "a delivery or read report (multipart/report)"
	}
	switch strings.ToLower(strings.TrimSpace(h.Get("Precedence"))) {
	case "bulk", "auto_reply", "junk", "list":
		return "Precedence: " + strings.ToLower(h.Get("Precedence"))
	}
	for _, k := range []string{"X-Autoreply", "X-Autorespond"} {
		if h.Has(k) {
			return k + " header"
		}
	}
	local, _, _ := strings.Cut(strings.ToLower(fromAddr), "@")
	if local == "mailer-daemon" || local == "postmaster" {
		return "sent by " + fromAddr
	}
	if rp := strings.TrimSpace(h.Get("Return-Path")); rp == "<>" {
		return "empty Return-Path (a bounce)"
	}
	return ""
}
