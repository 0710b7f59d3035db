import { describe, expect, it } from 'vitest';
import { assessPassword, commonPasswordCount, passwordProblem } from './password-strength';

/** The one password check of the server and the web app (docs/decisions/098). */
describe('password strength', () => {
  it('keeps a common-password list of at least 10,000 entries', async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password', '12345678', 'qwertyuiop', 'PASSWORD', 'iloveyou', 'sayang123', 'indonesia'])(
    'refuses %s (common, or weak in the English or Indonesian dictionaries)',
    async (p) => {
      expect((await assessPassword(p)).acceptable).toBe(false);
      expect(await passwordProblem(p, 'user')).toBe('validation.passwordCommon');
    },
  );

  it('a common password scores 0 whatever the estimator says, and is flagged common', async () => {
    expect(await assessPassword('Qwertyuiop')).toMatchObject({ common: true, score: 0, acceptable: false });
  });

  it.each(['kopi-susu-hangat-pagi', 'Sertifikat-BSKI-Aman-99', 'rahasia-aman-1'])('accepts %s', async (p) => {
    expect((await assessPassword(p)).acceptable).toBe(true);
    expect(await passwordProblem(p, 'user')).toBeNull();
  });

  it('asks 8 characters of a company user and 12 of an administrator before anything else', async () => {
    expect(await passwordProblem('Kp9-zq!', 'user')).toBe('validation.passwordMin');
    expect(await passwordProblem('Kopi-Susu9', 'user')).toBeNull();
    expect(await passwordProblem('Kopi-Susu9', 'admin')).toBe('validation.passwordMinAdmin');
    expect(await passwordProblem('Kopi-Susu-Hangat-9', 'admin')).toBeNull();
  });
});
