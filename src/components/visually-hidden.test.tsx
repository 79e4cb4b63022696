import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { visuallyHidden } from './visually-hidden';
import { keepEmotionStyles } from '@/test/emotion-styles';

// The assertion reads the styles emotion writes.
keepEmotionStyles();

// A bare `width: 1` in sx is 100% in MUI: a hidden label then widened a whole page.
it('hides text in a 1 px box that cannot widen its container', () => {
  render(
    <Box component="span" sx={visuallyHidden}>
      Figure
    </Box>,
  );
  expect(screen.getByText('Figure')).toHaveStyle({
    position: 'absolute',
    width: '1px',
    height: '1px',
  });
});
