import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarDeleteRequest, TCalendarSaveRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { adminDashboardKeys } from './stats';

const calendarKeys = {
  all: ['admin', 'calendar'] as const,
  year: (year: number) => ['admin', 'calendar', year] as const,
};

/** GET admin/calendar/list.php?year=: the year's national holidays and collective-leave days. */
export const useCalendar = (year: number) =>
  useQuery({
    queryKey: calendarKeys.year(year),
    queryFn: ({ signal }) => apiGet('admin/calendar/list.php', { signal, noCache: true, query: { year } }),
  });

/** Both change every SLA the dashboard shows, so its stats are refetched too. */
function useInvalidateCalendar() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: calendarKeys.all }),
      qc.invalidateQueries({ queryKey: adminDashboardKeys.all }),
    ]);
}

/** POST admin/calendar/save.php */
export function useSaveLeaveDay() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: (body: TCalendarSaveRequest) => apiPost('admin/calendar/save.php', body),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** POST admin/calendar/delete.php */
export function useDeleteLeaveDay() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: (body: TCalendarDeleteRequest) => apiPost('admin/calendar/delete.php', body),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}
