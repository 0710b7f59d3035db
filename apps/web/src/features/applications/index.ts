/**
 * The applications feature's public face (its texts are in the `applications` namespace): the
 * sub-bidang picker, and the form with its model, for forms started elsewhere (a renewal from a
 * certificate, an admin's revision); its query keys and the signal its changes fire, for the
 * features that refresh what follows from an application (docs/decisions/096).
 */
export { SubBidangPicker, type TPickedSubBidang } from './components/sub-bidang-picker';
export { applicationChanges, applicationKeys, useApplication } from './api/applications';
export { ApplicationForm } from './components/application-form';
export { emptyForm, formFromApplication, type TApplicationFormValues } from './lib/form-model';
export { adminApplicationKeys } from './admin/api/keys';
