// The frame's styles as a chunk, for a customer frame the server did not render (see FrameStyles).
import './customer-layout.css'
