package picture

// DecoderCost is the memory the decoder holds before the result, in
// bytes, as the header says: for the tests that measure it.
func (i Info) DecoderCost() int64 { return i.decoderCost }
