import GlobalStyles from '@mui/material/GlobalStyles';

const LETTER = '[data-print-letter]';

/**
 * The print stylesheet of a letter page: only the letter prints (no sidebar, header, buttons or
 * breadcrumbs), on plain white paper, each letter starting on a page of its own.
 */
export function LetterPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { margin: '18mm 20mm' },
        '@media print': {
          'html, body': { background: 'none' },
          // Everything that neither holds the letter nor is in it.
          [`body *:not(:has(${LETTER})):not(${LETTER}):not(${LETTER} *)`]: {
            display: 'none !important',
          },
          // The letter's ancestors: no layout of the app around it.
          [`body *:has(${LETTER})`]: {
            display: 'block !important',
            margin: '0 !important',
            padding: '0 !important',
            border: '0 !important',
            boxShadow: 'none !important',
            background: 'none !important',
            minHeight: '0 !important',
            width: 'auto !important',
            maxWidth: 'none !important',
            overflow: 'visible !important',
          },
          [LETTER]: {
            border: '0 !important',
            boxShadow: 'none !important',
            padding: '0 !important',
            maxWidth: 'none !important',
            margin: '0 !important',
          },
          [`${LETTER} + ${LETTER}`]: { breakBefore: 'page' },
        },
      }}
    />
  );
}
