package saves

// Reveal appends a host-signed entry publishing the dice seed, so anyone
// holding the log can re-derive every roll (docs/dice.md). The game takes
// no orders afterwards: with the seed public, every roll could be foreseen.
func Reveal(dir string, opt Options) (*Receipt, error) {
	var rc *Receipt
	err := withGame(dir, opt, func(w *writer) error {
		if err := w.loadSecrets(); err != nil {
			return err
		}
		if w.f.revealed() {
			return userErr("nothing to do", "the seed of game %s is already revealed", w.f.Header.Game)
		}
		var err error
		rc, err = w.appendHostInput(KindReveal)
		return err
	})
	return rc, err
}

// revealed: the seed is public. The reveal entry is always the last one.
func (f *Folder) revealed() bool { return f.last != nil && f.last.Kind == KindReveal }
