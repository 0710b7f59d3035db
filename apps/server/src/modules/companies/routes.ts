import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { registerCompanyAdminRoutes } from './admin-routes';
import { toCompanyDto } from './company-dto';
import { inviteMember, listMembers, removeMember } from './member-service';
import { assertCompanyOwner } from './membership';
import { updateCompany } from './service';
import { msg } from '../../lib/server-message';

export function registerCompanyRoutes(app: FastifyInstance): void {
  /**
   * The caller's own company. Open to unverified users too: Dokumen Registrasi completes the
   * company data before verification (docs/business-rules.md#company-data); identity fields lock later.
   * Its owner's only: staff read Data Perusahaan (docs/business-rules.md#company-staff).
   */
  defineRoute(app, 'companies/update.php', {
    handler: async ({ deps, user, body }) => {
      assertCompanyOwner(user);
      const { csrf_token: _csrf, ...fields } = body;
      const company = await updateCompany(deps, { byUserId: user.id }, fields, { asAdmin: false });
      return { message: msg('companies.saved'), data: { company: toCompanyDto(company) } };
    },
  });

  // Company staff (docs/business-rules.md#company-staff, docs/decisions/104).
  defineRoute(app, 'company/members/list.php', {
    noStore: true,
    handler: async ({ deps, user }) => ({ data: await listMembers(deps, user) }),
  });

  defineRoute(app, 'company/members/invite.php', {
    handler: async ({ deps, user, body, req }) => {
      const r = await inviteMember(deps, user, body, req.log);
      const email = r.member.email;
      const message = !r.mailSent
        ? msg('members.invite_mail_failed', { email })
        : r.renewed
          ? msg('members.invite_renewed', { email })
          : msg('members.invited', { email });
      return { message, data: { member: r.member, mail_sent: r.mailSent } };
    },
  });

  defineRoute(app, 'company/members/remove.php', {
    handler: async ({ deps, user, body }) => {
      await removeMember(deps, user, body.uuid);
      return { message: msg('members.removed'), data: { uuid: body.uuid } };
    },
  });

  registerCompanyAdminRoutes(app);
}
