import { registerByMobile, screenshotJourneys } from './support/screenshots';

/**
 * Screenshot baselines of the Lucky Star brand (issue 20: home, a game list, the login popup and
 * an in-house game round; issue 21: the member centre's wallet, withdraw and profit pages), at
 * desktop 1440×900 and phone 390×844. Lucky registers by SMS only.
 */
screenshotJourneys(
  {
    id: 'lucky',
    merchant: 'LUCKY',
    // Lucky Dice.
    game: 'PGE_DICE',
    register: (page, request) => registerByMobile(page, request, 'lucky'),
  },
  // No agent is seeded on this brand: the team overview is taken on the default brand.
  { agent: false },
);
