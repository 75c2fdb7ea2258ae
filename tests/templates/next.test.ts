import { describeFrameworkApp } from './app-suite';

// The Next.js app `init --framework next` writes (templates/next): next build, next start.
describeFrameworkApp('next', { serverRendered: true });
