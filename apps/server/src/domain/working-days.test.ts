import { describe, expect, it } from 'vitest';
import { complaintDeadline } from './complaint-deadline.js';
import { addWorkingDays, easterSunday, isWorkingDay, philippineHolidays, workingDaysBetween } from './working-days.js';

describe('Philippine working days', () => {
  it('finds Easter and Holy Week', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    const h = philippineHolidays(2026);
    expect(h.has('2026-04-02')).toBe(true); // Maundy Thursday
    expect(h.has('2026-04-03')).toBe(true); // Good Friday
    expect(h.has('2026-08-31')).toBe(true); // National Heroes Day, last Monday of August
  });

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true); // Monday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-30')).toBe(false); // Bonifacio Day
    expect(addWorkingDays('2026-11-20', 3)).toBe('2026-11-25'); // Friday → Wednesday
    expect(addWorkingDays('2026-11-26', 3)).toBe('2026-12-02'); // over a weekend and Bonifacio Day
    expect(addWorkingDays('2026-12-23', 3)).toBe('2027-01-04'); // Christmas to New Year
    expect(addWorkingDays('2026-03-31', 3)).toBe('2026-04-07'); // over Holy Week
    expect(workingDaysBetween('2026-11-20', '2026-11-25')).toBe(3);
    expect(workingDaysBetween('2026-11-25', '2026-11-20')).toBe(0);
    expect(() => addWorkingDays('2026-11-20', 0)).toThrow(RangeError);
  });
});

describe('complaint deadline', () => {
  it('is three working days from filing; open past it is overdue', () => {
    const filedOn = '2026-11-20';
    expect(complaintDeadline({ filedOn, answeredOn: null, today: '2026-11-25' })).toEqual({
      dueOn: '2026-11-25',
      overdue: false,
      daysOverdue: 0,
      answeredLate: false,
    });
    expect(complaintDeadline({ filedOn, answeredOn: null, today: '2026-11-27' })).toMatchObject({
      overdue: true,
      daysOverdue: 2,
    });
  });

  it('an answered complaint is never overdue, but may have been answered late', () => {
    expect(complaintDeadline({ filedOn: '2026-11-20', answeredOn: '2026-11-26', today: '2026-12-10' })).toEqual({
      dueOn: '2026-11-25',
      overdue: false,
      daysOverdue: 0,
      answeredLate: true,
    });
  });
});
