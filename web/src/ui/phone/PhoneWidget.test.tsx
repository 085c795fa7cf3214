import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PhoneClock } from './PhoneClock.tsx';
import { type PhoneTab, PhoneWidget } from './PhoneWidget.tsx';

const tabs: PhoneTab[] = [
  { key: 'chat', label: 'Чат', icon: null, unread: 2, panel: <p>Переписка с учителем</p> },
  { key: 'mail', label: 'Почта', icon: null, unread: 0, panel: <p>Письма</p> },
];

describe('the phone widget', () => {
  afterEach(() => vi.useRealTimers());

  it('opens from its button, which counts every unread item, and shows the first tab', async () => {
    renderWithProviders(<PhoneWidget tabs={tabs} />);
    const toggle = screen.getByRole('button', { name: 'Открыть телефон: 2 непрочитанных' });

    await userEvent.click(toggle);

    expect(await screen.findByRole('dialog', { name: 'Телефон' })).toHaveFocus();
    expect(screen.getByText('Переписка с учителем')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Чат/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('2 непрочитанных')).toBeInTheDocument();
  });

  it('switches tabs by keyboard and closes with Escape, giving the focus back to its button', async () => {
    renderWithProviders(<PhoneWidget tabs={tabs} />);
    await userEvent.click(screen.getByRole('button', { name: /Открыть телефон/ }));

    await userEvent.click(await screen.findByRole('tab', { name: /Почта/ }));
    expect(screen.getByText('Письма')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Открыть телефон/ })).toHaveFocus();
  });

  it('shows a clock that ticks every second', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:15:07Z'));
    renderWithProviders(<PhoneClock />);
    const before = screen.getByTestId('phone-clock').getAttribute('datetime');

    act(() => vi.advanceTimersByTime(1000));

    expect(before).toBe('2026-11-29T10:15:07.000Z');
    expect(screen.getByTestId('phone-clock')).toHaveAttribute('datetime', '2026-11-29T10:15:08.000Z');
  });
});
