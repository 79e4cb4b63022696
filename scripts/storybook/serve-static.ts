/**
 * Serves the static Storybook (`npm run build-storybook` → storybook-static/) as plain files under
 * a sub-path, as a designer's web host would publish it:
 *
 *   npm run serve-storybook -- --port 6011 --base /storybook/
 *
 * Nothing is rewritten: every URL of the build must work relative to where it is published, the
 * MSW worker (mockServiceWorker.js, registered with the sub-path as its scope) included.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import express from 'express';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '6011' },
    host: { type: 'string', default: '127.0.0.1' },
    base: { type: 'string', default: '/storybook/' },
    dir: { type: 'string', default: 'storybook-static' },
  },
});

const dir = resolve(values.dir);
if (!existsSync(resolve(dir, 'index.json'))) {
  console.error(`${dir} has no Storybook build: run npm run build-storybook first`);
  process.exit(1);
}
const base = `/${values.base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

const app = express();
app.disable('x-powered-by');
app.use(base, express.static(dir, { fallthrough: true }));
// The bare origin leads to the published Storybook; anything else is a 404 as on a file host.
app.get('/', (_req, res) => res.redirect(base));

app.listen(Number(values.port), values.host, () => {
  console.log(`Storybook (static) at http://${values.host}:${values.port}${base}`);
});
