import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ZWaitingAge } from '@portal/contract';

/** "3 hari kerja", "5 jam" or "kurang dari 1 jam": the oldest item's wait as the server counted it. */
export function ageText(age: z.infer<typeof ZWaitingAge>, t: TFunction): string {
  if (age.unit === 'working_days') return t('queues.age.days', { count: age.value });
  return age.value < 1 ? t('queues.age.underHour') : t('queues.age.hours', { count: age.value });
}
