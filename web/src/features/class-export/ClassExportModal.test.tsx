import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { classExportApi, errorMessage, monthOf } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify.ts';
import { mockServer, refuse } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { ClassExportButton } from './ClassExportButton.tsx';

vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const schoolClass = { id: 7, title: '3 «А»' };
let server: ReturnType<typeof mockServer>;

function thisMonth() {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return monthOf(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(classExportApi.download, () => new Blob(['\uFEFFУченик;Тренажёр'], { type: 'text/csv' }));
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
});

async function openModal() {
  renderWithProviders(<ClassExportButton schoolClass={schoolClass} />);
  await userEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
  return screen.findByRole('dialog', { name: 'Экспорт результатов: 3 «А»' });
}

describe('ClassExportButton', () => {
  it('offers this month as an Excel workbook and downloads it under the class title and period', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await openModal();
    const month = thisMonth();
    expect(screen.getByLabelText(/^С/)).toHaveValue(month.from);
    expect(screen.getByLabelText(/^По/)).toHaveValue(month.to);
    expect(screen.getByRole('radio', { name: /Excel/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Дневник' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = server.callsTo(classExportApi.download);
    expect(call?.params).toEqual({ id: '7' });
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ from: month.from, to: month.to, format: 'xlsx' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`3 «А» ${month.from}_${month.to}.xlsx`);
    expect(notifySuccess).toHaveBeenCalledWith(`Файл «3 «А» ${month.from}_${month.to}.xlsx» скачан`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks which section a CSV holds and names the file after it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await openModal();
    fireEvent.change(screen.getByLabelText(/^С/), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByLabelText(/^По/), { target: { value: '2026-12-31' } });
    await userEvent.click(screen.getByRole('radio', { name: /CSV/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Дневник' }));
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = server.callsTo(classExportApi.download);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      from: '2026-09-01',
      to: '2026-12-31',
      format: 'csv',
      section: 'diary',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('3 «А» (дневник) 2026-09-01_2026-12-31.csv');
  });

  it('refuses an end before the start and a period over a year without asking the server', async () => {
    await openModal();
    fireEvent.change(screen.getByLabelText(/^С/), { target: { value: '2026-09-10' } });
    fireEvent.change(screen.getByLabelText(/^По/), { target: { value: '2026-09-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    expect(screen.getByLabelText(/^По/)).toHaveAccessibleDescription(
      expect.stringContaining(errorMessage('DATE_RANGE_REVERSED')['ru-RU']),
    );

    fireEvent.change(screen.getByLabelText(/^По/), { target: { value: '2027-09-11' } });
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    expect(screen.getByLabelText(/^По/)).toHaveAccessibleDescription(
      expect.stringContaining(errorMessage('EXPORT_PERIOD_TOO_LONG')['ru-RU']),
    );
    expect(server.callsTo(classExportApi.download)).toEqual([]);
  });

  it('shows a field the server refused under that field', async () => {
    server.on(classExportApi.download, () =>
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'from', code: 'FIELD_INVALID', message: errorMessage('FIELD_INVALID') },
      ]),
    );
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^С/)).toHaveAccessibleDescription(
        expect.stringContaining(errorMessage('FIELD_INVALID')['ru-RU']),
      ),
    );
  });
});
