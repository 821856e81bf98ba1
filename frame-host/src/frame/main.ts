// The frame page script (see README).
