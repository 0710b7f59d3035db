import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, workingMsBetween, ZCalendarListResponse } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import type { Actor } from '../../../test/actors';
import { holidaySet, nationalHolidays, slaCutoff } from '.';

let ctx: TestContext;
let admin: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date('2026-05-20T03:00:00Z') });
  admin = await adminActor(ctx);
});
afterAll(async () => ctx.close());

describe('national holidays (date-holidays, Indonesia)', () => {
  it('lists the fixed and the lunar public holidays of a year as WIB dates', () => {
    const days = nationalHolidays(2026);
    const dates = days.map((d) => d.date);
    expect(dates).toContain('2026-08-17'); // Hari Kemerdekaan
    expect(dates).toContain('2026-12-25');
    expect(dates).toContain('2026-05-14'); // Kenaikan Yesus Kristus
    expect(dates).toContain('2026-03-20'); // Idul Fitri, a day that starts at the previous sunset
    expect(dates).toEqual([...dates].sort());
    expect(days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.date) && d.name.length > 0)).toBe(true);
  });

  it('names each holiday once and rightly: 27 Rajab is Isra Mikraj, not a second Maulid Nabi', () => {
    const y2027 = nationalHolidays(2027);
    expect(y2027.filter((d) => d.name === 'Maulid Nabi Muhammad').map((d) => d.date)).toEqual(['2027-08-14']);
    expect(y2027.filter((d) => d.name === 'Isra Mikraj Nabi Muhammad').map((d) => d.date)).toEqual([
      '2027-01-05',
      '2027-12-25',
    ]);
    expect(nationalHolidays(2026).find((d) => d.date === '2026-01-16')?.name).toBe('Isra Mikraj Nabi Muhammad');
  });
});

describe('slaCutoff', () => {
  const holidays = new Set(['2026-05-14', '2026-05-15']);
  it.each([
    ['2026-05-20T03:00:00Z', 1],
    ['2026-05-20T03:00:00Z', 3],
    ['2026-05-20T03:00:00Z', 5],
    ['2026-05-18T01:00:00Z', 3], // Monday morning WIB: the weekend and the holidays before it count nothing
    ['2026-05-16T05:00:00Z', 1], // a Saturday
  ])('from %s, %i working days back, is the instant workingMsBetween measures as exactly that', (now, days) => {
    const at = new Date(now);
    const cutoff = slaCutoff(at, days, holidays);
    expect(workingMsBetween(cutoff, at, holidays)).toBe(days * 86_400_000);
    expect(workingMsBetween(new Date(cutoff.getTime() + 60_000), at, holidays)).toBeLessThan(days * 86_400_000);
  });

  it('skips the holidays it is given', () => {
    const now = new Date('2026-05-18T03:00:00Z'); // Monday 10:00 WIB
    // Without holidays one working day back is Friday 10:00; with Thursday and Friday off it is Wednesday 10:00.
    expect(slaCutoff(now, 1, new Set()).toISOString()).toBe('2026-05-15T03:00:00.000Z');
    expect(slaCutoff(now, 1, holidays).toISOString()).toBe('2026-05-13T03:00:00.000Z');
  });
});

describe('admin/calendar/*.php', () => {
  it('answers 401 without a session and 403 to a company', async () => {
    const anon = new Agent(ctx.app);
    expect((await anon.get(apiPath('admin/calendar/list.php'))).statusCode).toBe(401);
    expect(
      (await anon.post(apiPath('admin/calendar/save.php'), { date: '2026-12-24', note: 'Cuti bersama Natal' }))
        .statusCode,
    ).toBe(401);
    expect((await anon.post(apiPath('admin/calendar/delete.php'), { date: '2026-12-24' })).statusCode).toBe(401);
    const company = await verifiedCompany(ctx);
    expect((await company.agent.get(apiPath('admin/calendar/list.php'))).json().code).toBe('FORBIDDEN');
    expect(
      (await company.agent.post(apiPath('admin/calendar/save.php'), { date: '2026-12-24', note: 'x' })).json().code,
    ).toBe('FORBIDDEN');
    expect((await company.agent.post(apiPath('admin/calendar/delete.php'), { date: '2026-12-24' })).json().code).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses bad input with 422 and the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [apiPath('admin/calendar/save.php'), { date: '2026-02-30', note: 'x' }, 'date'],
      [apiPath('admin/calendar/save.php'), { date: 'besok', note: 'x' }, 'date'],
      [apiPath('admin/calendar/save.php'), { date: '2026-12-24', note: '   ' }, 'note'],
      [apiPath('admin/calendar/save.php'), { date: '2026-12-24', note: 'x'.repeat(201) }, 'note'],
      [apiPath('admin/calendar/save.php'), { date: '2026-12-24', note: 'x', extra: 1 }, 'extra'],
      [apiPath('admin/calendar/delete.php'), {}, 'date'],
    ];
    for (const [url, body, field] of cases) {
      const res = await admin.agent.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    for (const year of ['abc', '1999', '2101', '2026.5']) {
      const res = await admin.agent.get(`${apiPath('admin/calendar/list.php')}?year=${year}`);
      expect(res.statusCode, year).toBe(422);
      expect(res.json().errors.year).toBeDefined();
    }
  });

  it('refuses a change without the CSRF token', async () => {
    expect(
      (
        await admin.agent.post(apiPath('admin/calendar/save.php'), { date: '2026-12-24', note: 'x' }, { csrf: false })
      ).json().code,
    ).toBe('CSRF_INVALID');
    expect(
      (await admin.agent.post(apiPath('admin/calendar/delete.php'), { date: '2026-12-24' }, { csrf: false })).json()
        .code,
    ).toBe('CSRF_INVALID');
    const list = ZCalendarListResponse.parse(
      (await admin.agent.get(`${apiPath('admin/calendar/list.php')}?year=2026`)).json().data,
    );
    expect(list.collective_leave_days).toEqual([]);
  });

  it('adds, lists, renames and removes a collective-leave day, and the holiday set follows at once', async () => {
    const db = ctx.app.deps.db;
    const before = await holidaySet(db, 2026, 2026);
    expect(before.has('2026-12-24')).toBe(false);
    expect(before.has('2026-12-25')).toBe(true); // national

    const saved = await admin.agent.post(apiPath('admin/calendar/save.php'), {
      date: '2026-12-24',
      note: 'Cuti bersama Natal',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ date: '2026-12-24', note: 'Cuti bersama Natal' });
    expect((await holidaySet(db, 2026, 2026)).has('2026-12-24')).toBe(true);

    // The same date again changes the note, not a second row.
    await admin.agent.post(apiPath('admin/calendar/save.php'), { date: '2026-12-24', note: 'Cuti bersama Hari Natal' });
    const list = ZCalendarListResponse.parse(
      (await admin.agent.get(`${apiPath('admin/calendar/list.php')}?year=2026`)).json().data,
    );
    expect(list.year).toBe(2026);
    expect(list.collective_leave_days.map((d) => [d.date, d.note])).toEqual([
      ['2026-12-24', 'Cuti bersama Hari Natal'],
    ]);
    expect(list.national_holidays.find((h) => h.date === '2026-08-17')?.name).toMatch(/Kemerdekaan/);
    // Another year lists its own holidays and none of this year's leave.
    const other = ZCalendarListResponse.parse(
      (await admin.agent.get(`${apiPath('admin/calendar/list.php')}?year=2027`)).json().data,
    );
    expect(other.collective_leave_days).toEqual([]);
    expect(other.national_holidays.some((h) => h.date === '2027-08-17')).toBe(true);
    // Without a year: the current WIB year of the server's clock.
    expect((await admin.agent.get(apiPath('admin/calendar/list.php'))).json().data.year).toBe(2026);

    const deleted = await admin.agent.post(apiPath('admin/calendar/delete.php'), { date: '2026-12-24' });
    expect(deleted.statusCode).toBe(200);
    expect((await holidaySet(db, 2026, 2026)).has('2026-12-24')).toBe(false);
    const again = await admin.agent.post(apiPath('admin/calendar/delete.php'), { date: '2026-12-24' });
    expect(again.statusCode).toBe(404);
  });
});
