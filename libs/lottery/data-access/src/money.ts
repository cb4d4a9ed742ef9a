// Money text lives in shared/i18n, so every domain formats and parses amounts the same way.
export { formatMoney, parseAmount } from '@platform/shared/i18n';
