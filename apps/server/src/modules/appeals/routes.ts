import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { msg } from '../../lib/server-message';
import {
  adminAppealList,
  appealDetail,
  appealOfSubject,
  createAppeal,
  decideAppeal,
  listOwnAppeals,
  startAppealReview,
} from './appeal-service';
import { adminComplaintList, answerComplaint, createComplaint, listOwnComplaints } from './complaint-service';

/** Complaints and appeals (docs/business-rules.md#complaints-and-appeals; docs/api.md#complaints-and-appeals). */
export function registerAppealRoutes(app: FastifyInstance): void {
  defineRoute(app, 'appeals/create.php', {
    handler: async ({ deps, user, body }) => {
      const appeal = await createAppeal(deps, user, body);
      // The mail queued in the commit goes out now (docs/decisions/028).
      deps.mailDispatcher.kick();
      return { statusCode: 201, message: msg('appeals.created', { date: appeal.answer_by }), data: { appeal } };
    },
  });
  defineRoute(app, 'appeals/list.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: await listOwnAppeals(deps, user, query) }),
  });
  defineRoute(app, 'appeals/detail.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: { appeal: await appealDetail(deps, user, query.uuid) } }),
  });
  defineRoute(app, 'appeals/subject.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: await appealOfSubject(deps, user, query) }),
  });
  defineRoute(app, 'admin/appeals/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await adminAppealList(deps, query) }),
  });
  defineRoute(app, 'admin/appeals/decide.php', {
    handler: async ({ deps, user, body }) => {
      const appeal = await decideAppeal(deps, user, body);
      deps.mailDispatcher.kick();
      return { message: msg('appeals.decided'), data: { appeal } };
    },
  });
  defineRoute(app, 'admin/appeals/review.php', {
    handler: async ({ deps, user, body }) => ({
      message: msg('appeals.review_started'),
      data: { appeal: await startAppealReview(deps, user, body) },
    }),
  });
  defineRoute(app, 'complaints/create.php', {
    handler: async ({ deps, user, body, req }) => {
      const complaint = await createComplaint(deps, user, body, req.ip);
      deps.mailDispatcher.kick();
      return {
        statusCode: 201,
        message: msg('complaints.created', { date: complaint.answer_by }),
        data: { complaint },
      };
    },
  });
  defineRoute(app, 'complaints/list.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: await listOwnComplaints(deps, user, query) }),
  });
  defineRoute(app, 'admin/complaints/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await adminComplaintList(deps, query) }),
  });
  defineRoute(app, 'admin/complaints/answer.php', {
    handler: async ({ deps, user, body }) => {
      const complaint = await answerComplaint(deps, user, body);
      deps.mailDispatcher.kick();
      return { message: msg('complaints.answered'), data: { complaint } };
    },
  });
}
