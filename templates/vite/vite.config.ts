import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// A multi-page app: one page per HTML file here (the login page, the redirect page, …), each
// also served without its .html (/authenticate is authenticate.html). Port 3000 is where the
// redirect URLs that `stytch-widget init` writes by default point.
export default defineConfig({
  appType: 'mpa',
  plugins: [react()],
  server: { port: 3000 },
  preview: { port: 3000 },
  build: {
    rolldownOptions: {
      input: readdirSync(root)
        .filter((name) => name.endsWith('.html'))
        .map((name) => `${root}${name}`),
    },
  },
});
