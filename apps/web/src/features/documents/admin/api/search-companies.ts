import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** How many companies the picker offers at once. */
export const COMPANY_PICKER_SIZE = 10;

/** The company picker's choices: admin/companies/list.php with `q` (name, NPWP, NIB, leader, phone), by name. */
export const useCompanySearch = (term: string) =>
  useQuery({
    queryKey: ['admin-documents', 'company-picker', term],
    queryFn: ({ signal }) =>
      apiGet('admin/companies/list.php', {
        query: { q: term, per_page: COMPANY_PICKER_SIZE, sort: 'name' },
        signal,
        noCache: true,
      }),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
