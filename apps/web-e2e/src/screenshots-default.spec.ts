import { freshSubAgentOfDefault, registerByUsername, screenshotJourneys } from './support/screenshots';

/**
 * Screenshot baselines of the default brand, Fortuna (issue 20: home, a game list, the login popup
 * and an in-house game round; issue 21: the member centre's wallet, withdraw and profit pages and
 * the agent centre's team overview), at desktop 1440×900 and phone 390×844.
 */
screenshotJourneys(
  {
    id: 'default',
    merchant: 'FORTUNA',
    // Triple Reels.
    game: 'PGE_SLOT3',
    register: (page) => registerByUsername(page, 'default'),
  },
  // The demo agent's own team grows with every agent journey: a fresh sub-agent of it is shown.
  { agent: freshSubAgentOfDefault },
);
