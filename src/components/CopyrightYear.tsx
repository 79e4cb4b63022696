import Box from '@mui/material/Box';
import { useCurrentYear } from '@/hooks/use-current-year';

/**
 * This year, for a copyright line. In HTML prerendered at build time (and while React hydrates
 * it) the year is not known: an invisible stand-in as wide as a year keeps the line from moving
 * when the year comes in.
 */
export function CopyrightYear() {
  const year = useCurrentYear();
  if (year !== null) return year;
  return (
    <Box component="span" sx={{ visibility: 'hidden' }}>
      0000
    </Box>
  );
}
