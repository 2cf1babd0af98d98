import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADER_MENUS } from '../../../shared/navigation.ts';
import { fireEvent, render, screen, within } from '../../test-utils/render.tsx';
import NavMenus from './NavMenu.tsx';

afterEach(cleanup);

/** What a group's count must be: its entries' own counts, or one tool per generator. */
const expectedCount = (menuId: string, entries: readonly { count?: number }[]) =>
  entries.reduce((n, e) => n + (e.count ?? (menuId === 'generators' ? 1 : 0)), 0);

describe('header menu counts', () => {
  it("a group's count is what it lists, and no count is shown for nothing", () => {
    for (const menu of HEADER_MENUS) {
      for (const group of menu.groups) {
        const expected = expectedCount(menu.id, group.entries);
        if (group.count === undefined) expect(expected, `${menu.id}/${group.id}`).toBe(0);
        else expect(group.count, `${menu.id}/${group.id}`).toBe(expected);
      }
    }
  });

  it('opened, each group is a named group of its entries with its whole count', async () => {
    render(<NavMenus rtl={false} />);
    const generators = HEADER_MENUS.find((m) => m.id === 'generators')!;
    fireEvent.click(screen.getByRole('button', { name: 'Generators' }));
    const menu = await screen.findByRole('menu');
    // Focus goes to an entry, not to a placeholder element (not allowed inside role="menu").
    expect(menu.querySelector('[data-autofocus]')).toBeNull();
    for (const group of generators.groups) {
      const count = expectedCount('generators', group.entries);
      const element = within(menu).getByRole('group', { name: new RegExp(`Tools: ${count}$`) });
      expect(within(element).getAllByRole('menuitem')).toHaveLength(group.entries.length);
      const shown = within(element).getByTestId('tool-count');
      expect(shown.textContent).toBe(`${count}Tools: ${count}`);
      expect(shown.querySelector('[aria-hidden="true"]')!.textContent).toBe(String(count));
    }
  });
});
