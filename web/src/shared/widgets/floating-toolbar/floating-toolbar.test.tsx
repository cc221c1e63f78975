import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { renderWithFakeServer } from '../../../test/fake-server';
import { FloatingToolbar } from './index';

const USER = { userCode: 'u1', userName: 'User One' };

function renderBar(props: Parameters<typeof FloatingToolbar>[0]) {
  return renderWithFakeServer(<FloatingToolbar {...props} />, { handler: () => undefined, signedInAs: USER });
}

describe('floating toolbar', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows a named button for each action the page gives, in the spec order', () => {
    const noop = () => undefined;
    renderBar({ onFavorite: noop, onShare: noop, onPrint: noop, onDownload: noop, onSearch: noop });
    const bar = screen.getByRole('toolbar', { name: 'Page tools' });
    expect(within(bar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Add to favorites',
      'Share',
      'Print',
      'Download',
      'Search',
    ]);
    expect(bar.className).toContain('tis-print-hide');
  });

  it('leaves out the buttons without an action, and renders nothing without any', () => {
    renderBar({ onPrint: () => undefined });
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Print']);
  });

  it('renders no toolbar when the page gives no action', () => {
    renderBar({});
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('hides share on overseas deployments', () => {
    window.__TIS_CONFIG__ = { overseas: true };
    renderBar({ onShare: () => undefined, onPrint: () => undefined });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('runs the action once per click within the 1 s lock and marks a favorite as pressed', async () => {
    const onFavorite = vi.fn();
    renderBar({ onFavorite, favorited: true });
    const star = screen.getByRole('button', { name: 'Add to favorites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    const actor = userEvent.setup();
    await actor.dblClick(star);
    expect(onFavorite).toHaveBeenCalledTimes(1);
  });

  it('is one tab stop; arrows, Home and End move between the buttons and Enter runs one', async () => {
    const onPrint = vi.fn();
    const onSearch = vi.fn();
    renderBar({ onFavorite: () => undefined, onPrint, onDownload: () => undefined, onSearch });
    const actor = userEvent.setup();
    await actor.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Add to favorites');
    await actor.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Print');
    await actor.keyboard('{Enter}');
    expect(onPrint).toHaveBeenCalledTimes(1);
    await actor.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Search');
    await actor.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Add to favorites');
    await actor.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Search');
    await actor.keyboard(' ');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(1);
    await actor.tab();
    expect(document.activeElement).toBe(document.body);
  });
});
