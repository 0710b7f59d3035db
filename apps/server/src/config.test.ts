import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config';

const base = { DATA_DIR: '/tmp/portal-config-test', LOG_LEVEL: 'silent' };
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (e) {
    return e as Error;
  }
  return null;
};

describe('TRUST_PROXY', () => {
  it('is off by default and for false, empty or 0', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    for (const v of ['false', 'FALSE', '', ' ', '0']) expect(parseTrustProxy(v), v).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
  });

  it('takes a comma-separated list of addresses and CIDR ranges', () => {
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1 ,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (trust every hop), naming the variable', () => {
    const err = refusal({ TRUST_PROXY: 'true' });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err?.message).toMatch(/^TRUST_PROXY: /);
    expect(err?.message).toMatch(/hop|address/);
  });

  it('refuses anything that is not an address, a range or a count', () => {
    for (const v of ['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', 'proxy.example.com', '10.0.0.1/8/2', '1.5', '11']) {
      expect(() => parseTrustProxy(v), v).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('RATE_LIMITS', () => {
  it('keeps the production limits unless told otherwise', () => {
    expect(loadConfig(base).rateLimits.register_ip).toEqual({ max: 10, windowS: 3600 });
  });
  it('raises a named limit and keeps the rest', () => {
    const limits = loadConfig({ ...base, RATE_LIMITS: '{"register_ip":{"max":1000}}' }).rateLimits;
    expect(limits.register_ip).toEqual({ max: 1000, windowS: 3600 });
    expect(limits.login_ip).toEqual(loadConfig(base).rateLimits.login_ip);
  });
  it('refuses malformed JSON, unknown names and non-positive values, naming the variable', () => {
    for (const bad of ['{', '{"nope":{"max":1}}', '{"register_ip":{"max":0}}', '{"register_ip":{"max":"9"}}']) {
      const e = refusal({ RATE_LIMITS: bad });
      expect(e, bad).toBeInstanceOf(ConfigError);
      expect(e?.message, bad).toContain('RATE_LIMITS');
    }
  });
});

describe('deployment checks at start', () => {
  it('an https PUBLIC_URL without SMTP_URL refuses to start, naming SMTP_URL', () => {
    const err = refusal({ PUBLIC_URL: 'https://portal.example.id' });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err?.message).toContain('SMTP_URL');
    const ok = loadConfig({
      ...base,
      PUBLIC_URL: 'https://portal.example.id',
      SMTP_URL: 'smtps://u:p@mail.example.id:465',
    });
    expect(ok.secureCookies).toBe(true);
    // Plain http (a developer's machine) keeps the outbox.
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://localhost:8080' }).smtpUrl).toBeUndefined();
  });

  it('an ADMIN_PASSWORD under 12 characters refuses to start, naming ADMIN_PASSWORD', () => {
    const err = refusal({ ADMIN_PASSWORD: 'sebelas-chr' });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err?.message).toMatch(/^ADMIN_PASSWORD: .*12/);
    expect(loadConfig({ ...base, ADMIN_PASSWORD: 'dua-belas-ch' }).adminPassword).toBe('dua-belas-ch');
  });

  it('a SECRET_KEY shorter than 32 characters refuses to start, naming SECRET_KEY', () => {
    expect(refusal({ SECRET_KEY: 'short' })?.message).toMatch(/^SECRET_KEY: /);
    const key = 'k'.repeat(32);
    expect(loadConfig({ ...base, SECRET_KEY: key }).secretKey).toBe(key);
    expect(loadConfig(base).secretKey).toBeUndefined();
  });
});

describe('CLOCK_OFFSET_DAYS', () => {
  it('is 0 unless set; takes whole days, forwards or back', () => {
    expect(loadConfig(base).clockOffsetDays).toBe(0);
    expect(loadConfig({ ...base, CLOCK_OFFSET_DAYS: '1000' }).clockOffsetDays).toBe(1000);
    expect(loadConfig({ ...base, CLOCK_OFFSET_DAYS: '-30' }).clockOffsetDays).toBe(-30);
  });

  it('refuses fractions and words, naming the variable', () => {
    for (const bad of ['1.5', 'soon', '99999999'])
      expect(refusal({ CLOCK_OFFSET_DAYS: bad })?.message).toMatch(/^CLOCK_OFFSET_DAYS: /);
  });

  it('is refused on a deployment (https PUBLIC_URL)', () => {
    const deployment = { PUBLIC_URL: 'https://portal.example.id', SMTP_URL: 'smtps://u:p@mail.example.id:465' };
    expect(refusal({ ...deployment, CLOCK_OFFSET_DAYS: '10' })?.message).toMatch(/^CLOCK_OFFSET_DAYS: .*https/);
    expect(loadConfig({ ...base, ...deployment, CLOCK_OFFSET_DAYS: '0' }).clockOffsetDays).toBe(0);
  });
});

describe('STORAGE_URL', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };
  it('is the local folder DATA_DIR/files unless set, or for local; file:// names another folder', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local', root: '/tmp/portal-config-test/files' });
    expect(loadConfig({ ...base, STORAGE_URL: 'local' }).storage).toEqual(loadConfig(base).storage);
    expect(loadConfig({ ...base, STORAGE_URL: 'file:///srv/portal/files' }).storage).toEqual({
      kind: 'local',
      root: '/srv/portal/files',
    });
  });

  it('takes an S3-compatible store with its endpoint, region, path style and keys', () => {
    const url = 's3://portal-files?endpoint=http://127.0.0.1:9000&region=ap-southeast-3&force_path_style=true';
    expect(loadConfig({ ...base, ...keys, STORAGE_URL: url }).storage).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-southeast-3',
      forcePathStyle: true,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
    });
    // AWS itself: no endpoint, virtual-host style, a prefix inside a shared bucket.
    expect(loadConfig({ ...base, ...keys, STORAGE_URL: 's3://shared-bucket/portal' }).storage).toMatchObject({
      bucket: 'shared-bucket',
      prefix: 'portal/',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('refuses keys in the URL, a missing key, unknown parameters and other schemes, naming the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ STORAGE_URL: 's3://a:b@bucket-x' }, 'STORAGE_URL'],
      [{ STORAGE_URL: 's3://bucket-x', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
      [{ STORAGE_URL: 's3://bucket-x' }, 'S3_ACCESS_KEY_ID'],
      [{ ...keys, STORAGE_URL: 's3://bucket-x?endpont=http://x' }, 'STORAGE_URL'],
      [{ ...keys, STORAGE_URL: 's3://bucket-x?force_path_style=yes' }, 'STORAGE_URL'],
      [{ ...keys, STORAGE_URL: 's3://Bad_Bucket' }, 'STORAGE_URL'],
      [{ ...keys, STORAGE_URL: 'gs://bucket-x' }, 'STORAGE_URL'],
      [{ ...keys, STORAGE_URL: 'not a url' }, 'STORAGE_URL'],
    ];
    for (const [env, variable] of cases) {
      const err = refusal(env);
      expect(err, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).variable, JSON.stringify(env)).toBe(variable);
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is off unless set, and refused when short', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a'.repeat(24) }).metricsToken).toBe('a'.repeat(24));
    expect(refusal({ METRICS_TOKEN: 'short' })).toBeInstanceOf(ConfigError);
  });
});
