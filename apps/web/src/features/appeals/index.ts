/**
 * The complaints-and-appeals feature's public face (docs/business-rules.md#complaints-and-appeals):
 * the public complaint form that /verify shows; the appeal panel of a refused subject's page
 * (an application, the registration, a certificate) and the dashboard's card of the company's own.
 */
export { ComplaintForm } from './components/complaint-form';
export { AppealPanel, OwnAppealsCard } from './components/lazy-parts';
