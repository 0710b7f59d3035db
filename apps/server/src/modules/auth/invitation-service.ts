import { INVITATION_TTL_MS, MAIL_TEXTS, textsIn, type TAdminRole } from '@portal/contract';
import type { DbTx } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { invitationMail } from '../../infra/mail-templates';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Deps } from '../../types';
import { enqueueMail } from '../mail';
import { voidResetLinks } from './password-reset-service';

/**
 * What an invitation makes of the invitee: an administrator with roles now; a company's staff
 * (`{ kind: 'member', companyName }`) is the next kind, with its own words in the mail.
 */
export type TInvitedAs = { kind: 'admin'; roles: readonly TAdminRole[] };

const wordsOf = (as: TInvitedAs): { id: string; en: string } => {
  const [id, en] = (['id', 'en'] as const).map((lang) => {
    const t = textsIn(MAIL_TEXTS, lang);
    return t('invitation.as_admin', { roles: as.roles.map((r) => t(`role.${r}`)).join(', ') });
  });
  return { id, en };
};

/**
 * An invitation (docs/business-rules.md#invitations), in the caller's transaction: a single-use
 * link `{PUBLIC_URL}/reset-password/{token}`, valid 7 days, stored like a reset link (its SHA-256
 * only, `purpose` `invitation`) and mailed through the queue, so it exists only if the invitation
 * commits (the caller kicks the dispatcher). A new invitation voids the invitee's older links.
 * `auth/reset-password.php` redeems it: the password is set, the address counts as confirmed and
 * the account becomes `active`, without an OTP.
 */
export async function sendInvitation(
  tx: DbTx,
  deps: Pick<Deps, 'clock' | 'config'>,
  input: { user: { id: number; email: string; name: string }; inviter: { id: number; name: string }; as: TInvitedAs },
): Promise<{ expiresAt: Date }> {
  const token = randomToken(32);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await voidResetLinks(tx, input.user.id);
  await tx.insert(passwordResets).values({
    userId: input.user.id,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt,
    purpose: 'invitation',
    createdBy: input.inviter.id,
  });
  await enqueueMail(
    tx,
    invitationMail({
      to: input.user.email,
      name: input.user.name,
      inviter: input.inviter.name,
      invitedAs: wordsOf(input.as),
      link: `${deps.config.publicUrl}/reset-password/${token}`,
    }),
  );
  return { expiresAt };
}
