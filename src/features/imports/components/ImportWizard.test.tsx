import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { ImportWizard } from './ImportWizard';

const ui = userEvent.setup({ delay: null });

async function upload(parts: BlobPart[]) {
  renderRoute(<ImportWizard />);
  await ui.upload(screen.getByLabelText('Choose CSV File'), new File(parts, 'people.csv'));
}

describe('the file step refuses a file it cannot read, saying why', () => {
  it('a PNG renamed .csv is not a text file, and no rows are previewed', async () => {
    await upload([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])]);
    expect(
      await screen.findByText(
        'This file cannot be read as CSV: it is not a text file (an Excel workbook? save it as CSV first)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Preview of the first/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('an empty file is empty', async () => {
    await upload([]);
    expect(await screen.findByText('This file is empty')).toBeInTheDocument();
  });

  it('a header without rows has no rows under its header', async () => {
    await upload(['First Name,Last Name,Work Email,Job Title,Hire Date\n']);
    expect(await screen.findByText('The file has no rows under its header')).toBeInTheDocument();
  });
});
