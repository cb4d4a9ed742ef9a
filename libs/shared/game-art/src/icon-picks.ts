import type { ArtTheme } from './art-keys';

/**
 * The icons of each art family, by name in @iconify-json/game-icons (game-icons.net, CC BY 3.0;
 * the footer credits it). Build-time only: the browser never loads this list, only the files drawn
 * from it. Each list holds exactly SYMBOLS_PER_THEME names (a test checks), so a game's symbol
 * index always names a file that exists.
 */
export const THEME_ICONS: Readonly<Record<ArtTheme, readonly string[]>> = {
  slots: ['cherry', 'gems', 'crown', 'clover', 'ringing-bell', 'coins', 'crown-coin', 'open-treasure-chest', 'dragon-head', 'tiger-head', 'jewel-crown', 'fire-gem', 'horseshoe', 'pirate-skull', 'lotus', 'double-dragon'],
  fishing: ['angler-fish', 'clownfish', 'jellyfish', 'giant-squid', 'shrimp', 'dolphin', 'sea-turtle', 'seahorse', 'sea-star', 'fishing-net', 'school-of-fish', 'porcupinefish', 'nautilus-shell', 'octopus', 'whale-tail', 'crab'],
  cards: ['poker-hand', 'spades', 'hearts', 'clubs', 'diamonds', 'card-ace-spades', 'card-king-hearts', 'card-queen-diamonds', 'card-jack-clubs', 'card-random', 'card-joker', 'card-play', 'card-pickup', 'card-draw', 'crowned-heart', 'ace'],
  live: ['rolling-dice-cup', 'perspective-dice-six-faces-random', 'dice-six-faces-six', 'rolling-dices', 'card-random', 'poker-hand', 'spinning-wheel', 'microphone', 'bow-tie', 'crown', 'diamonds', 'hearts', 'spades', 'clubs', 'cut-diamond', 'card-ace-spades'],
  sports: ['soccer-ball', 'basketball-ball', 'tennis-ball', 'american-football-ball', 'trophy-cup', 'baseball-bat', 'shuttlecock', 'volleyball-ball', 'boxing-glove', 'podium', 'running-shoe', 'laurels-trophy', 'whistle', 'stopwatch', 'soccer-kick', 'tennis-racket'],
  esports: ['joystick', 'gamepad', 'game-console', 'console-controller', 'retro-controller', 'gamepad-cross', 'keyboard', 'mouse', 'headphones', 'pc', 'ninja-star', 'robot-helmet', 'energy-sword', 'sword-clash', 'crossed-swords', 'rocket'],
  cockfight: ['rooster', 'feather', 'two-feathers', 'feathered-wing', 'chicken', 'laurels-trophy', 'trophy-cup', 'crossed-swords', 'bird-claw', 'eagle-head', 'fire', 'flame', 'crowned-heart', 'sharp-crown', 'trophy', 'eagle-emblem'],
  lottery: ['ticket', 'clover', 'clover-spiked', 'crystal-ball', 'rolling-dices', 'coins', 'coins-pile', 'star-medal', 'horseshoe', 'ringing-bell', 'polar-star', 'falling-star', 'tarot-10-wheel-of-fortune', 'dice-target', 'round-star', 'diamond-trophy'],
};

/** Emblems for vendor wordmarks (VENDOR_EMBLEMS of them, checked by a test). */
export const VENDOR_ICONS: readonly string[] = ['crown-coin', 'jewel-crown', 'laurel-crown', 'diamond-trophy', 'polar-star', 'lion', 'tiger-head', 'dragon-head', 'eagle-emblem', 'lotus', 'fleur-de-lys', 'sun', 'shield', 'flame', 'cut-diamond', 'trident'];

/** Each menu category's icon, by nav key (libs/shared/brand NAV_KEYS). */
export const CATEGORY_ICONS: Readonly<Record<string, string>> = {
  home: 'castle',
  hot: 'flame',
  inHouse: 'perspective-dice-six-faces-random',
  lottery: 'ticket',
  live: 'microphone',
  sports: 'soccer-ball',
  fish: 'angler-fish',
  rng: 'cherry',
  pvp: 'poker-hand',
  esports: 'gamepad',
  promotions: 'present',
  down: 'smartphone',
  cockfight: 'rooster',
};
