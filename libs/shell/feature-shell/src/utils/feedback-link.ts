/** The query parameter that opens feedbackModal (spec §2) from any route, like ?memberCenter= opens the member centre. */
export const FEEDBACK_PARAM = 'feedback';

/** Where the footer, the help popup and the user menu send a player who wants to give feedback. */
export const FEEDBACK_PATH = `/?${FEEDBACK_PARAM}=1`;
