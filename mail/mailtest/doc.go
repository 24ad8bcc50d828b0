// Package mailtest runs real IMAP and SMTP servers in-process on
// 127.0.0.1 for tests: go-imap's imapmemserver and a go-smtp server that
// enforces AUTH. Tests of any package can deliver mail to the IMAP server,
// read what reached the SMTP server, count IMAP commands, drop
// connections mid-command and stop and restart either server.
package mailtest
