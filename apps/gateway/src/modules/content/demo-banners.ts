import type { BannerCopy, BannerCopyText } from '@platform/shared/api-contract';
import type { BannerArtName } from '@platform/shared/game-art';

/**
 * Each demo brand's banners: the picture (a name of its art set, drawn without text) and the
 * words per language, which the player app sets over the picture. Fortuna speaks like a classic
 * casino, Lucky like a bright phone-first one, Royal like a private club. A brand not listed
 * (one from the generator) gets Fortuna's words with its own name and colours.
 */

export type DemoBannerKey = 'home-promotion' | 'home-route' | 'home-url' | 'home-plain' | 'login' | 'register' | 'forget';

export interface DemoBanner {
  key: DemoBannerKey;
  art: BannerArtName;
  copy: BannerCopy;
}

const t = (title: string, subtitle?: string, cta?: string): BannerCopyText => ({ title, ...(subtitle ? { subtitle } : {}), ...(cta ? { cta } : {}) });

type Words = Record<DemoBannerKey, { EN: BannerCopyText; PT: BannerCopyText }>;

const FORTUNA = (name: string): Words => ({
  'home-promotion': {
    EN: t('100% first deposit bonus', 'Double your first deposit, up to 1,000', 'Claim bonus'),
    PT: t('Bônus de 100% no 1º depósito', 'Dobre seu primeiro depósito, até 1.000', 'Resgatar bônus'),
  },
  'home-route': {
    EN: t('Live casino', 'Real dealers, around the clock', 'Play live'),
    PT: t('Cassino ao vivo', 'Crupiês reais, a qualquer hora', 'Jogar ao vivo'),
  },
  'home-url': {
    EN: t('Play responsibly', 'Limits, breaks and help when you need them', 'Learn more'),
    PT: t('Jogue com responsabilidade', 'Limites, pausas e ajuda quando precisar', 'Saiba mais'),
  },
  'home-plain': {
    EN: t(`Welcome to ${name}`, 'Classic tables and fresh slots, every day'),
    PT: t(`Bem-vindo à ${name}`, 'Mesas clássicas e slots novos, todos os dias'),
  },
  login: { EN: t('Welcome back', 'Your tables are waiting'), PT: t('Bem-vindo de volta', 'Suas mesas estão esperando') },
  register: { EN: t('Join today', '100% on your first deposit'), PT: t('Cadastre-se hoje', '100% no seu primeiro depósito') },
  forget: { EN: t('Account recovery', 'We will get you back in'), PT: t('Recuperação de conta', 'Vamos ajudar você a voltar') },
});

const LUCKY = (name: string): Words => ({
  'home-promotion': {
    EN: t('Lucky start: 100% bonus', 'Your first deposit, doubled', 'Grab it'),
    PT: t('Começo da sorte: 100% de bônus', 'Seu primeiro depósito em dobro', 'Pegar agora'),
  },
  'home-route': {
    EN: t('Live shows, big wins', 'Game shows and dealers on your phone', 'Join the show'),
    PT: t('Shows ao vivo, grandes prêmios', 'Game shows e crupiês no seu celular', 'Entrar no show'),
  },
  'home-url': {
    EN: t('Play smart, stay lucky', 'Set your limits in two taps', 'See the tools'),
    PT: t('Jogue com cabeça', 'Defina seus limites em dois toques', 'Ver ferramentas'),
  },
  'home-plain': {
    EN: t(`${name}: your lucky place`, 'New games every week'),
    PT: t(`${name}: seu lugar de sorte`, 'Jogos novos toda semana'),
  },
  login: { EN: t('Hey, lucky you!', 'Log in and keep your streak'), PT: t('Ei, que sorte a sua!', 'Entre e mantenha sua sequência') },
  register: { EN: t('Get lucky in a minute', 'Sign up with your phone'), PT: t('Tenha sorte em um minuto', 'Cadastre-se com seu celular') },
  forget: { EN: t('Locked out?', 'A code to your phone and you are back'), PT: t('Ficou sem acesso?', 'Um código no celular e você volta') },
});

const ROYAL = (name: string): Words => ({
  'home-promotion': {
    EN: t('The Royal welcome', '100% on your first deposit, up to 1,000', 'Claim your bonus'),
    PT: t('As boas-vindas Royal', '100% no primeiro depósito, até 1.000', 'Resgatar bônus'),
  },
  'home-route': {
    EN: t('The private salon', 'Live tables with dealers in black tie', 'Take a seat'),
    PT: t('O salão privado', 'Mesas ao vivo com crupiês de gala', 'Sentar-se à mesa'),
  },
  'home-url': {
    EN: t('Play with poise', 'Limits and time-outs, at your command', 'Learn more'),
    PT: t('Jogue com elegância', 'Limites e pausas, ao seu comando', 'Saiba mais'),
  },
  'home-plain': {
    EN: t(name, 'Where every player is royalty'),
    PT: t(name, 'Onde todo jogador é realeza'),
  },
  login: { EN: t('Welcome back', 'Your table is reserved'), PT: t('Bem-vindo de volta', 'Sua mesa está reservada') },
  register: { EN: t('Join the court', 'For players aged 21 and over'), PT: t('Junte-se à corte', 'Para jogadores a partir de 21 anos') },
  forget: { EN: t('Recover your crown', 'We will restore your access'), PT: t('Recupere sua coroa', 'Vamos restaurar seu acesso') },
});

const WORDS: Record<string, (name: string) => Words> = { default: FORTUNA, lucky: LUCKY, royal: ROYAL };

const ART: Record<DemoBannerKey, BannerArtName> = {
  'home-promotion': 'home-welcome',
  'home-route': 'home-live',
  'home-url': 'home-responsible',
  'home-plain': 'home-brand',
  login: 'login',
  register: 'register',
  forget: 'forget',
};

export function demoBanners(brandId: string, displayName: string): Record<DemoBannerKey, DemoBanner> {
  const words = (WORDS[brandId] ?? FORTUNA)(displayName);
  const banner = (key: DemoBannerKey): DemoBanner => ({ key, art: ART[key], copy: { EN: words[key].EN, PT: words[key].PT } });
  return {
    'home-promotion': banner('home-promotion'),
    'home-route': banner('home-route'),
    'home-url': banner('home-url'),
    'home-plain': banner('home-plain'),
    login: banner('login'),
    register: banner('register'),
    forget: banner('forget'),
  };
}
