/** Issue #11 §2: a group of buttons is one Tab stop, the arrows move within it. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useRovingFocus } from './use-roving-focus.ts';

function Toolbar({ labels }: { labels: string[] }) {
  const { groupProps, itemProps } = useRovingFocus(labels.length);
  return (
    <>
      <button type="button">before</button>
      <div role="toolbar" aria-label="skills" {...groupProps}>
        {labels.map((label, index) => (
          <button key={label} type="button" {...itemProps(index)}>
            {label}
          </button>
        ))}
      </div>
      <button type="button">after</button>
    </>
  );
}

describe('useRovingFocus', () => {
  it('makes the group one Tab stop, remembering the item last focused', async () => {
    const user = userEvent.setup();
    render(<Toolbar labels={['Java', 'Kotlin', 'Scala']} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Java' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Java' }));
    await user.keyboard('{ArrowRight}');
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kotlin' }));
  });

  it('moves with the arrows, wraps around, and goes to the ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<Toolbar labels={['Java', 'Kotlin', 'Scala']} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Scala' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Java' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Scala' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Java' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Scala' }));
  });

  it('keeps a Tab stop when the item that held it is removed', async () => {
    const { rerender } = render(<Toolbar labels={['Java', 'Kotlin', 'Scala']} />);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.keyboard('{End}');
    rerender(<Toolbar labels={['Java', 'Kotlin']} />);
    expect(screen.getByRole('button', { name: 'Kotlin' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('button', { name: 'Java' }).getAttribute('tabindex')).toBe('-1');
  });
});
