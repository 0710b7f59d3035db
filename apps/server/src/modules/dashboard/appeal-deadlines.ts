import { ANSWER_WORKING_DAYS, APPEAL_WINDOW_WORKING_DAYS, addWorkingDays, wibDate } from '@portal/contract';
import type { Db } from '../../db/client';
import { holidaySet } from './holidays';

/**
 * The two deadlines of complaints and appeals in working days (docs/business-rules.md#working-days):
 * Monday to Friday WIB, less the national holidays and the collective-leave days of the calendar.
 * (Owned here with the calendar, docs/decisions/106.) They take the database itself, not a transaction: the calendar is cached per database.
 */
async function holidaysFrom(db: Db, from: Date): Promise<ReadonlySet<string>> {
  const year = Number(wibDate(from).slice(0, 4));
  // Two years cover 14 working days from any day of the first (the set is cached per year).
  return holidaySet(db, year, year + 1);
}

/** The last WIB day on which a decision taken at `decisionAt` may be appealed. */
export async function appealDeadline(db: Db, decisionAt: Date): Promise<string> {
  return addWorkingDays(decisionAt, APPEAL_WINDOW_WORKING_DAYS, await holidaysFrom(db, decisionAt));
}

/** The WIB day by which an appeal or complaint submitted at `submittedAt` is answered. */
export async function answerBy(db: Db, submittedAt: Date): Promise<string> {
  return addWorkingDays(submittedAt, ANSWER_WORKING_DAYS, await holidaysFrom(db, submittedAt));
}
