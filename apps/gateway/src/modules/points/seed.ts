import type { pointsRewards, sponsors } from '../../db/points-schema';

/**
 * Demo data (SEED_DEMO=true): a small rewards catalogue and the brand's sponsorships, per merchant.
 * Rows are keyed by (merchant, code), so seeding again adds nothing.
 */
export function demoPointsRows(merchantCode: string): {
  rewards: (typeof pointsRewards.$inferInsert)[];
  sponsors: (typeof sponsors.$inferInsert)[];
} {
  return {
    rewards: [
      { merchantCode, code: 'cash-5', titles: { EN: 'Cash reward 5.00', PT: 'Prémio em dinheiro 5,00' }, points: 500, amount: 5_00, sort: 10 },
      { merchantCode, code: 'cash-12', titles: { EN: 'Cash reward 12.00', PT: 'Prémio em dinheiro 12,00' }, points: 1_000, amount: 12_00, sort: 20 },
      { merchantCode, code: 'cash-30', titles: { EN: 'Cash reward 30.00', PT: 'Prémio em dinheiro 30,00' }, points: 2_500, amount: 30_00, sort: 30 },
      { merchantCode, code: 'cash-130', titles: { EN: 'Cash reward 130.00', PT: 'Prémio em dinheiro 130,00' }, points: 10_000, amount: 130_00, sort: 40 },
    ],
    sponsors: [
      {
        merchantCode,
        code: 'city-marathon',
        names: { EN: 'City Marathon', PT: 'Maratona da Cidade' },
        descriptions: {
          EN: 'Official partner of the annual city marathon: water stations and the finish-line festival.',
          PT: 'Parceiro oficial da maratona anual da cidade: postos de água e a festa da meta.',
        },
        since: '2024',
        sort: 10,
      },
      {
        merchantCode,
        code: 'youth-football',
        names: { EN: 'Youth Football League', PT: 'Liga Juvenil de Futebol' },
        descriptions: {
          EN: 'Kits, pitches and coaching for more than forty youth teams each season.',
          PT: 'Equipamentos, campos e treinadores para mais de quarenta equipas juvenis por época.',
        },
        since: '2023',
        sort: 20,
      },
      {
        merchantCode,
        code: 'esports-cup',
        names: { EN: 'Esports Open Cup', PT: 'Taça Aberta de Esports' },
        descriptions: {
          EN: 'Title sponsor of the open esports cup and its community qualifiers.',
          PT: 'Patrocinador principal da taça aberta de esports e das suas qualificações comunitárias.',
        },
        since: '2025',
        sort: 30,
      },
    ],
  };
}
