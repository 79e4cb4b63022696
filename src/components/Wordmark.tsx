import Box from '@mui/material/Box';
import { PRODUCT_NAME } from '@/config/constants';

export interface WordmarkProps {
  /** Font size of the name; the mark scales with it. */
  size?: string;
  /** On a brand-coloured background: a white tile. */
  inverse?: boolean;
}

/** The product's mark (a brand-coloured tile) and name, in the colour of the text around it. */
export function Wordmark({ size = '1.25rem', inverse = false }: WordmarkProps) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: '0.4em', fontSize: size }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          width: '1.4em',
          height: '1.4em',
          borderRadius: '0.35em',
          bgcolor: inverse ? 'common.white' : 'secondary.main',
          color: inverse ? 'secondary.dark' : 'secondary.contrastText',
          fontSize: '0.85em',
          fontWeight: 800,
          lineHeight: 1,
        }}
      >
        {PRODUCT_NAME.charAt(0)}
      </Box>
      <Box component="span" sx={{ fontWeight: 800, letterSpacing: '-0.01em' }}>
        {PRODUCT_NAME}
      </Box>
    </Box>
  );
}
