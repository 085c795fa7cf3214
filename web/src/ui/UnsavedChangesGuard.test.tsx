import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocalizedMantineProvider } from '../app/LocalizedMantineProvider.tsx';
import { createTestI18n } from '../test/render.tsx';
import { ModalsHost } from './ModalsHost.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

function EditedForm() {
  const [text, setText] = useState('');
  return (
    <>
      <UnsavedChangesGuard shouldBlock={() => text !== ''} message="The text is not saved." />
      <label>
        Text
        <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderInDataRouter() {
  const router = createMemoryRouter([
    { path: '/form', element: <EditedForm /> },
    { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
  ]);
  router.navigate('/form');
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <LocalizedMantineProvider env="test">
        <ModalsHost />
        <RouterProvider router={router} />
      </LocalizedMantineProvider>
    </I18nextProvider>,
  );
}

describe('UnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    await user.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('asks before unsaved changes are left, and stays when told to', async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    await user.type(await screen.findByRole('textbox', { name: 'Text' }), 'draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Уйти без сохранения?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('draft');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Уйти' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });
});
