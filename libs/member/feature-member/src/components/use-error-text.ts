// One translation of call errors for every domain lives in shared/i18n.
import { useErrorText as useSharedErrorText } from '@platform/shared/i18n';

const MEMBER_SECTIONS = ['member'];

/** The member centre's own wording (member.errors.*) comes first. */
export const useErrorText = () => useSharedErrorText(MEMBER_SECTIONS);
