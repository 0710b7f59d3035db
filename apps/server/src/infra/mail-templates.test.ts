import { describe, expect, it } from 'vitest';
import { otpMail, resetPasswordMail } from './mail-templates';

describe('identity mail templates', () => {
  it('OTP mail: Indonesian first, the code in text and HTML, the verify link, the code passed for the outbox log', () => {
    const m = otpMail({
      to: 'a@b.id',
      name: 'Budi',
      otp: '042917',
      verifyUrl: 'https://portal.example.id/verify-otp/u-1',
    });
    expect(m).toMatchObject({ to: 'a@b.id', otp: '042917' });
    expect(m.subject).not.toContain('042917'); // previews on a locked phone do not show the code
    expect(m.text.indexOf('Halo Budi')).toBeLessThan(m.text.indexOf('Hello Budi'));
    expect(m.text).toContain('042917');
    expect(m.text).toContain('berlaku 10 menit');
    expect(m.text).toContain('https://portal.example.id/verify-otp/u-1');
    expect(m.html).toContain('042917');
    expect(m.html).toContain('href="https://portal.example.id/verify-otp/u-1"');
  });

  it('reset mail: the link in text and HTML, 60 minutes, no OTP field', () => {
    const m = resetPasswordMail({
      to: 'a@b.id',
      name: 'Budi',
      resetUrl: 'https://portal.example.id/reset-password/tok_123',
    });
    expect(m.otp).toBeUndefined();
    expect(m.text).toContain('https://portal.example.id/reset-password/tok_123');
    expect(m.text).toContain('60 menit');
    expect(m.html).toContain('href="https://portal.example.id/reset-password/tok_123"');
  });

  it('escapes user-supplied text in the HTML part', () => {
    const m = otpMail({
      to: 'a@b.id',
      name: '<script>alert(1)</script> & "x"',
      otp: '123456',
      verifyUrl: 'https://p.id/v',
    });
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
  });
});
