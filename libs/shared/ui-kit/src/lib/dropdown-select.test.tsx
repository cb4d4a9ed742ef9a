import { useState } from 'react';
import { describe, it, expect, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { DropdownSelect, type DropdownSelectProps } from './dropdown-select';

const OPTIONS = [
  { value: 'EN', label: 'English' },
  { value: 'PT', label: 'Português' },
  { value: 'VI', label: 'Tiếng Việt' },
];

function Controlled(props: Partial<DropdownSelectProps> & { onPick?: (v: string) => void }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <>
      <p>Outside</p>
      <DropdownSelect
        label="Language"
        options={OPTIONS}
        placeholder="Choose"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onPick?.(next);
        }}
      />
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Language/ });

describe('DropdownSelect', () => {
  it('opens and closes on a click of its button, reflecting it in aria-expanded', () => {
    renderWithTheme(<Controlled />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Language' });
    expect(trigger()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(3);

    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on a click outside it', () => {
    renderWithTheme(<Controlled />);
    fireEvent.click(trigger());
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Português' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape and returns focus to its button', () => {
    renderWithTheme(<Controlled />);
    fireEvent.click(trigger());
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveFocus();
    fireEvent.keyDown(listbox, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('selecting an option with a click calls onChange and closes', () => {
    const onPick = vi.fn();
    renderWithTheme(<Controlled onPick={onPick} />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('option', { name: 'Tiếng Việt' }));
    expect(onPick).toHaveBeenCalledWith('VI');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger()).toHaveAccessibleName('Language Tiếng Việt');
  });

  it('moves through the options with the arrow keys, Home and End, and selects with Enter', () => {
    const onPick = vi.fn();
    renderWithTheme(<Controlled onPick={onPick} />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const listbox = screen.getByRole('listbox');
    const activeLabel = () =>
      document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeLabel()).toBe('English');
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    expect(activeLabel()).toBe('Português');
    fireEvent.keyDown(listbox, { key: 'End' });
    expect(activeLabel()).toBe('Tiếng Việt');
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    expect(activeLabel()).toBe('Tiếng Việt');
    fireEvent.keyDown(listbox, { key: 'Home' });
    fireEvent.keyDown(listbox, { key: 'ArrowUp' });
    expect(activeLabel()).toBe('English');
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('PT');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('opens on the selected option, marked aria-selected', () => {
    renderWithTheme(<Controlled value="PT" />);
    fireEvent.click(trigger());
    const selected = screen.getByRole('option', { name: 'Português' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-activedescendant', selected.id);
  });

  it('shows the placeholder until a value is chosen', () => {
    renderWithTheme(<Controlled />);
    expect(trigger()).toHaveTextContent('Choose');
  });

  it('does not open when disabled', () => {
    renderWithTheme(<Controlled disabled />);
    fireEvent.click(trigger());
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
