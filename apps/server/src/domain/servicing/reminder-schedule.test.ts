import { describe, expect, it } from 'vitest';
import { checkReminderOffsets, describeOffset, reminderOffsetOn, stepOf } from './reminder-schedule.js';
import { checkTemplate, renderTemplate, SAMPLE_TEMPLATE_VALUES } from './message-template.js';

describe('reminder schedule', () => {
  const offsets = [-3, -1, 0, 1, 3, 7];
  it('finds the step due on a business date', () => {
    expect(reminderOffsetOn(offsets, '2026-04-06', '2026-04-03')).toBe(-3);
    expect(reminderOffsetOn(offsets, '2026-04-06', '2026-04-04')).toBeNull();
    expect(reminderOffsetOn(offsets, '2026-04-06', '2026-04-06')).toBe(0);
    expect(reminderOffsetOn(offsets, '2026-04-06', '2026-04-13')).toBe(7);
    expect(stepOf(-1)).toBe('before');
    expect(stepOf(0)).toBe('due');
    expect(stepOf(3)).toBe('after');
    expect(describeOffset(-1)).toBe('1 day before');
  });

  it('refuses schedules a person could not mean', () => {
    expect(checkReminderOffsets([])).toBe('choose at least one day');
    expect(checkReminderOffsets([1, 1])).toBe('each day may appear once');
    expect(checkReminderOffsets([-31])).toMatch(/between 30 days before/);
    expect(checkReminderOffsets(offsets)).toBeNull();
  });
});

describe('message templates', () => {
  it('fills the variables', () => {
    expect(renderTemplate('Hi {name}, {amountDue} on {dueDate}', SAMPLE_TEMPLATE_VALUES)).toBe(
      'Hi Maria, ₱5,606.67 on 2026-04-06',
    );
  });
  it('names an unknown variable or a stray brace', () => {
    expect(checkTemplate('Hi {nmae}, please pay')).toMatch(/^\{nmae\} is not a variable/);
    expect(checkTemplate('Hi {name, please pay')).toBe('a brace is not closed');
    expect(checkTemplate('short')).toBe('write at least 10 characters');
    expect(checkTemplate('Hi {name}, please pay {amountDue}')).toBeNull();
  });
});
