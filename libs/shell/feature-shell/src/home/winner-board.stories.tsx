import type { Meta, StoryObj } from '@storybook/react-vite';
import { winner } from '../testing/fixtures';
import { WinnerBoard } from './winner-board';

const meta: Meta<typeof WinnerBoard> = { title: 'shell/WinnerBoard', component: WinnerBoard };
export default meta;

const board = Array.from({ length: 20 }, (_, i) => winner(`pl***${i + 1}`, (20 - i) * 1234.5));

/** 20 winners: the first 10 on the left, the last 10 on the right. */
export const Full: StoryObj<typeof WinnerBoard> = { args: { winners: board } };
export const FewWinners: StoryObj<typeof WinnerBoard> = { args: { winners: board.slice(0, 4) } };
