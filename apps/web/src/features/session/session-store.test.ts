import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { makeProfile, UNVERIFIED_PROFILE, VERIFIED_PROFILE, certificateList } from '@/app/testing/fixtures';
import { mockApi, unauthenticated, type TMockReply } from '@/app/testing/mock-api';
import { onSessionEnded } from '@/lib/session-events';
import { createSessionStore } from './session-store';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

afterEach(() => vi.unstubAllGlobals());

const certificates = (total: number): TMockReply => ({ data: certificateList(total) });

describe('session store', () => {
  it('the first check is asked once, however often it is started; a 401 is the anonymous state', async () => {
    const api = mockApi({ [apiPath('users/profile.php')]: unauthenticated });
    const store = createSessionStore();
    expect(store.getSnapshot().profile).toBeUndefined();
    const [a, b] = await Promise.all([store.load(), store.load()]);
    expect(a).toBeNull();
    expect(b).toBeNull();
    await store.load();
    expect(api.callsTo(apiPath('users/profile.php'))).toHaveLength(1);
    expect(store.getSnapshot().profile).toBeNull();
  });

  it('refresh asks again and tells its subscribers; a failure signs out and is thrown', async () => {
    let reply: TMockReply = unauthenticated;
    const api = mockApi({ [apiPath('users/profile.php')]: () => reply });
    const store = createSessionStore();
    const seen = vi.fn();
    store.subscribe(seen);
    await store.load();
    reply = { data: UNVERIFIED_PROFILE() };
    expect((await store.refresh())?.user.email).toBe('budi@contoh.co.id');
    expect(store.getSnapshot().profile?.user.email).toBe('budi@contoh.co.id');
    expect(seen).toHaveBeenCalled();
    reply = { status: 500, error: { code: 'INTERNAL' } };
    await expect(store.refresh()).rejects.toMatchObject({ status: 500 });
    expect(store.getSnapshot().profile).toBeNull();
    expect(api.callsTo(apiPath('users/profile.php'))).toHaveLength(3);
  });

  it('only the newest answer counts: a logout overtakes a check still under way', async () => {
    let release: (r: TMockReply) => void = () => undefined;
    mockApi({ [apiPath('users/profile.php')]: () => new Promise<TMockReply>((r) => (release = r)) });
    const store = createSessionStore();
    const pending = store.load();
    store.clear();
    release({ data: UNVERIFIED_PROFILE() });
    await pending;
    expect(store.getSnapshot().profile).toBeNull();
  });

  it('asks for certificates only for verified documents, and again at each refresh', async () => {
    let profile = UNVERIFIED_PROFILE();
    const api = mockApi({
      [apiPath('users/profile.php')]: () => ({ data: profile }),
      [apiPath('certificates/list.php')]: certificates(2),
    });
    const store = createSessionStore();
    await store.load();
    expect(api.callsTo(apiPath('certificates/list.php'))).toHaveLength(0);
    expect(store.getSnapshot().hasActiveCertificate).toBe(false);
    profile = VERIFIED_PROFILE();
    await store.refresh();
    await vi.waitFor(() => expect(store.getSnapshot().hasActiveCertificate).toBe(true));
    await store.refresh();
    await vi.waitFor(() => expect(api.callsTo(apiPath('certificates/list.php'))).toHaveLength(2));
  });

  it('a failed certificate check means none, quietly', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('certificates/list.php')]: { status: 500, error: { code: 'INTERNAL' } },
    });
    const store = createSessionStore();
    await store.load();
    await new Promise((r) => setTimeout(r, 20));
    expect(store.getSnapshot().hasActiveCertificate).toBe(false);
  });

  it('update applies a confirmed change to the profile, and only to a signed-in one', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
    const store = createSessionStore();
    store.update((p) => ({ ...p, user: { ...p.user, theme_preference: 'dark' } }));
    expect(store.getSnapshot().profile).toBeUndefined();
    await store.load();
    store.update((p) => ({ ...p, user: { ...p.user, theme_preference: 'dark' } }));
    expect(store.getSnapshot().profile?.user.theme_preference).toBe('dark');
  });

  it('the cached answers of a user go when they log out, or when another user signs in after them', async () => {
    let profile = UNVERIFIED_PROFILE();
    mockApi({ [apiPath('users/profile.php')]: () => ({ data: profile }) });
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const store = createSessionStore();
    await store.load();
    await store.refresh();
    expect(ended).not.toHaveBeenCalled();
    profile = makeProfile({ uuid: 'another-user', email: 'lain@contoh.co.id' });
    await store.refresh();
    expect(ended).toHaveBeenCalledTimes(1);
    store.clear();
    expect(ended).toHaveBeenCalledTimes(2);
    stop();
  });
});
