import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createChangeSignal } from './change-signal';

describe('createChangeSignal', () => {
  it('invalidates every followed key (a prefix) and no other', async () => {
    const qc = new QueryClient();
    for (const key of [['a', 'list'], ['a', 'detail', 1], ['b'], ['c']]) qc.setQueryData(key, 1);
    const signal = createChangeSignal();
    signal.follow(['a'], ['b']);
    signal.follow(['a']); // a module evaluated again (hot reload) adds nothing
    await signal.changed(qc);
    const stale = (key: unknown[]) => qc.getQueryState(key)?.isInvalidated;
    expect([stale(['a', 'list']), stale(['a', 'detail', 1]), stale(['b']), stale(['c'])]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('with no follower, does nothing', async () => {
    await expect(createChangeSignal().changed(new QueryClient())).resolves.toEqual([]);
  });
});
