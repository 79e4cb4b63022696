import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import type * as MockBrowser from '@mocks/browser';

type MockControls = Pick<typeof MockBrowser, 'resetMockData' | 'switchScenario'>;

export const DEMO_SCENARIOS = ['demo', 'empty', 'large'] as const;
export type DemoScenario = (typeof DEMO_SCENARIOS)[number];

export type DevMenuProps = {
  /** Runs after the mock data changed; the default reloads the page so every screen refetches. */
  onChanged?: () => void;
};

const reloadPage = () => window.location.reload();

/** Mock-mode tools: reset the demo data or switch the seed scenario. */
export function DevMenu({ onChanged = reloadPage }: DevMenuProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [scenario, setScenario] = useState<DemoScenario>('demo');

  const run = async (action: (mock: MockControls) => unknown) => {
    setBusy(true);
    try {
      await action(await import('@mocks/browser'));
      queryClient.clear();
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  const handleReset = () => void run((mock) => mock.resetMockData());
  const handleScenario = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value as DemoScenario;
    setScenario(next);
    void run((mock) => mock.switchScenario(next));
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
        Reset demo data
      </Button>
    </Box>
  );
}
