package vector

// The fpdf oracle (an outside test) encodes pictures as the writer does:
// the pictures' bytes are the writer's either way, and what it checks is
// the document fpdf builds around them.
var (
	EncodeImage = encodeImage
	ImageKey    = imageKey
)
