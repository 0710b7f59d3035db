/** The applications feature's public face: the form and its model, for forms started elsewhere (a renewal from a certificate). */
export { useApplication } from './api/applications';
export { ApplicationForm } from './components/application-form';
export { emptyForm, formFromApplication, type TApplicationFormValues } from './lib/form-model';
