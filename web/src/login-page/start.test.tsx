import { act, screen } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import en from '../locales/en-US.json';
import ru from '../locales/ru-RU.json';
import { buildUser, mockServer, signIn } from '../test/app-harness.tsx';
import { APP_FILES_ELEMENT_ID } from './app-files.ts';
import { renderLoginPage } from './render.tsx';
import { startLoginPage } from './start.tsx';

describe('the light login page starts', () => {
  const added: HTMLElement[] = [];
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
    for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
  });

  /** The root as the server sends it: the markup prerendered in the locale it guessed from the cookie. */
  async function servedRoot(locale: 'ru-RU' | 'en-US' = 'ru-RU'): Promise<HTMLElement> {
    const root = document.createElement('div');
    root.dataset.prerendered = locale;
    root.innerHTML = await renderLoginPage(locale);
    document.body.append(root);
    added.push(root);
    return root;
  }

  it("sends a device that kept a session to its role's home instead of showing the form", async () => {
    signIn(buildUser(ROLE.teacher));
    mockServer({});
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const root = await servedRoot();
    const drawn = root.innerHTML;

    await act(() => startLoginPage(root));

    expect(replace).toHaveBeenCalledWith('/teacher/classes');
    expect(root.innerHTML).toBe(drawn);
  });

  it('takes over the drawn form when the device chose the locale it is drawn in', async () => {
    mockServer({});
    const root = await servedRoot('ru-RU');
    const heading = root.querySelector('h1');

    await act(() => startLoginPage(root));

    expect(root.querySelector('h1')).toBe(heading);
    expect(screen.getByRole('button', { name: ru.auth.loginSubmit })).toBeEnabled();
  });

  it('draws the form anew in the locale the device chose when the server guessed another', async () => {
    mockServer({});
    const root = await servedRoot('ru-RU');
    // The texts the device's kept choice started the page in.
    await i18n.changeLanguage('en-US');

    await act(() => startLoginPage(root));

    expect(await screen.findByRole('heading', { name: en.auth.loginTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ru.auth.loginTitle })).not.toBeInTheDocument();
  });

  it("fetches the app's files ahead once, when the child starts to fill the form", async () => {
    mockServer({});
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = APP_FILES_ELEMENT_ID;
    block.textContent = JSON.stringify(['/assets/index-abc.js', '/assets/vendor-def.css']);
    document.head.append(block);
    added.push(block);
    const root = await servedRoot();
    await act(() => startLoginPage(root));
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);

    screen.getByLabelText(ru.auth.email).focus();
    screen.getByLabelText(ru.auth.password, { selector: 'input' }).focus();

    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/index-abc.js',
      '/assets/vendor-def.css',
    ]);
    expect(links.every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  });
});
