// One translation of call errors for every domain lives in shared/i18n.
import { useErrorText as useSharedErrorText } from '@platform/shared/i18n';

const PROTECTION_SECTIONS = ['protection'];

/** The protection page's own wording (protection.errors.*) comes first. */
export const useErrorText = () => useSharedErrorText(PROTECTION_SECTIONS);
