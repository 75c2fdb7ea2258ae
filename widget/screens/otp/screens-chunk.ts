// The OTP product's screens after a code is sent, loaded lazily: they are not needed to draw
// Main, and Main starts fetching them once it is shown (products/preload.ts).
export { OtpAuthenticate } from './OtpAuthenticate';
export { OtpConfirmation } from './OtpConfirmation';

export type OtpScreensChunk = typeof import('./screens-chunk');
