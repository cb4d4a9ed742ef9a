import type { AnnouncementRow, Merchant } from '../../db/schema';
import { vendorIconUrl } from '../games/service';
import { bannerArtUrl } from './banner-art';
import { demoBanners, type DemoBannerKey } from './demo-banners';
import type { ContentRepository, NewAnnouncement, NewBanner, NewHelpArticle, NewPromotion, NewWinner } from './repository';
import { sanitiseHtml } from './sanitise';
import { maskCustomerName } from './service';

/*
 * The demo content of SEED_DEMO=true (README "Demo content"), for every merchant. Rich enough
 * to exercise the home-page rules: a carousel with every linkage type, three pages of popup
 * announcements for guests (B) and for members (A), a first-login (F) item, notices for the
 * marquee, items outside their date window, promotions with images, a full winner board and
 * help articles, in EN and PT. Everything here could go live: hostile-HTML probes belong to the
 * tests (test/modules/content, the XSS e2e), which create their own items.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Lang = 'EN' | 'PT';
const LANGS: readonly Lang[] = ['EN', 'PT'];

const TOPICS: Record<Lang, string[]> = {
  EN: [
    'Weekend reload bonus', 'New slots from Spinix', 'Scheduled maintenance', 'Live casino tournament', 'Cashback every Monday',
    'Refer a friend', 'Sports: derby special odds', 'Fishing frenzy event', 'VIP level rewards', 'Lottery draw times',
    'Poker freeroll', 'Deposit methods updated', 'Responsible gaming tools', 'Esports world finals', 'Daily missions',
    'Points mall restocked', 'Cockfight season opens', 'Faster withdrawals', 'Mobile app update', 'Holiday lucky draw',
  ],
  PT: [
    'Bônus de recarga de fim de semana', 'Novos slots da Spinix', 'Manutenção programada', 'Torneio de cassino ao vivo',
    'Cashback toda segunda-feira', 'Indique um amigo', 'Esportes: odds especiais do clássico', 'Evento frenesi da pesca',
    'Recompensas de nível VIP', 'Horários dos sorteios', 'Freeroll de pôquer', 'Métodos de depósito atualizados',
    'Ferramentas de jogo responsável', 'Finais mundiais de esports', 'Missões diárias', 'Loja de pontos reabastecida',
    'Temporada de rinha aberta', 'Saques mais rápidos', 'Atualização do aplicativo', 'Sorteio de feriado',
  ],
};

const PROMOTION_TYPES = ['FIRST_DEPOSIT', 'DAILY_RELOAD', 'CASHBACK', 'REFERRAL'];

function announcementBody(lang: Lang, topic: string, brand: string): string {
  return lang === 'EN'
    ? `<p><b>${topic}</b> at ${brand}.</p><p>Read the full terms on our <a href="https://example.com/terms" target="_blank">terms page</a>.</p><ul><li>Open to every verified account</li><li>Play responsibly</li></ul>`
    : `<p><b>${topic}</b> na ${brand}.</p><p>Leia os termos completos na nossa <a href="https://example.com/terms" target="_blank">página de termos</a>.</p><ul><li>Aberto a todas as contas verificadas</li><li>Jogue com responsabilidade</li></ul>`;
}

function announcementRows(merchant: Merchant, now: Date): NewAnnouncement[] {
  const rows: NewAnnouncement[] = [];
  const at = (offset: number) => new Date(now.getTime() + offset);
  const add = (seedKey: string, row: Omit<NewAnnouncement, 'merchantCode' | 'seedKey' | 'updatedAt'>) =>
    rows.push({ ...row, merchantCode: merchant.code, seedKey, updatedAt: now });
  const popupTypes: AnnouncementRow['type'][] = ['PU', 'PL', 'B', 'PR'];

  for (const lang of LANGS) {
    // 20 each for guests (B) and members (A): three pages of 8 in the announcement popup.
    for (const execution of ['A', 'B'] as const) {
      TOPICS[lang].forEach((topic, i) => {
        add(`ann-${lang}-${execution}-${String(i + 1).padStart(2, '0')}`, {
          type: popupTypes[i % popupTypes.length]!,
          execution,
          language: lang,
          title: topic,
          content: announcementBody(lang, topic, merchant.displayName),
          promotionType: i % 3 === 0 ? PROMOTION_TYPES[(i / 3) % PROMOTION_TYPES.length]! : null,
          startDate: at(-(i + 1) * 3 * HOUR),
          endDate: i % 4 === 1 ? at(30 * DAY) : null,
        });
      });
      // Notices (H) for the marquee and the notice list.
      for (let n = 1; n <= 5; n++) {
        const title = lang === 'EN' ? `Notice ${n}: ${TOPICS.EN[n + 5]}` : `Aviso ${n}: ${TOPICS.PT[n + 5]}`;
        add(`ann-${lang}-${execution}-H${n}`, {
          type: 'H',
          execution,
          language: lang,
          title,
          content: `<p>${title}.</p>`,
          promotionType: null,
          startDate: at(-n * DAY),
          endDate: null,
        });
      }
      // Outside the date window, never shown: one that ended, one not started.
      add(`ann-${lang}-${execution}-ended`, {
        type: 'PU',
        execution,
        language: lang,
        title: lang === 'EN' ? 'Ended: last month event' : 'Encerrado: evento do mês passado',
        content: '<p>Ended.</p>',
        promotionType: null,
        startDate: at(-30 * DAY),
        endDate: at(-DAY),
      });
      add(`ann-${lang}-${execution}-scheduled`, {
        type: 'PU',
        execution,
        language: lang,
        title: lang === 'EN' ? 'Scheduled: next week event' : 'Agendado: evento da próxima semana',
        content: '<p>Scheduled.</p>',
        promotionType: null,
        startDate: at(7 * DAY),
        endDate: null,
      });
    }
    // First login only (F).
    add(`ann-${lang}-F-welcome`, {
      type: 'PU',
      execution: 'F',
      language: lang,
      title: lang === 'EN' ? `Welcome to ${merchant.displayName}!` : `Bem-vindo à ${merchant.displayName}!`,
      content:
        lang === 'EN'
          ? '<p>Your <b>first deposit</b> is matched 100%. Visit the reward centre to claim it.</p>'
          : '<p>Seu <b>primeiro depósito</b> é dobrado. Visite o centro de recompensas para resgatar.</p>',
      promotionType: 'FIRST_DEPOSIT',
      startDate: at(-HOUR),
      endDate: null,
    });
  }
  rows.push(...agentAnnouncementRows(merchant, now));
  return rows;
}

const AGENT_NOTICES: Record<Lang, { title: string; body: string }[]> = {
  EN: [
    { title: 'Agent policy: salary contracts', body: 'Daily, hourly and real-time <b>salary contracts</b> pay out automatically each period. Offer them from the contracts page.' },
    { title: 'New downline registration rules', body: 'Accounts created in the register centre follow the brand\'s <b>username and password rules</b>.' },
    { title: 'Dividend settlement dates', body: 'Semi-monthly dividends settle on the <b>1st and 16th</b> of each month.' },
  ],
  PT: [
    { title: 'Política de agentes: contratos de salário', body: 'Os <b>contratos de salário</b> diário, por hora e em tempo real pagam automaticamente a cada período. Ofereça-os na página de contratos.' },
    { title: 'Novas regras de cadastro de subordinados', body: 'As contas criadas no centro de cadastro seguem as <b>regras de usuário e senha</b> da marca.' },
    { title: 'Datas de liquidação de dividendos', body: 'Os dividendos quinzenais são liquidados nos dias <b>1 e 16</b> de cada mês.' },
  ],
};

/** The agent centre's announcements (audience `agents`): members only, never in the public popups. */
function agentAnnouncementRows(merchant: Merchant, now: Date): NewAnnouncement[] {
  return LANGS.flatMap((lang) =>
    AGENT_NOTICES[lang].map(({ title, body }, i) => ({
      merchantCode: merchant.code,
      seedKey: `ann-${lang}-agent-${i + 1}`,
      type: 'B' as const,
      execution: 'A' as const,
      audience: 'agents' as const,
      language: lang,
      title,
      content: `<p>${body}</p>`,
      promotionType: null,
      startDate: new Date(now.getTime() - (i + 1) * DAY),
      endDate: null,
      updatedAt: now,
    })),
  );
}

/** The last two demo promotions are a raffle and a red envelope (issue 9); the first four carry PROMOTION_TYPES. */
const PROMOTIONS: Record<Lang, { title: string; body: string; type?: string }[]> = {
  EN: [
    { title: '100% first deposit bonus', body: 'Double your <b>first deposit</b> up to 1,000.' },
    { title: 'Daily reload 10%', body: 'Every day, <b>10%</b> on your first deposit of the day.' },
    { title: 'Weekly cashback', body: 'Get back <b>5%</b> of your net losses every Monday.' },
    { title: 'Refer a friend', body: 'Invite friends and earn <b>rewards</b> on their play.' },
    { title: 'Live casino leaderboard', body: 'Top 50 players share the <b>prize pool</b>.' },
    { title: 'Monthly lucky draw', body: 'Join the <b>raffle</b>: winners are drawn at the end of the month and claim their prize here.', type: 'RAFFLE' },
    { title: 'Lucky red envelope', body: 'Open your <b>red envelope</b> once and win a random bonus straight into your wallet.', type: 'RED_ENVELOPE' },
  ],
  PT: [
    { title: 'Bônus de 100% no primeiro depósito', body: 'Dobre seu <b>primeiro depósito</b> até 1.000.' },
    { title: 'Recarga diária de 10%', body: 'Todos os dias, <b>10%</b> no primeiro depósito do dia.' },
    { title: 'Cashback semanal', body: 'Receba <b>5%</b> das perdas líquidas toda segunda-feira.' },
    { title: 'Indique um amigo', body: 'Convide amigos e ganhe <b>recompensas</b>.' },
    { title: 'Ranking do cassino ao vivo', body: 'Os 50 melhores dividem o <b>prêmio</b>.' },
    { title: 'Sorteio mensal da sorte', body: 'Participe do <b>sorteio</b>: os ganhadores são sorteados no fim do mês e resgatam o prêmio aqui.', type: 'RAFFLE' },
    { title: 'Envelope vermelho da sorte', body: 'Abra seu <b>envelope vermelho</b> uma vez e ganhe um bônus aleatório direto na carteira.', type: 'RED_ENVELOPE' },
  ],
};

/** The promotions' terms link, in each seeded language (issue 26: no English in PT). */
const TERMS_LINK: Record<Lang, string> = { EN: 'Terms and conditions', PT: 'Termos e condições' };

function promotionRows(merchant: Merchant, now: Date): NewPromotion[] {
  return LANGS.flatMap((lang) =>
    PROMOTIONS[lang].map(({ title, body, type }, i) => ({
      merchantCode: merchant.code,
      language: lang,
      title,
      content: `<p>${body}</p><p><a href="https://example.com/promotions/terms">${TERMS_LINK[lang]}</a></p>`,
      promotionType: type ?? (i < 4 ? PROMOTION_TYPES[i]! : null),
      // The brand's art for this promotion, without text: the card and the page set the title in HTML.
      images: [promotionArtUrl(merchant, i)],
      startDate: new Date(now.getTime() - (i + 1) * DAY),
      seedKey: `promo-${lang}-${i + 1}`,
      updatedAt: now,
    })),
  );
}

/** The picture of the demo's promotion number `index` (0-based), from the brand's art set. */
const promotionArtUrl = (merchant: Merchant, index: number) => bannerArtUrl(merchant.brandId, `promo-${index + 1}`);

/**
 * Home banners: one per linkage type and one without; one each for the login, register and forgot
 * popups. Each is the brand's art (no text) plus its words in EN and PT (demo-banners.ts).
 */
function bannerRows(merchant: Merchant, now: Date, welcomePromotionId: number | undefined): NewBanner[] {
  const demo = demoBanners(merchant.brandId, merchant.displayName);
  const banner = (
    seedKey: string,
    key: DemoBannerKey,
    row: Pick<NewBanner, 'groupName' | 'linkageType' | 'linkageTarget' | 'sortOrder'>,
  ): NewBanner => ({
    ...row,
    url: bannerArtUrl(merchant.brandId, demo[key].art),
    title: demo[key].copy['EN']!.title,
    copy: demo[key].copy,
    merchantCode: merchant.code,
    seedKey,
    updatedAt: now,
  });
  const none = { linkageType: null, linkageTarget: null } as const;
  return [
    banner('banner-home-promotion', 'home-promotion', {
      groupName: 'w_home',
      linkageType: welcomePromotionId === undefined ? null : 'promotion',
      linkageTarget: welcomePromotionId === undefined ? null : String(welcomePromotionId),
      sortOrder: 1,
    }),
    banner('banner-home-route', 'home-route', { groupName: 'w_home', linkageType: 'route', linkageTarget: '/live', sortOrder: 2 }),
    banner('banner-home-url', 'home-url', {
      groupName: 'w_home',
      linkageType: 'url',
      linkageTarget: 'https://example.com/responsible-gaming',
      sortOrder: 3,
    }),
    banner('banner-home-plain', 'home-plain', { groupName: 'w_home', ...none, sortOrder: 4 }),
    banner('banner-login', 'login', { groupName: 'w_login', ...none, sortOrder: 1 }),
    banner('banner-register', 'register', { groupName: 'w_register', ...none, sortOrder: 1 }),
    banner('banner-forget', 'forget', { groupName: 'w_forget', ...none, sortOrder: 1 }),
  ];
}

const WINNER_NAMES = [
  'jonathan', 'mariana', 'lucas', 'beatriz', 'rafael', 'camila', 'thiago', 'fernanda', 'gabriel', 'juliana',
  'pedro', 'larissa', 'mateus', 'amanda', 'bruno', 'leticia', 'diego', 'patricia', 'rodrigo', 'vanessa',
  'nguyen', 'tran', 'somchai', 'malee', 'andre', 'carla', 'felipe', 'renata', 'vitor', 'yasmin',
];
const WINNER_GAMES: { gameName: string; vassalage: string; gameType: string }[] = [
  { gameName: 'Golden Dragon', vassalage: 'SPINX', gameType: 'RNG' },
  { gameName: 'Fortune Tiger', vassalage: 'LUCKYREEL', gameType: 'RNG' },
  { gameName: 'Baccarat Squeeze', vassalage: 'LIVEONE', gameType: 'LIVE' },
  { gameName: 'Ocean King 3', vassalage: 'OCEANKING', gameType: 'FISH' },
  { gameName: 'Texas Hold\'em', vassalage: 'CARDPRO', gameType: 'PVP' },
  { gameName: 'Triple Dice', vassalage: 'PGE', gameType: 'RNG' },
  { gameName: 'Premier League', vassalage: 'SBX', gameType: 'SPORTS' },
];

/** 30 wins with amounts spread from tens to hundreds of thousands (deterministic, no two equal). */
function winnerRows(merchant: Merchant, now: Date): NewWinner[] {
  return WINNER_NAMES.map((name, i) => {
    const game = WINNER_GAMES[i % WINNER_GAMES.length]!;
    const magnitude = 10 ** (1 + (i % 4));
    const amount = (((i * 7919) % 97) + 3) * magnitude * 1.37 + ((i * 37) % 100) / 100;
    return {
      merchantCode: merchant.code,
      customerName: maskCustomerName(name),
      gameName: game.gameName,
      iconUrl: vendorIconUrl(game.vassalage, game.gameType),
      winAmount: Number(amount.toFixed(2)),
      gameCategory: game.gameType,
      seedKey: `winner-${i + 1}`,
      createdAt: new Date(now.getTime() - (i + 1) * 17 * 60_000),
    };
  });
}

const HELP: Record<Lang, { title: string; content: string }[]> = {
  EN: [
    { title: 'How do I register?', content: '<p>Click <b>Register</b>, fill in the form and accept the terms. You must be 18 or older.</p>' },
    { title: 'How do I deposit?', content: '<p>Open the member centre, choose <b>Deposit</b> and pick a method.</p>' },
    { title: 'How long do withdrawals take?', content: '<p>Most withdrawals are paid within 30 minutes. Confirm receipt when it arrives.</p>' },
    { title: 'Responsible gaming', content: '<p>Set deposit limits or take a break at any time. <a href="https://example.com/help">Get help</a>.</p>' },
    { title: 'Contact support', content: '<p>Live support is open 24/7 from the customer-service button.</p>' },
  ],
  PT: [
    { title: 'Como me cadastro?', content: '<p>Clique em <b>Cadastrar</b>, preencha o formulário e aceite os termos. É preciso ter 18 anos ou mais.</p>' },
    { title: 'Como faço um depósito?', content: '<p>Abra o centro do membro, escolha <b>Depósito</b> e um método.</p>' },
    { title: 'Quanto tempo leva um saque?', content: '<p>A maioria dos saques é paga em até 30 minutos. Confirme o recebimento.</p>' },
    { title: 'Jogo responsável', content: '<p>Defina limites de depósito ou faça uma pausa. <a href="https://example.com/help">Ajuda</a>.</p>' },
    { title: 'Fale com o suporte', content: '<p>O suporte ao vivo funciona 24/7 pelo botão de atendimento.</p>' },
  ],
};

function helpRows(merchant: Merchant, now: Date): NewHelpArticle[] {
  return LANGS.flatMap((lang) =>
    HELP[lang].map(({ title, content }, i) => ({
      merchantCode: merchant.code,
      language: lang,
      title,
      content,
      sortOrder: i + 1,
      seedKey: `help-${lang}-${i + 1}`,
      updatedAt: now,
    })),
  );
}

/**
 * Idempotent: items the merchant already has (by seed key) are skipped before anything is built
 * or sanitised, so a restart with everything in place costs one query. The unique seed-key
 * indexes settle a race between two instances. Answers how many rows were added.
 */
export async function seedDemoContent(repository: ContentRepository, merchant: Merchant, now: Date): Promise<number> {
  const existing = await repository.seedKeysOf(merchant.code);
  await upgradeTextInPictures(repository, merchant, now);
  const missing = <T extends { seedKey?: string | null }>(rows: T[]) => rows.filter((row) => !existing.has(row.seedKey!));
  // HTML is sanitised when written, the seed included.
  const clean = <T extends { content: string; seedKey?: string | null }>(rows: T[]) =>
    missing(rows).map((row) => ({ ...row, content: sanitiseHtml(row.content) }));

  // Promotions first: the home banner links to the welcome promotion by its id.
  let inserted = await repository.seed({ banners: [], announcements: [], promotions: clean(promotionRows(merchant, now)), winners: [], help: [] });
  const welcome = await repository.promotionIdBySeedKey(merchant.code, 'promo-EN-1');
  inserted += await repository.seed({
    banners: missing(bannerRows(merchant, now, welcome)),
    announcements: clean(announcementRows(merchant, now)),
    promotions: [],
    winners: missing(winnerRows(merchant, now)),
    help: clean(helpRows(merchant, now)),
  });
  return inserted;
}

/**
 * Demo rows an earlier seed wrote with their words drawn into a generated picture (an SVG data
 * URI, the same in every brand and language) get the brand's art and per-language words instead.
 * Rows an operator wrote or changed (any other picture) are left as they are. One query when
 * nothing is left to upgrade.
 */
async function upgradeTextInPictures(repository: ContentRepository, merchant: Merchant, now: Date): Promise<void> {
  const stale = await repository.seededTextPictures(merchant.code);
  if (stale.banners.length === 0 && stale.promotions.length === 0) return;
  const banners = new Map(bannerRows(merchant, now, undefined).map((row) => [row.seedKey!, row]));
  for (const seedKey of stale.banners) {
    const row = banners.get(seedKey);
    if (row) await repository.replaceSeededBannerArt(merchant.code, seedKey, { url: row.url, title: row.title, copy: row.copy ?? null, updatedAt: now });
  }
  for (const seedKey of stale.promotions) {
    const index = Number(/^promo-[A-Z]+-(\d+)$/.exec(seedKey)?.[1]) - 1;
    if (index >= 0) await repository.replaceSeededPromotionImages(merchant.code, seedKey, [promotionArtUrl(merchant, index)], now);
  }
}
