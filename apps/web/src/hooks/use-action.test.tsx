import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useAction } from './use-action';
// The catalogue loads on the first failure; imported here so that takes no time.
import '@/lib/errors';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(() => vi.mocked(toast).mockClear());

const deferred = <T,>() => {
  let resolve: (v: T) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('useAction', () => {
  it('is pending until the call and its onSuccess are done, then holds the answer', async () => {
    const call = deferred<string>();
    const after = deferred<void>();
    const { result } = renderHook(() =>
      useAction((n: number) => call.promise.then((v) => `${v}-${n}`), { onSuccess: () => after.promise }),
    );
    let done: Promise<string> = Promise.resolve('');
    act(() => {
      done = result.current.mutateAsync(1);
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => call.resolve('ok'));
    expect(result.current.isPending).toBe(true);
    await act(async () => after.resolve());
    await expect(done).resolves.toBe('ok-1');
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, data: 'ok-1' });
  });

  it('a failure is thrown by mutateAsync, given to onError, and toasted by the catalogue', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() =>
      useAction(() => Promise.reject(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' })), { onError }),
    );
    await act(async () => {
      await expect(result.current.mutateAsync(undefined)).rejects.toMatchObject({ code: 'INTERNAL' });
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'INTERNAL' }), undefined);
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false });
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
  });

  it('silent: the page reports the failure itself; mutate never throws', async () => {
    const { result } = renderHook(() =>
      useAction(() => Promise.reject(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' })), {
        meta: { silent: true },
      }),
    );
    await act(async () => result.current.mutate(undefined));
    await new Promise((r) => setTimeout(r, 20));
    expect(toast).not.toHaveBeenCalled();
  });
});
