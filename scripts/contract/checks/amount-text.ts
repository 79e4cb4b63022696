import type { Sequence } from '../sequences';
import type { Dto, World } from '../world';

/**
 * An import reads an amount cell exactly or refuses it with why (contract: importEmployees). A
 * comma is a thousands separator only: '95,00' is refused, never read as 9,500; '65.000,00' gets
 * the decimal-comma message; '65,000' is 65,000. Dry runs: nothing is written.
 */

export const DECIMAL_COMMA =
  'Write the cents after a dot and thousands with commas: 65,000.00, not 65.000,00';

async function dryRunLevel(w: World, min: string) {
  return w.send({
    method: 'post',
    path: '/api/imports/levels',
    token: w.tokens.admin,
    body: {
      fileName: 'contract-bands.csv',
      dryRun: true,
      rows: [{ level: w.unique('Contract level'), min, mid: '96,000', max: '97,000' }],
    },
  });
}

const refusedWith = (response: { status: number; body: unknown }, message: string) => {
  if (response.status !== 400) return `answered ${response.status}, not 400`;
  const details: Dto[] = (response.body as Dto)?.details ?? [];
  return details.some((d) => String(d?.field).endsWith('.min') && d?.message === message)
    ? null
    : `no detail on rows[0].min '${message}' (${JSON.stringify(details)})`;
};

const levelAmounts: Sequence = async (w) => {
  const comma = await dryRunLevel(w, '95,00');
  const european = await dryRunLevel(w, '65.000,00');
  const grouped = await dryRunLevel(w, '65,000');
  return [
    {
      label: "an amount cell '95,00' is refused with the decimal-comma message, not read as 9,500",
      problem: refusedWith(comma, DECIMAL_COMMA),
    },
    {
      label: "an amount cell '65.000,00' is refused with the decimal-comma message",
      problem: refusedWith(european, DECIMAL_COMMA),
    },
    {
      label: "an amount cell '65,000' is read as 65,000",
      problem: grouped.status < 300 ? null : `answered ${grouped.status}`,
    },
  ];
};

export const AMOUNT_TEXT_CHECKS: Record<string, Sequence> = { importLevels: levelAmounts };
