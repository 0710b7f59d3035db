/**
 * The complaints-and-appeals feature's public face (docs/business-rules.md#complaints-and-appeals):
 * the public complaint form that /verify shows.
 */
export { ComplaintForm } from './components/complaint-form';
