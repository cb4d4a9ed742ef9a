// Money text lives in shared/i18n, so every domain formats amounts the same way.
export { formatMinor } from '@platform/shared/i18n';
