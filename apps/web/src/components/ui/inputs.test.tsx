import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DigitsInput, type DigitsInputKind } from './inputs';

function Harness({ kind }: { kind: DigitsInputKind }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DigitsInput kind={kind} aria-label="field" value={value} onChange={setValue} />
      <output aria-label="raw">{value}</output>
    </>
  );
}

describe('DigitsInput', () => {
  it('phone: keeps 11 digits and shows them 3-4-4', () => {
    render(<Harness kind="phone" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'field' }), { target: { value: '0917-123-4567-99' } });
    expect(screen.getByRole('textbox', { name: 'field' })).toHaveProperty('value', '091 7123 4567');
    expect(screen.getByLabelText('raw').textContent).toBe('09171234567');
  });

  it('bankCard: groups by four and drops letters', () => {
    render(<Harness kind="bankCard" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'field' }), { target: { value: '1234abcd5678 9' } });
    expect(screen.getByRole('textbox', { name: 'field' })).toHaveProperty('value', '1234 5678 9');
  });
});
