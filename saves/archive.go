package saves

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Archive packs what the players receive at the end: the header, the
// scenario (and tables), and the whole log, seed entry included — every
// file `mincio verify` and `mincio audit` need, and nothing of the host's
// secrets, outbox or caches. The bytes are the same for the same game.
func Archive(f *Folder) ([]byte, error) {
	names := []string{"header.json", "header.json.sig", "scenario.scn"}
	if f.Header.Tables != nil {
		names = append(names, "tables.scn")
	}
	files := map[string][]byte{}
	for n := 1; n <= f.n; n++ { // each entry's files as loose files, bundled or not (logbundle.go)
		entry, err := f.logEntryFiles(n)
		if err != nil {
			return nil, err
		}
		for name, data := range entry.files {
			names = append(names, "log/"+name)
			files["log/"+name] = data
		}
	}
	sort.Strings(names)
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	prefix := f.Header.Game + "/"
	if err := tw.WriteHeader(&tar.Header{Name: prefix, Typeflag: tar.TypeDir, Mode: 0o700, Format: tar.FormatPAX}); err != nil {
		return nil, err
	}
	if err := tw.WriteHeader(&tar.Header{Name: prefix + "log/", Typeflag: tar.TypeDir, Mode: 0o700, Format: tar.FormatPAX}); err != nil {
		return nil, err
	}
	for _, name := range names {
		data, ok := files[name]
		if !ok {
			var err error
			if data, err = os.ReadFile(f.path(filepath.FromSlash(name))); err != nil {
				return nil, err
			}
		}
		h := &tar.Header{Name: prefix + name, Typeflag: tar.TypeReg, Mode: 0o600, Size: int64(len(data)), Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			return nil, err
		}
		if _, err := tw.Write(data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// maxArchiveBytes bounds what unpacking an archive may write.
const maxArchiveBytes = 1 << 30

// Unarchive unpacks an archive made by Archive into dir and returns the
// game folder in it. Only the files a game folder holds are taken: no
// links, no paths outside the folder, nothing over maxArchiveBytes.
func Unarchive(data []byte, dir string) (string, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return "", userErr("give the .tar.gz mailed at the end of the game", "archive: %v", err)
	}
	tr := tar.NewReader(zr)
	game, total := "", int64(0)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", userErr("give the .tar.gz mailed at the end of the game", "archive: %v", err)
		}
		top, rest, _ := strings.Cut(h.Name, "/")
		if game == "" {
			game = top
		}
		if top != game || !validID(game) {
			return "", userErr("give the .tar.gz mailed at the end of the game", "archive: %s is not in one game folder", h.Name)
		}
		switch h.Typeflag {
		case tar.TypeDir:
			if rest != "" && rest != "log/" {
				return "", userErr("give the .tar.gz mailed at the end of the game", "archive: unexpected folder %s", h.Name)
			}
			continue
		case tar.TypeReg:
		default:
			return "", userErr("give the .tar.gz mailed at the end of the game", "archive: %s is not a plain file", h.Name)
		}
		if !archivedName(rest) {
			return "", userErr("give the .tar.gz mailed at the end of the game", "archive: %s is not a file of a game folder", h.Name)
		}
		total += h.Size
		if total > maxArchiveBytes {
			return "", userErr("give the .tar.gz mailed at the end of the game", "archive: more than %d bytes", maxArchiveBytes)
		}
		path := filepath.Join(dir, game, filepath.FromSlash(rest))
		if err := os.MkdirAll(filepath.Dir(path), dirPerm); err != nil {
			return "", err
		}
		b, err := io.ReadAll(io.LimitReader(tr, h.Size))
		if err != nil {
			return "", fmt.Errorf("archive: %s: %v", h.Name, err)
		}
		if err := os.WriteFile(path, b, filePerm); err != nil {
			return "", err
		}
	}
	if game == "" {
		return "", userErr("give the .tar.gz mailed at the end of the game", "archive: empty")
	}
	return filepath.Join(dir, game), nil
}

// archivedName says whether name (relative to the game folder) is a file
// Archive writes.
func archivedName(name string) bool {
	switch name {
	case "header.json", "header.json.sig", "scenario.scn", "tables.scn":
		return true
	}
	base, ok := strings.CutPrefix(name, "log/")
	if !ok || strings.Contains(base, "/") {
		return false
	}
	n, ok := entryNumber(base)
	if !ok {
		return false
	}
	switch strings.TrimPrefix(base, entryName(n)) {
	case ".json", ".json.sig", ".input", ".input.sig":
		return true
	}
	return false
}
