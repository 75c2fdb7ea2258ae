/**
 * The variable that tells the Node hook (`node-hook.ts`, `stytch-widget/node-hook`) where the
 * test API listens. `smoke --start` sets it for the app it starts. A file of its own: the hook
 * reads it before loading anything else.
 */
export const TEST_API_URL_ENV = 'STYTCH_WIDGET_TEST_API_URL';
