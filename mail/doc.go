// Package mail is mincio's mail transport: it reads the configuration
// (mincio.toml), polls an IMAP mailbox, finds the order files in each mail,
// hands them to a Handler that routes them to their game, keeps a durable
// outbox of replies and reports, sends it by SMTP with retries, and composes
// the outgoing MIME mails (optionally encrypted to a player's SSH key).
//
// The transport (Poller, Outbox) knows nothing of games: routing,
// signature checks and de-duplication belong to the Handler, which is Host
// (host.go): it hands each order file to its game folder through package
// saves, and turns the games' reports into mails. What the transport
// guarantees is the order of effects for each mail: handler, then outbox,
// then marking the mail processed on the server; a crash at any point
// means the mail is handed to the handler again on the next poll, never
// lost.
//
// docs/mail-config.md documents the configuration file.
package mail
