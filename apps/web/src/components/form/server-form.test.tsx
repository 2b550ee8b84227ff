import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { FormItem } from '@lendwell/contracts/constants';
import { ServerForm } from './server-form';

const salaryDay: FormItem = {
  code: 'salaryDay',
  title: 'Salary day',
  subtitle: 'Choose the day',
  cate: 'day',
  value: '',
  note: [],
  inputType: 'number',
  cardTypeMi: 0,
  channelNumber: null,
  required: true,
  minLength: 0,
  maxLength: 2,
  secret: false,
  masked: '',
};

describe('ServerForm pickers', () => {
  it('choose nothing when Confirm is pressed without turning the wheel (no silent day 1)', async () => {
    const onChange = vi.fn();
    render(<ServerForm items={[salaryDay]} values={{}} onChange={onChange} loadCities={async () => []} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salary day: Choose the day' }));
    fireEvent.click(await screen.findByText('Confirm'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a known value on the wheel', async () => {
    const onChange = vi.fn();
    render(
      <ServerForm items={[salaryDay]} values={{ salaryDay: '15' }} onChange={onChange} loadCities={async () => []} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salary day: Day 15' }));
    fireEvent.click(await screen.findByText('Confirm'));
    expect(onChange).toHaveBeenCalledWith('salaryDay', '15');
  });
});

describe("ServerForm and the lender's untranslated English (decision 132)", () => {
  it('marks an item the server says is English, so a screen reader switches voice', () => {
    render(
      <ServerForm
        items={[
          { ...salaryDay, lang: 'en' },
          { ...salaryDay, code: 'payDay', title: 'Araw ng sahod', subtitle: 'Pumili' },
        ]}
        values={{}}
        onChange={() => undefined}
        loadCities={async () => []}
      />,
    );
    expect(screen.getByText('Salary day').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Choose the day').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Araw ng sahod').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Pumili').hasAttribute('lang')).toBe(false);
  });
});
