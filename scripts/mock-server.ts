/**
 * The mock backend as a real HTTP server, for clients that are not the browser app (curl, a
 * backend team's contract runner, a native app):
 *
 *   npm run mock-server -- --port 8787 --scenario demo [--latency 300] [--error-rate 0.1]
 *
 * Same handlers as the browser and the tests (mocks/http/operation-middleware.ts); data lives in memory
 * and starts fresh on every run. CORS lets the Vite dev server (and preview) call it with
 * credentials, so `VITE_API_URL=http://127.0.0.1:8787 npm run dev` runs the app against it.
 */
import { parseArgs } from 'node:util';
import cors from 'cors';
import express from 'express';
import { resetDb, SCENARIO_NAMES, type ScenarioName } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import { createOperationMiddleware } from '@mocks/http/operation-middleware';
import { updateMockSettings } from '@mocks/http/settings';

const DEV_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:6006',
  'http://127.0.0.1:6006',
];

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    scenario: { type: 'string', default: 'demo' },
    latency: { type: 'string' },
    'error-rate': { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 8787);
const scenario = values.scenario as ScenarioName;
if (!SCENARIO_NAMES.includes(scenario)) {
  console.error(`Unknown scenario "${scenario}"; use one of ${SCENARIO_NAMES.join(', ')}`);
  process.exit(1);
}

const started = performance.now();
resetDb(scenario);
updateMockSettings({
  latencyMs: Number(values.latency ?? 0),
  errorRate: Number(values['error-rate'] ?? 0),
  // Answers are checked against the contract after they are sent, each operation and status at
  // most every 5 s, long lists by their first and last 100 rows: checking every 1,000-row page in
  // full before sending it cost more than building it (handler tests check every answer in full).
  responseValidation: 'sampled',
});

const app = express();
app.disable('x-powered-by');
app.use(cors({ origin: DEV_ORIGINS, credentials: true, exposedHeaders: ['ETag'] }));
app.use(createOperationMiddleware(handlers));
app.use((_req, res) => {
  res.status(404).json({ error: 'Not found' });
});

app.listen(port, values.host, () => {
  const ms = Math.round(performance.now() - started);
  console.log(`Mock API (${scenario}) on http://${values.host}:${port} — seeded in ${ms} ms`);
});
