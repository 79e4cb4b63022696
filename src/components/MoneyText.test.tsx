import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyText } from './MoneyText';

describe('MoneyText', () => {
  it.each([
    [1234.5, undefined, '$1,234.50'],
    [85000, 'USD', '$85,000.00'],
    [null, undefined, '—'],
  ])('shows %s as %s', (amount, currency, text) => {
    const { container } = render(<MoneyText amount={amount} currency={currency} />);
    expect(container).toHaveTextContent(text);
  });
});
