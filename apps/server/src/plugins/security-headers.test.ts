import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { buildApp } from '../app';
import { Agent, createTestContext, recordingMailer, type TestContext } from '../../test/helpers';
import { insertUser, loginAgent } from '../../test/session-utils';
import { login } from '../../test/auth-kit';
import { PERMISSIONS_POLICY, staticSecurityHeaders } from './security-headers';

type TCookie = { name: string; value: string; secure?: boolean; path?: string; domain?: string; httpOnly?: boolean };
const cookiesOf = (res: LightMyRequestResponse) => res.cookies as TCookie[];

describe('on plain http', () => {
  let ctx: TestContext;
  let web: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext();
    // The same server with a (tiny) built web app, as in production.
    const dist = path.join(ctx.dataDir, 'web-dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    web = await buildApp({
      config: { ...ctx.config, webDist: dist },
      db: ctx.handle.db,
      mailer: recordingMailer(),
      logger: false,
    });
  });
  afterAll(async () => {
    await web.close();
    await ctx.close();
  });

  it('sends Permissions-Policy on every answer: API, errors, 404s and the static web app', async () => {
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
    for (const p of ['geolocation=()', 'microphone=()', 'payment=()', 'usb=()'])
      expect(PERMISSIONS_POLICY).toContain(p);
    const answers = [
      await web.inject({ url: apiPath('health.php') }),
      await web.inject({ url: apiPath('users/profile.php') }), // 401
      await web.inject({ method: 'POST', url: apiPath('auth/login.php'), payload: { email: 'x' } }), // 403 CSRF
      await web.inject({ method: 'POST', url: apiPath('logs/frontend-error.php'), payload: { nope: 1 } }), // 422
      await web.inject({ url: '/backend/api/nope.php' }), // 404 in the envelope
      await web.inject({ url: '/' }), // index.html
      await web.inject({ url: '/dashboard' }), // SPA fallback
      await web.inject({ url: '/assets/app-1a2b.js' }), // static file
      await web.inject({ method: 'POST', url: '/dashboard' }), // 404 for a non-GET
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 403, 422, 404, 200, 200, 200, 404]);
    for (const r of answers)
      expect(r.headers['permissions-policy'], `${r.statusCode} ${r.raw.req.url}`).toBe(PERMISSIONS_POLICY);
  });

  it('sends helmet’s headers on every answer, worked out once for the configuration', async () => {
    const expected = staticSecurityHeaders(ctx.config);
    expect(expected['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(expected).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    for (const url of [
      apiPath('health.php'),
      apiPath('users/profile.php'),
      '/backend/api/nope.php',
      '/',
      '/assets/app-1a2b.js',
    ]) {
      const res = await web.inject({ url });
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
    }
  });

  it('sends no HSTS', async () => {
    expect((await ctx.app.inject({ url: apiPath('health.php') })).headers['strict-transport-security']).toBeUndefined();
  });

  it('answers every request that carried a session with Cache-Control: no-store, errors included', async () => {
    const user = await insertUser(ctx, { email: 'cache@example.co.id', name: 'Cache' });
    const { agent } = await loginAgent(ctx, user.id);
    const answers = [
      await agent.get(apiPath('notifications/list.php')),
      await agent.get(apiPath('certificates/list.php')),
      await agent.post(apiPath('users/update-settings.php'), { theme_preference: 'dark' }),
      await agent.post(apiPath('users/update-settings.php'), { theme_preference: 'ungu' }), // 422
      await agent.get(apiPath('admin/users/list.php')), // 403
      await agent.get('/backend/api/nope.php'), // 404
      await agent.post(apiPath('auth/logout.php')), // the session ends with this very answer
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 422, 403, 404, 200]);
    for (const r of answers) expect(r.headers['cache-control'], `${r.statusCode} ${r.raw.req.url}`).toMatch(/no-store/);
  });

  it('a login answer (it sets the session cookie) is no-store too', async () => {
    await insertUser(ctx, { email: 'cache2@example.co.id', name: 'Cache 2' });
    const res = await login(new Agent(ctx.app), 'cache2@example.co.id');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('names the cookies without the __Host- prefix (it needs https)', async () => {
    const agent = new Agent(ctx.app);
    await agent.ensureCsrf();
    await insertUser(ctx, { email: 'plain@example.co.id', name: 'Plain' });
    await login(agent, 'plain@example.co.id');
    expect([...agent.cookies.keys()].sort()).toEqual(['bski_csrf', 'bski_session']);
  });
});

describe('with an https PUBLIC_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      config: { publicUrl: 'https://portal.example.id', secureCookies: true, smtpUrl: 'smtp://mail.example.id' },
    });
  });
  afterAll(async () => ctx.close());

  it('sends HSTS and Permissions-Policy', async () => {
    const res = await ctx.app.inject({ url: apiPath('health.php') });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('names the session and CSRF cookies __Host-…, with Secure, Path=/ and no Domain, and uses them', async () => {
    const agent = new Agent(ctx.app);
    const csrf = await agent.get(apiPath('auth/csrf-token.php'));
    await insertUser(ctx, { email: 'host@example.co.id', name: 'Host' });
    const res = await login(agent, 'host@example.co.id');
    expect(res.statusCode).toBe(200);
    const set = [...cookiesOf(csrf), ...cookiesOf(res)];
    expect(set.map((c) => c.name).sort()).toEqual(['__Host-bski_csrf', '__Host-bski_session']);
    for (const c of set) {
      expect(c).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(c.domain).toBeUndefined();
    }
    expect(String(res.headers['set-cookie'])).not.toMatch(/domain=/i);
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(200);
    expect((await agent.post(apiPath('users/update-settings.php'), { theme_preference: 'light' })).statusCode).toBe(
      200,
    );

    // The same values under the unprefixed names (a cookie a subdomain could plant) count for nothing.
    const planted = new Agent(ctx.app);
    for (const [name, value] of agent.cookies) planted.cookies.set(name.replace('__Host-', ''), value);
    expect((await planted.get(apiPath('users/profile.php'))).statusCode).toBe(401);

    const out = await agent.post(apiPath('auth/logout.php'));
    expect(cookiesOf(out).find((c) => c.name === '__Host-bski_session')?.value).toBe('');
  });
});
