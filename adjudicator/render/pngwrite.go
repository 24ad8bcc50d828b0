package render

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"io"
)

// deflateLevel is the zlib level of the PNG's pixels. image/png offers
// only 6 and 9. On a report's map (Tolentino: 2.5 megapixels) 8 is within
// 1% of 9's size in a third of its time (9 takes about 250 ms of the
// shared machine's CPU), and 7 is 5% larger, 6 7%. Above 3 megapixels 8
// would take over 300 ms: 7 is used there.
func deflateLevel(pixels int) int {
	if pixels > 3_000_000 {
		return 7
	}
	return 8
}

// writePalettedPNG writes img as an 8-bit paletted PNG (no interlace, no
// row filter: filters only hurt palette indices) with opaque colours.
func writePalettedPNG(w io.Writer, img *image.Paletted) error {
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	b := img.Rect
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(b.Dx()))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(b.Dy()))
	ihdr = append(ihdr, 8, 3, 0, 0, 0) // depth 8, paletted, deflate, no filter method, no interlace
	chunk(&out, "IHDR", ihdr)
	plte := make([]byte, 0, 3*len(img.Palette))
	for _, c := range img.Palette {
		r, g, bl, _ := c.RGBA()
		plte = append(plte, uint8(r>>8), uint8(g>>8), uint8(bl>>8))
	}
	chunk(&out, "PLTE", plte)
	var data bytes.Buffer
	z, err := zlib.NewWriterLevel(&data, deflateLevel(b.Dx()*b.Dy()))
	if err != nil {
		return err
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		i := img.PixOffset(b.Min.X, y)
		z.Write([]byte{0}) // filter type None; a bytes.Buffer write cannot fail
		z.Write(img.Pix[i : i+b.Dx()])
	}
	if err := z.Close(); err != nil {
		return err
	}
	chunk(&out, "IDAT", data.Bytes())
	chunk(&out, "IEND", nil)
	_, err = w.Write(out.Bytes())
	return err
}

// chunk appends a PNG chunk: length, type, data, CRC of type and data.
func chunk(out *bytes.Buffer, typ string, data []byte) {
	out.Write(binary.BigEndian.AppendUint32(nil, uint32(len(data))))
	crc := crc32.NewIEEE()
	crc.Write([]byte(typ))
	crc.Write(data)
	out.WriteString(typ)
	out.Write(data)
	out.Write(binary.BigEndian.AppendUint32(nil, crc.Sum32()))
}
