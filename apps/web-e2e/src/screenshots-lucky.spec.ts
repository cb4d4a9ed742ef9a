import { demoAgentBySms, registerByMobile, screenshotJourneys } from './support/screenshots';

/**
 * Screenshot baselines of the Lucky Star brand (issue 20: home, a game list, the login popup and
 * an in-house game round; issue 21: the member centre's wallet, withdraw and profit pages and the
 * agent centre's team overview), at desktop 1440×900 and phone 390×844. Lucky registers and logs
 * in by SMS only.
 */
screenshotJourneys(
  {
    id: 'lucky',
    merchant: 'LUCKY',
    // Lucky Dice.
    game: 'PGE_DICE',
    register: (page, request) => registerByMobile(page, request, 'lucky'),
  },
  // The demo agent seeded with a fixed team on this brand, logged in by an SMS code.
  { agent: demoAgentBySms('lucky') },
);
