import { ORIGINAL_NAME_MAX_LENGTH } from '@portal/contract';

// C0/C1 controls and the bidi overrides that can disguise an extension ("gpj.exe").
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The uploaded file name, kept only as metadata (docs/business-rules.md#files: user file names never reach the file
 * system): path parts (`../`, `C:\…`) and control characters dropped, at most 200 characters.
 */
export function sanitizeOriginalName(raw: string | undefined | null, fallback = 'dokumen'): string {
  let name = (raw ?? '').replace(UNSAFE_CHARS, '');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(/\s+/g, ' ').trim();
  if (/^\.*$/.test(name)) name = fallback;
  if (name.length > ORIGINAL_NAME_MAX_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, ORIGINAL_NAME_MAX_LENGTH - ext.length) + ext;
  }
  return name;
}

/**
 * The name a download is saved under: the original base name with the extension of the real
 * content type (a PDF uploaded as `scan.jpg` downloads as `scan.pdf`), in two forms: an ASCII
 * `filename` of letters, digits, `_-.` (docs/business-rules.md#file-access) and an RFC 5987 `filename*` for the full name.
 */
export function downloadFileName(
  originalName: string,
  ext: string | null,
  fallback: string,
): { ascii: string; utf8: string } {
  const dot = originalName.lastIndexOf('.');
  const base = (dot > 0 ? originalName.slice(0, dot) : originalName).trim() || fallback;
  const utf8 = ext ? `${base}.${ext}` : base;
  let ascii = utf8
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '');
  if (!ascii || ascii === ext || ascii.startsWith(`.`)) ascii = ext ? `${fallback}.${ext}` : fallback;
  return { ascii: ascii.slice(0, 150), utf8 };
}

export function contentDisposition(kind: 'inline' | 'attachment', name: { ascii: string; utf8: string }): string {
  const encoded = encodeURIComponent(name.utf8).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${name.ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The name an administrator saves a company's document under: `<company>_<type>.<ext>`
 * (`PT_Maju_Jaya_ktp_pimpinan.jpg`), so a folder of downloads from many companies stays sorted
 * and readable (docs/business-rules.md#files). Spaces become `_`; characters a file system or the
 * web app's name filter would refuse are dropped; the ASCII form transliterates the rest.
 */
export function companyDocumentFileName(
  companyName: string,
  documentType: string,
  ext: string | null,
): { ascii: string; utf8: string } {
  const company =
    companyName
      .replace(UNSAFE_CHARS, '')
      .replace(/[/\\:*?"<>|;,'()[\]{}]+/g, '')
      .trim()
      .replace(/\s+/g, '_')
      .slice(0, 100) || 'perusahaan';
  const base = `${company}_${documentType}`;
  const utf8 = ext ? `${base}.${ext}` : base;
  const ascii = utf8
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_.-]+/g, '')
    .replace(/_+/g, '_')
    .replace(/^[._-]+/, '');
  return { ascii: (ascii || (ext ? `dokumen_${documentType}.${ext}` : `dokumen_${documentType}`)).slice(0, 150), utf8 };
}
