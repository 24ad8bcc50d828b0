package mail

import (
	"fmt"
	"os"
	"strings"
)

// secretErr is a problem with a password file.
type secretErr struct{ msg, hint string }

// checkSecretFile refuses a password file that others could read or that
// belongs to someone else.
func checkSecretFile(path string) *secretErr {
	fi, err := os.Stat(path)
	if err != nil {
		return &secretErr{fmt.Sprintf("cannot read %s: %v", path, err), "create it with the password on one line, then chmod 600 it"}
	}
	if !fi.Mode().IsRegular() {
		return &secretErr{fmt.Sprintf("%s is not a regular file", path), "point password_file at a file holding the password"}
	}
	if perm := fi.Mode().Perm(); perm&0o077 != 0 {
		return &secretErr{fmt.Sprintf("%s has mode %04o, so other users may read it", path, perm), "run: chmod 600 " + path}
	}
	if uid, ok := fileOwner(fi); ok && uid != os.Getuid() {
		return &secretErr{fmt.Sprintf("%s belongs to user id %d, not to you (%d)", path, uid, os.Getuid()), "copy it to a file you own and chmod 600 it"}
	}
	return nil
}

// Password returns the account's password from its environment variable or
// file. It is read when needed, never stored in the config.
func (a Account) Password() (string, error) {
	where := fmt.Sprintf("%s:%d: [%s]", a.file, a.passLine, a.Section)
	switch {
	case a.PasswordEnv != "":
		p, ok := os.LookupEnv(a.PasswordEnv)
		if !ok || p == "" {
			return "", fmt.Errorf("%s password_env: environment variable %s is not set (export it before running mincio)", where, a.PasswordEnv)
		}
		return p, nil
	case a.PasswordFile != "":
		if err := checkSecretFile(a.PasswordFile); err != nil {
			return "", fmt.Errorf("%s password_file: %s (hint: %s)", where, err.msg, err.hint)
		}
		b, err := os.ReadFile(a.PasswordFile)
		if err != nil {
			return "", fmt.Errorf("%s password_file: %v", where, err)
		}
		p := strings.TrimRight(string(b), "\r\n")
		if p == "" || strings.ContainsAny(p, "\r\n") {
			return "", fmt.Errorf("%s password_file: %s must hold the password on a single line", where, a.PasswordFile)
		}
		return p, nil
	}
	return "", nil
}
