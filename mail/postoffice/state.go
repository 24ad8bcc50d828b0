package postoffice

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// StateFile is the name, in a post office's folder, of the file that
// describes it: `mincio demo` writes one, `mincio postoffice --dir` starts
// the post office it describes, so the demo's mincio.toml points at a post
// office that can run again after the demo has exited.
const StateFile = "postoffice.json"

// State is what a post office needs to start again as it was: its ports,
// its users and their password. The password is a rehearsal password on
// loopback, kept in the clear on purpose; mincio.toml reads it from
// PasswordEnv, as it would a real one.
type State struct {
	IMAPPort    int      `json:"imap_port"`
	SMTPPort    int      `json:"smtp_port"`
	Users       []string `json:"users"`
	PasswordEnv string   `json:"password_env"`
	Password    string   `json:"password"`
}

// State describes the running post office with its users.
func (po *PostOffice) State(passwordEnv, password string) State {
	po.mu.Lock()
	defer po.mu.Unlock()
	st := State{IMAPPort: Port(po.IMAPAddr), SMTPPort: Port(po.SMTPAddr), PasswordEnv: passwordEnv, Password: password}
	st.Users = append(st.Users, po.order...)
	return st
}

// WriteState writes st to dir/postoffice.json.
func WriteState(dir string, st State) error {
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, StateFile), append(data, '\n'), 0o600)
}

// ReadState reads dir/postoffice.json; it returns os.ErrNotExist (wrapped)
// when there is none.
func ReadState(dir string) (State, error) {
	var st State
	path := filepath.Join(dir, StateFile)
	data, err := os.ReadFile(path)
	if err != nil {
		return st, err
	}
	if err := json.Unmarshal(data, &st); err != nil {
		return st, fmt.Errorf("%s: %v: delete it to start a new post office there", path, err)
	}
	if st.IMAPPort <= 0 || st.SMTPPort <= 0 || st.Password == "" || st.PasswordEnv == "" {
		return st, fmt.Errorf("%s: ports, password and password_env are needed: delete it to start a new post office there", path)
	}
	return st, nil
}

// StartState starts the post office st describes, with its users.
func StartState(st State) (*PostOffice, error) {
	po, err := StartOn(st.IMAPPort, st.SMTPPort)
	if err != nil {
		return nil, err
	}
	var errs []error
	for _, u := range st.Users {
		errs = append(errs, po.AddUser(u, st.Password))
	}
	if err := errors.Join(errs...); err != nil {
		po.Close()
		return nil, err
	}
	return po, nil
}
