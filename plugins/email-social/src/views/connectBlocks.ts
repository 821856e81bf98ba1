// Connect's two blocks and the "Other social" view, as one lazy chunk: Connect shows both blocks at once, and
// the view shares nearly all of the social block's code. (ConnectingFarcaster, with its QR code, is apart.)
export { EmailBlock } from './EmailBlock'
export { OtherSocialView } from './OtherSocialView'
export { SocialBlock } from './SocialBlock'
