package selfplay

import "encoding/pem"

func pemBytes(b *pem.Block) []byte { return pem.EncodeToMemory(b) }
