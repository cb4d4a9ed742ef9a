import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { MODAL_DEFAULTS, Modal, type ModalProps } from './modal';

/** Opens the modal from a button, so focus return and the scroll freeze can be tried. */
function ModalDemo({ pageLength = 0, ...props }: ModalProps & { pageLength?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      {Array.from({ length: pageLength }, (_, i) => (
        <p key={i}>Page paragraph {i + 1}. Scroll down, open the modal, then close it.</p>
      ))}
      <Button onClick={() => setOpen(true)}>Open {props.name}</Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

const meta = {
  title: 'ui-kit/Modal',
  component: ModalDemo,
  args: {
    name: 'demoModal',
    title: 'Notice',
    children: 'The reusable modal. Drag it by its title bar.',
  },
  argTypes: {
    width: { control: { type: 'number' } },
    height: { control: { type: 'number' } },
    delay: { control: { type: 'number' } },
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9: 200 x 200 with a 100 ms fade-in delay, close button, dimmed backdrop, page frozen. */
export const Defaults: Story = {
  args: { ...MODAL_DEFAULTS },
};

/** Opening while scrollable freezes the page at its offset; closing scrolls back to the same place. */
export const ScrollFreeze: Story = {
  args: { name: 'scrollModal', scrollable: true, pageLength: 60 },
};

/** scrollable = false: the page behind is left alone. */
export const NotScrollable: Story = {
  args: { name: 'staticModal', scrollable: false, pageLength: 60 },
};

/** Clicking the dimmed backdrop does nothing: only the close button (or Escape) closes it. */
export const OutsideClickDoesNotClose: Story = {
  args: { name: 'outsideModal', children: 'Click the backdrop: the modal stays open.' },
};

/** closeButton = false: no close button, and Escape is ignored too; the caller closes it. */
export const WithoutCloseButton: Story = {
  render: (args) => {
    function Forced() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open forcedModal</Button>
          <Modal {...args} name="forcedModal" closeButton={false} open={open}>
            <p>Escape does nothing here.</p>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </Modal>
        </>
      );
    }
    return <Forced />;
  },
};

/** background = false: no dimming, yet the page still cannot be clicked. */
export const NoBackground: Story = {
  args: { name: 'plainModal', background: false },
};

/** Drag the title bar with a mouse, pen or finger; it stays inside the viewport. */
export const Draggable: Story = {
  args: { name: 'dragModal', title: 'Drag me', width: 260, height: 180 },
};

/** A 600 x 500 modal on a 375px phone shrinks to the viewport minus 8px on each side. */
export const AdaptiveOnPhone: Story = {
  args: { name: 'wideModal', width: 600, height: 500, children: 'Wider and taller than a phone.' },
  parameters: {
    viewport: {
      options: {
        phone375: {
          name: 'Phone 375 x 667',
          styles: { width: '375px', height: '667px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

/** The fade-in waits `delay` ms; a slow 1000 ms delay makes it visible. */
export const FadeInDelay: Story = {
  args: { name: 'slowModal', delay: 1000 },
};

/** Focus moves in, Tab / Shift+Tab cycle inside, Escape closes, focus returns to the opener. */
export const KeyboardAndFocus: Story = {
  args: {
    name: 'formModal',
    title: 'Sign in',
    width: 300,
    height: 260,
    children: (
      <form style={{ display: 'grid', gap: 8 }}>
        <label>
          Username <input name="username" />
        </label>
        <label>
          Password <input name="password" type="password" />
        </label>
        <Button type="submit">Log in</Button>
      </form>
    ),
  },
};

/** Labels come from props so callers pass translated text (here Portuguese). */
export const TranslatedLabels: Story = {
  args: { name: 'ptModal', title: 'Aviso', closeLabel: 'Fechar', children: 'Texto do aviso.' },
};
