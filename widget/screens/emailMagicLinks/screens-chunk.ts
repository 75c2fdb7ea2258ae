// The magic-link product's screen after a link is sent, loaded lazily: it is not needed to
// draw Main, and Main starts fetching it once it is shown (products/preload.ts).
export { EmailConfirmation } from './EmailConfirmation';
