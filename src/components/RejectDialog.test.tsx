import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import generated from '@/api/openapi.gen.json';
import { REJECTION_COMMENTS_MAX } from '@/lib/recommendations';
import { renderRoute } from '@/test/render-route';
import { RejectDialog } from './RejectDialog';

describe('RejectDialog', () => {
  it("stops the comments at the contract's limit and counts them", async () => {
    const limit = generated.components.schemas.RejectRequest.properties.comments.maxLength;
    expect(REJECTION_COMMENTS_MAX).toBe(limit);
    const user = userEvent.setup({ delay: null });
    renderRoute(
      <RejectDialog open employeeName="Ava Jones" onCancel={vi.fn()} onReject={vi.fn()} />,
    );
    const box = await screen.findByRole('textbox', { name: /Detailed Comments/ });
    expect(screen.getByText('0 / 2,000')).toBeInTheDocument();
    box.focus();
    await user.paste('x'.repeat(5000));
    expect(box).toHaveValue('x'.repeat(2000));
    expect(screen.getByText('2,000 / 2,000')).toBeInTheDocument();
    expect(screen.queryByText('Comments are required')).not.toBeInTheDocument();
  });
});
