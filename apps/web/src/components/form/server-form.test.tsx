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
