import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReasonModal } from './reason-modal';

describe('reason modal', () => {
  it('cannot be confirmed without a reason, then passes the reason trimmed and closes', async () => {
    const onOk = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<ReasonModal title="Reject the application" okText="Reject" danger onOk={onOk} onClose={onClose} />);
    const confirm = screen.getByRole('button', { name: 'Reject' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: '   ' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: '  income not shown  ' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onOk).toHaveBeenCalledWith('income not shown');
  });

  it('stays open when the action fails, so the reason can be sent again', async () => {
    const onOk = vi.fn().mockRejectedValue(new Error('order is 170, not under review'));
    const onClose = vi.fn();
    render(<ReasonModal title="Approve" okText="Approve" onOk={onOk} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'documents checked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('order is 170, not under review')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Approve' })).toBeTruthy();
  });

  it('with categories, needs one chosen as well as the reason, and passes both', async () => {
    const onOk = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(
      <ReasonModal
        title="Reject"
        okText="Reject application"
        categories={['Income not verified', 'Suspected fraud']}
        onOk={onOk}
        onClose={onClose}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Reject application' }) as HTMLButtonElement;
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'payslip unreadable' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByTitle('Suspected fraud'));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onOk).toHaveBeenCalledWith('payslip unreadable', 'Suspected fraud');
  });
});
