import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { promotion } from '../testing/fixtures';
import { PromotionsCarousel } from './promotions-carousel';

const meta: Meta<typeof PromotionsCarousel> = {
  title: 'promotions/PromotionsCarousel',
  component: PromotionsCarousel,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
};
export default meta;

export const ThreeNoArrows: StoryObj<typeof PromotionsCarousel> = {
  args: { promotions: [promotion(1), promotion(2), promotion(3)] },
};
export const SevenWithArrows: StoryObj<typeof PromotionsCarousel> = {
  args: { promotions: [1, 2, 3, 4, 5, 6, 7].map((id) => promotion(id)) },
};
