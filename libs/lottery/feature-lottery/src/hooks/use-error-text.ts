// One translation of call errors for every domain lives in shared/i18n.
export { useErrorText } from '@platform/shared/i18n';
