/**
 * The mock backend as a real HTTP server, for clients that are not the browser app (curl, a
 * backend team's contract runner, a native app):
 *
 *   npm run mock-server -- --port 8787 --scenario demo [--latency 300] [--error-rate 0.1]
 *     [--rate-limit default|off|login-account=10/15m,...] [--rate-limit-bypass TOKEN]
 *     [--data FILE [--reset]]
 *
 * Same handlers as the browser and the tests. Without `--data` the data lives in memory and starts
 * fresh on every run; with it, FILE holds the data: read on start (`--reset` reseeds the scenario
 * instead), written atomically after every acknowledged write (`mocks/http/server/data-file.ts`).
 * CORS lets the Vite dev server (and preview) call it with credentials, so
 * `VITE_API_URL=http://127.0.0.1:8787 npm run dev` runs the app against it. The HTTP layer (methods,
 * malformed targets, body limits, headers, the catch-all error handler) is
 * `mocks/http/server/create-mock-server.ts`; this file only reads the flags.
 */
import { parseArgs } from 'node:util';
import { configureThrottle, describeThrottle } from '@mocks/auth/throttle';
import { currentScenario, resetDb, SCENARIO_NAMES, type ScenarioName } from '@mocks/db';
import { updateMockSettings } from '@mocks/http/settings';
import { createMockServer } from '@mocks/http/server/create-mock-server';
import { openDataFile } from '@mocks/http/server/data-file';
import { installProcessGuards } from '@mocks/http/server/process-guards';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    scenario: { type: 'string', default: 'demo' },
    latency: { type: 'string' },
    'error-rate': { type: 'string' },
    'rate-limit': { type: 'string' },
    'rate-limit-bypass': { type: 'string' },
    data: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 8787);
const scenario = values.scenario as ScenarioName;
if (!SCENARIO_NAMES.includes(scenario)) {
  console.error(`Unknown scenario "${scenario}"; use one of ${SCENARIO_NAMES.join(', ')}`);
  process.exit(1);
}

try {
  configureThrottle({ rateLimit: values['rate-limit'], bypassToken: values['rate-limit-bypass'] });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const started = performance.now();
let dataNote = '';
if (values.data) {
  try {
    const file = openDataFile(values.data, scenario, values.reset);
    dataNote = `, data ${file.origin === 'loaded' ? 'read from' : 'seeded into'} ${values.data}`;
    if (file.scenario !== scenario && file.origin === 'loaded')
      dataNote += ` (scenario ${file.scenario}; --reset reseeds ${scenario})`;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
} else {
  resetDb(scenario);
}
updateMockSettings({
  latencyMs: Number(values.latency ?? 0),
  errorRate: Number(values['error-rate'] ?? 0),
  // Answers are checked against the contract after they are sent, each operation and status at
  // most every 5 s, long lists by their first and last 100 rows: checking every 1,000-row page in
  // full before sending it cost more than building it (handler tests check every answer in full).
  responseValidation: 'sampled',
});

installProcessGuards();
const { server } = createMockServer();
server.listen(port, values.host, () => {
  const ms = Math.round(performance.now() - started);
  console.log(
    `Mock API (${currentScenario()}) on http://${values.host}:${port} — seeded in ${ms} ms${dataNote}`,
  );
  console.log(describeThrottle());
});
