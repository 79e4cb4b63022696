import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BandStatusChip } from '@/components/BandStatusChip';
import { SectionCard } from '@/components/SectionCard';
import { formatMoney } from '@/lib/money';
import { formatCompaRatio, formatPenetration, type BandPosition } from '@/lib/pay-bands';
import { BandRangeBar } from './BandRangeBar';

export interface PayBandCardProps {
  level: { id: string; name: string } | null | undefined;
  bandPosition: BandPosition | null | undefined;
  isLoading?: boolean;
}

export const PAY_BAND_TEXT = {
  title: 'Your Pay Band',
  noLevel: 'No level is set for you yet. Your HR team assigns levels and their pay bands.',
  noBand: (level: string) =>
    `Your level is ${level}. It has no pay band for your salary's currency yet.`,
  explanation:
    'Compa-ratio is your salary divided by the midpoint of your band (1.00 is the midpoint). Range penetration is where your salary sits between the minimum (0%) and the maximum (100%).',
} as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The employee's own level and where their salary sits in its band: compa-ratio,
 * range penetration, below / in / above the range, and the band's minimum, midpoint and maximum.
 * Never another level's band.
 */
export function PayBandCard({ level, bandPosition, isLoading }: PayBandCardProps) {
  const p = bandPosition;
  let body;
  if (isLoading) body = <Skeleton variant="rounded" height={120} />;
  else if (!level) body = <Typography color="text.secondary">{PAY_BAND_TEXT.noLevel}</Typography>;
  else if (!p)
    body = <Typography color="text.secondary">{PAY_BAND_TEXT.noBand(level.name)}</Typography>;
  else
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {[`Level ${p.levelName}`, p.zone].filter(Boolean).join(' · ')}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 6, sm: 4 }}>
            <Figure label="Compa-Ratio" value={formatCompaRatio(p.compaRatio)} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <Figure label="Range Penetration" value={formatPenetration(p.rangePenetration)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Position
            </Typography>
            <BandStatusChip status={p.status} showInRange />
          </Grid>
        </Grid>
        <BandRangeBar position={p} />
        <Box
          component="dl"
          sx={{
            display: 'grid',
            // A phone lists them (a label and its amount a line), a wider screen spreads them out.
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            rowGap: 0.5,
            m: 0,
            mt: 1,
            '& dd': { m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 500 },
            '& dt': { color: 'text.secondary', typography: 'body2' },
          }}
        >
          {(
            [
              ['Minimum', p.min, 'left'],
              ['Midpoint', p.mid, 'center'],
              ['Maximum', p.max, 'right'],
            ] as const
          ).map(([label, amount, align]) => (
            <Box
              key={label}
              sx={{
                display: { xs: 'flex', sm: 'block' },
                justifyContent: 'space-between',
                textAlign: { sm: align },
              }}
            >
              <dt>{label}</dt>
              <dd>{formatMoney(amount, p.currency)}</dd>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {PAY_BAND_TEXT.explanation}
        </Typography>
      </>
    );
  return <SectionCard title={PAY_BAND_TEXT.title}>{body}</SectionCard>;
}
