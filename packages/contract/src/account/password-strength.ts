import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '../limits';
import { V } from '../common/fields';

/**
 * The one check of a new password's strength (docs/decisions/098), used by the server (register,
 * reset, change, invitations) and by the web app's strength hint, so both say the same.
 *
 * A password is refused when, lower-cased, it is in the common-password list of
 * `@zxcvbn-ts/language-common` (about 49,000 entries from leaked-password lists), or when the
 * zxcvbn estimator with the common, English and Indonesian dictionaries scores it below
 * PASSWORD_MIN_SCORE (2 or less of 4). Everything runs offline. The dictionaries are several
 * hundred kilobytes: they are imported on first use only, so no page pays for them before someone
 * types a new password (and the server not before the first one arrives).
 */

export interface TPasswordAssessment {
  /** 0 (guessed at once) … 4 (very hard to guess), zxcvbn's scale. */
  score: 0 | 1 | 2 | 3 | 4;
  /** In the common-password list (lower-cased). */
  common: boolean;
  /** Neither common nor weak: what the server accepts (the length rule aside). */
  acceptable: boolean;
}

type TChecker = (password: string) => { score: TPasswordAssessment['score'] };
interface TLoaded {
  check: TChecker;
  common: ReadonlySet<string>;
}

let loading: Promise<TLoaded> | null = null;

/** Loads the estimator and its dictionaries once (dynamic imports: their own chunk on the web). */
function load(): Promise<TLoaded> {
  loading ??= (async () => {
    const [core, common, en, id] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-id'),
    ]);
    const factory = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...id.dictionary },
      graphs: common.adjacencyGraphs,
    });
    return {
      check: (password) => factory.check(password),
      common: new Set(common.dictionary['passwords-common'].map((p) => p.toLowerCase())),
    };
  })();
  loading.catch(() => {
    loading = null; // a failed chunk load may be retried
  });
  return loading;
}

/** Starts loading the dictionaries (the web app calls it on the first keystroke). */
export function preloadPasswordStrength(): void {
  void load().catch(() => undefined);
}

/** How many entries the common-password list holds (a test keeps it at 10,000 or more). */
export async function commonPasswordCount(): Promise<number> {
  return (await load()).common.size;
}

// zxcvbn's cost grows with the length; nothing that long is weak, and it is capped at 128 anyway.
const ASSESSED_CHARS = 100;

export async function assessPassword(password: string): Promise<TPasswordAssessment> {
  const { check, common } = await load();
  const isCommon = common.has(password.toLowerCase());
  const { score } = check(password.slice(0, ASSESSED_CHARS));
  const finalScore = isCommon ? 0 : score;
  return { score: finalScore, common: isCommon, acceptable: !isCommon && finalScore >= PASSWORD_MIN_SCORE };
}

/**
 * The validation message key for a new password, or null when it is accepted: too short for the
 * role (8, administrators 12), then common or weak. Used by the server for its 422 on `password`.
 */
export async function passwordProblem(password: string, role: 'admin' | 'user'): Promise<string | null> {
  const min = role === 'admin' ? ADMIN_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;
  if ([...password].length < min) return role === 'admin' ? V.passwordMinAdmin : V.passwordMin;
  return (await assessPassword(password)).acceptable ? null : V.passwordCommon;
}
