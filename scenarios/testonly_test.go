package scenarios

import (
	"errors"
	"sort"
)

// Helpers only the tests use, kept out of the package's API.

// CheckEmbedded parses and checks every embedded scenario and returns
// every problem found, or nil.
func CheckEmbedded() error {
	var all ErrorList
	for _, id := range embeddedIDs() {
		_, err := Load(id)
		var list ErrorList
		switch {
		case err == nil:
		case errors.As(err, &list):
			all = append(all, list...)
		default:
			all = append(all, Error{File: "embedded:" + id + ".scn", Msg: err.Error()})
		}
	}
	return all.Err()
}

// Systems returns the systems that have a validator, sorted.
func Systems() []string {
	validators.Lock()
	defer validators.Unlock()
	var out []string
	for k := range validators.m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
