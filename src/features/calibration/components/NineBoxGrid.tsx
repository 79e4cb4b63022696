import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NINE_BOX_LEVEL_LABELS, NINE_BOX_LEVELS, NINE_BOX_NAMES } from '@/lib/calibration';
import type { CalibrationParticipant } from '@/api/resources/calibration';

export interface NineBoxGridProps {
  participants: CalibrationParticipant[];
  potentialName: string;
}

const HIGH_FIRST = [...NINE_BOX_LEVELS].reverse();

/** Performance (columns, low to high) × potential (rows, high to low), with the people in each box. */
export function NineBoxGrid({ participants, potentialName }: NineBoxGridProps) {
  const unplaced = participants.filter((p) => !p.nineBox).length;
  return (
    <Box>
      <Box
        component="section"
        aria-label="9-box grid"
        sx={{ display: 'grid', gridTemplateColumns: 'auto repeat(3, minmax(0, 1fr))', gap: 1 }}
      >
        {HIGH_FIRST.map((potential) => (
          <Box key={potential} sx={{ display: 'contents' }}>
            <Typography
              variant="caption"
              sx={{ alignSelf: 'center', writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}
            >
              {potentialName}: {NINE_BOX_LEVEL_LABELS[potential]}
            </Typography>
            {NINE_BOX_LEVELS.map((performance) => {
              const name = NINE_BOX_NAMES[potential][performance];
              const people = participants.filter(
                (p) => p.nineBox?.potential === potential && p.nineBox.performance === performance,
              );
              return (
                <Paper key={performance} variant="outlined" sx={{ p: 1, minHeight: 96 }}>
                  <Typography variant="subtitle2" component="h4">
                    {name} ({people.length})
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {people.map((p) => p.employeeName).join(', ')}
                  </Typography>
                </Paper>
              );
            })}
          </Box>
        ))}
        <Box sx={{ display: 'contents' }}>
          <span />
          {NINE_BOX_LEVELS.map((performance) => (
            <Typography key={performance} variant="caption" sx={{ textAlign: 'center' }}>
              Performance: {NINE_BOX_LEVEL_LABELS[performance]}
            </Typography>
          ))}
        </Box>
      </Box>
      {unplaced ? (
        <Typography variant="caption" color="text.secondary">
          {unplaced} without a rating or a {potentialName.toLowerCase()} value are not placed.
        </Typography>
      ) : null}
    </Box>
  );
}
