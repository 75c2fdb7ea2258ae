// `use-sync-external-store/shim` for the widget builds. The package only ships CommonJS that
// calls require('react'): in the React entry, where react stays external (the host's copy),
// the bundler keeps that require() and the chunk throws in a browser. Every React this package
// supports (>= 18, and Preact's compat layer) has the hook itself, which is all the shim
// would hand back there.
export { useSyncExternalStore } from 'react';
