import { describe, expect, it } from 'vitest';
import { escapeHtml, mailSubject, renderMail, renderMailText } from './mail-layout';

describe('the one mail layout (docs/decisions/097)', () => {
  it('lays out heading, Indonesian part, button, English part and footer, in that order', () => {
    const html = renderMail({
      subject: 'Subjek',
      paragraphs: ['Halo Budi,', { code: '123456' }, 'Baris satu\nbaris dua'],
      action: { href: 'https://p.id/a?x=1&y=2', label: 'Buka', showUrl: true },
      english: ['Hello Budi.'],
    });
    expect(html).toBe(`<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>Subjek</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:18px;margin:0 0 16px">PORTAL BSKI</h1>
<p style="white-space:pre-line">Halo Budi,</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">123456</p>
<p style="white-space:pre-line">Baris satu
baris dua</p>
<p><a href="https://p.id/a?x=1&amp;y=2" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Buka</a></p>
<p style="font-size:12px;word-break:break-all">https://p.id/a?x=1&amp;y=2</p>
<hr>
<p style="white-space:pre-line;color:#4b5563">Hello Budi.</p>
<p style="font-size:12px;color:#6b7280;margin-top:24px">Email ini dikirim otomatis, mohon tidak membalas. / This e-mail was sent automatically, please do not reply.</p>
</div></body></html>`);
  });

  it('escapes every text it is given, including the subject, the link and the code', () => {
    const evil = '<script>alert(1)</script> & "x" \'y\'';
    const html = renderMail({
      subject: evil,
      paragraphs: [evil, { code: evil }],
      action: { href: `https://p.id/"><script>`, label: evil },
      english: [evil],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://p.id/&quot;&gt;&lt;script&gt;"');
    expect(escapeHtml(evil)).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; &#39;y&#39;');
  });

  it('leaves out the button and the English part when a mail has none', () => {
    const html = renderMail({ subject: 's', paragraphs: ['p'] });
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<hr>');
  });

  it('writes the shared plain-text shape and the subject with the portal name', () => {
    expect(renderMailText(['Halo Budi,', 'Isi.'], ['Hello Budi, text.'], 'https://p.id/x')).toBe(
      'Halo Budi,\nIsi.\nBuka: https://p.id/x\n\n---\nHello Budi, text.\nOpen: https://p.id/x',
    );
    expect(mailSubject('Registrasi PT A disetujui')).toBe('Registrasi PT A disetujui - PORTAL BSKI');
  });
});
