/**
 * The approvals module's public face (docs/decisions/023, 101): what the owners of four-eyes
 * actions use to define and request them, the menu badge's count, and the expiry job.
 */
export type { ApprovalActionDef, ApprovalActions, ApprovalRun, ApprovalSubject } from './actions';
export { countApprovalsToDecide, pendingApprovalsOf, requestOrAct, type FourEyesOutcome } from './service';
export { EXPIRE_APPROVALS_JOB, expireApprovals } from './expire-job';
