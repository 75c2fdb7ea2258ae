// The test API's browser-safe entry: the control client (outbox, clock, faults, projects, seed)
// and the outbox's paths, without the server, so the inspector's browser bundles can use them.
export * from './control/outbox-paths';
export * from './control-client';
export * from './provider-hosts';
