import { describeFrameworkApp } from './app-suite';

// The Vite + React app `init --framework vite` writes (templates/vite): tsc, vite build, vite preview.
describeFrameworkApp('vite', { serverRendered: false });
