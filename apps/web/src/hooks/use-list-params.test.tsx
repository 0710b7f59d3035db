import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useListParams, type TListParams } from './use-list-params';

const FILTERS = { status: ['active', 'verified'], company_id: (v: string) => /^\d+$/.test(v) };
let current: TListParams<'status' | 'company_id'>;

function Probe() {
  current = useListParams({ filters: FILTERS });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="search" value={current.searchInput} onChange={(e) => current.setSearchInput(e.target.value)} />
      <p data-testid="search">{location.search}</p>
      <p data-testid="query">{JSON.stringify(current.query)}</p>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
const search = () => screen.getByTestId('search').textContent;
const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}');

describe('useListParams', () => {
  it('reads page, per_page, q and the allowed filters from the URL; ignores what is not allowed', () => {
    renderAt('/x?page=3&per_page=50&q=%20budi%20&status=verified&company_id=7&other=1');
    expect(query()).toEqual({ page: 3, per_page: 50, q: 'budi', status: 'verified', company_id: '7' });
    expect(current.filterQuery).toEqual({ q: 'budi', status: 'verified', company_id: '7' });
    expect(current.hasActiveFilters).toBe(true);
  });

  it('falls back to defaults for bad values', () => {
    renderAt('/x?page=-2&per_page=7&status=hacked&company_id=abc');
    expect(query()).toEqual({ page: 1, per_page: 20 });
    expect(current.hasActiveFilters).toBe(false);
  });

  it('a filter or page size change goes back to page 1; defaults stay out of the URL; other params are kept', () => {
    renderAt('/x?page=4&other=1');
    act(() => current.setFilter('status', 'active'));
    expect(search()).toBe('?other=1&status=active');
    act(() => current.setPage(2));
    expect(search()).toBe('?other=1&status=active&page=2');
    act(() => current.setPerPage(50));
    expect(search()).toBe('?other=1&status=active&per_page=50');
    act(() => current.setPerPage(20));
    expect(search()).toBe('?other=1&status=active');
    act(() => current.resetFilters());
    expect(search()).toBe('?other=1');
  });

  it('search is debounced, resets the page and replaces (not pushes) the history entry', async () => {
    const user = userEvent.setup();
    renderAt('/x?page=2');
    act(() => current.setPage(3));
    expect(search()).toBe('?page=3');
    await user.type(screen.getByLabelText('search'), 'ab');
    expect(search()).toBe('?page=3');
    await waitFor(() => expect(search()).toBe('?q=ab'), { timeout: SEARCH_DEBOUNCE_MS * 4 });
    expect(query()).toEqual({ page: 1, per_page: 20, q: 'ab' });
    // back goes to the entry before the search (page 2): the search replaced page 3
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(search()).toBe('?page=2');
    // and the box follows the URL
    expect(screen.getByLabelText('search')).toHaveValue('');
  });

  it('keeps typing that happened after the debounced value was applied', async () => {
    const user = userEvent.setup();
    renderAt('/x');
    await user.type(screen.getByLabelText('search'), 'abc');
    await waitFor(() => expect(search()).toBe('?q=abc'), { timeout: SEARCH_DEBOUNCE_MS * 4 });
    await user.type(screen.getByLabelText('search'), 'd');
    expect(screen.getByLabelText('search')).toHaveValue('abcd');
    await waitFor(() => expect(search()).toBe('?q=abcd'), { timeout: SEARCH_DEBOUNCE_MS * 4 });
  });

  it('a search still pending when the user follows a link does not take them back to the list', async () => {
    window.history.replaceState(null, '', '/admin/companies');
    render(
      <BrowserRouter>
        <Probe />
      </BrowserRouter>,
    );
    await userEvent.type(screen.getByLabelText('search'), 'sinar');
    // The link changed the address; the next page is still loading, so the list is still shown.
    window.history.pushState(null, '', '/admin/companies/3');
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 100));
    expect(window.location.pathname + window.location.search).toBe('/admin/companies/3');
    window.history.replaceState(null, '', '/');
  });
});
