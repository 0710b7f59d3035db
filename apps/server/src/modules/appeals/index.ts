/**
 * The appeals module's public face (docs/decisions/023): complaints and appeals (ISO/IEC 17065
 * §7.13; docs/business-rules.md#complaints-and-appeals). Routes are registered through routes.ts
 * from modules/index.ts; the deadlines and the menu counts are offered to other modules.
 */
export { answerBy, appealDeadline } from './calendar';
export { countAppealsWaiting } from './appeal-service';
export { countComplaintsWaiting } from './complaint-service';
