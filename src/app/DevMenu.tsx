import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useState } from 'react';
import type * as MockBrowser from '@mocks/browser';
import { apiReady } from '@/api/api-gate';
import { endSession } from '@/api/session';
import { paths } from '@/config/paths';

type MockControls = Pick<typeof MockBrowser, 'resetMockData' | 'switchScenario' | 'activeScenario'>;

// 'hostile': the demo data with script and markup payloads in its texts (the security tests' data).
export const DEMO_SCENARIOS = ['demo', 'empty', 'large', 'hostile'] as const;
export type DemoScenario = (typeof DEMO_SCENARIOS)[number];

export type DevMenuProps = {
  /** Runs after the mock data changed; by default the page reloads so every screen refetches. */
  onChanged?: (change: 'reset' | 'scenario') => void;
};

// A new scenario signs everyone out (the mock drops its sessions), so go straight to sign-in.
const applyChange = (change: 'reset' | 'scenario') => {
  if (change === 'scenario') {
    endSession();
    window.location.assign(paths.auth.login.getHref());
  } else {
    window.location.reload();
  }
};

/** Mock-mode tools: reset the demo data or switch the seed scenario. */
export function DevMenu({ onChanged = applyChange }: DevMenuProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [scenario, setScenario] = useState<DemoScenario>('demo');

  useEffect(() => {
    let active = true;
    // The menu shows with the shell, before the mock has started and restored its scenario.
    void apiReady()
      .then(() => import('@mocks/browser'))
      .then((mock: MockControls) => mock.activeScenario())
      .then((current) => {
        if (active) setScenario(current);
      });
    return () => {
      active = false;
    };
  }, []);

  const run = async (change: 'reset' | 'scenario', action: (mock: MockControls) => unknown) => {
    setBusy(true);
    try {
      await action(await import('@mocks/browser'));
      queryClient.clear();
      onChanged(change);
    } finally {
      setBusy(false);
    }
  };

  const handleReset = () => void run('reset', (mock) => mock.resetMockData());
  const handleScenario = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value as DemoScenario;
    setScenario(next);
    void run('scenario', (mock) => mock.switchScenario(next));
  };

  return (
    <Box sx={{ px: 2, py: 1.5, display: 'grid', gap: 1 }} aria-label="Demo data" role="group">
      <Typography variant="overline" color="text.secondary">
        Demo data
      </Typography>
      <TextField
        select
        size="small"
        label="Scenario"
        value={scenario}
        onChange={handleScenario}
        disabled={busy}
      >
        {DEMO_SCENARIOS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" variant="outlined" onClick={handleReset} disabled={busy}>
        Reset Demo Data
      </Button>
    </Box>
  );
}
