import { PER_PAGE_OPTIONS, type TListParams } from '@/hooks/use-list-params';
import { Pagination } from './pagination';

/** What a server-side list page hands its DataTable besides the rows (loading, error, filters). */
export interface TListTableState {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  skeletonRows: number;
  hasActiveFilters: boolean;
  onResetFilters: () => void;
}

type TListParamsLike = Pick<
  TListParams<string>,
  'page' | 'perPage' | 'setPage' | 'setPerPage' | 'hasActiveFilters' | 'resetFilters'
>;

interface TListQueryLike {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Skeleton rows shown on first load: the page size, capped so a long page does not jump. */
const SKELETON_ROWS_MAX = 10;

/** The table state of a list screen from its URL params (use-list-params) and its list query. */
export function listTableState(params: TListParamsLike, list: TListQueryLike): TListTableState {
  return {
    isLoading: list.isPending,
    isFetching: list.isFetching,
    isError: list.isError,
    onRetry: () => void list.refetch(),
    skeletonRows: Math.min(params.perPage, SKELETON_ROWS_MAX),
    hasActiveFilters: params.hasActiveFilters,
    onResetFilters: params.resetFilters,
  };
}

/** Paging of a list screen bound to its URL params, with the standard page sizes. */
export function ListPagination({ params, total }: { params: TListParamsLike; total: number | undefined }) {
  return (
    <Pagination
      page={params.page}
      perPage={params.perPage}
      total={total ?? 0}
      onPageChange={params.setPage}
      onPerPageChange={params.setPerPage}
      perPageOptions={PER_PAGE_OPTIONS}
    />
  );
}
