package mail

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"os"
)

// tlsConfig builds the TLS settings of an account: the system roots, plus
// the certificates of ca_file if set (for a server with its own CA).
func tlsConfig(a Account) (*tls.Config, error) {
	tc := &tls.Config{ServerName: a.Host, MinVersion: tls.VersionTLS12}
	if a.CAFile == "" {
		return tc, nil
	}
	pem, err := os.ReadFile(a.CAFile)
	if err != nil {
		return nil, fmt.Errorf("[%s] ca_file: %v", a.Section, err)
	}
	pool, err := x509.SystemCertPool()
	if err != nil {
		pool = x509.NewCertPool()
	}
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("[%s] ca_file: %s holds no PEM certificate", a.Section, a.CAFile)
	}
	tc.RootCAs = pool
	return tc, nil
}
