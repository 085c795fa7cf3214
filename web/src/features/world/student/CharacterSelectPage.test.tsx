import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/app-harness.tsx';
import { bear, dressedFox, fox, profession } from '../wardrobe.fixtures.ts';
import { bodiesOf, openAsStudent, reading } from '../wardrobe.harness.ts';

vi.mock('./JobSelectPage.tsx', () => ({ JobSelectPage: () => <h1>job select</h1> }));

const dressedBear = { ...bear, worn: [] };
const characterRoutes = {
  'GET /api/characters': ok([fox, bear]),
  'POST /api/students/3/character': ok(dressedBear),
};

describe('character choice', () => {
  it('posts the chosen character and sends a math student on to choose a profession', async () => {
    const { server, pathname, user } = openAsStudent('/student/characters', { routes: characterRoutes });
    const card = await screen.findByRole('article', { name: 'Медведь' });
    expect(within(card).getByRole('img', { name: 'Медведь' })).toBeInTheDocument();

    const choose = within(card).getByRole('button', { name: 'Выбрать: Медведь' });
    choose.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'job select' })).toBeInTheDocument();
    expect(pathname()).toBe('/student/job/select');
    expect(bodiesOf(server, 'POST', '/api/students/3/character')).toEqual([{ subject_id: 1, character_id: 2 }]);
    expect(await screen.findByText('Персонаж выбран!')).toBeInTheDocument();
  });

  it('sends a student of a subject without professions home, where the new character is shown', async () => {
    const { pathname, user } = openAsStudent('/student/characters', { subject: reading, routes: characterRoutes });
    await user.click(await screen.findByRole('button', { name: 'Выбрать: Медведь' }));
    const card = await screen.findByRole('region', { name: 'Мой персонаж' });
    expect(pathname()).toBe('/student');
    expect(within(card).getByRole('img', { name: 'Медведь в образе' })).toBeInTheDocument();
  });

  it('asks before changing a chosen character and changes nothing when the student declines', async () => {
    const { server, user, pathname } = openAsStudent('/student/characters', {
      data: { character: dressedFox, profession },
      routes: characterRoutes,
    });
    const current = await screen.findByRole('article', { name: 'Лиса' });
    expect(within(current).getByText('Твой персонаж')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Выбрать: Медведь' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сменить персонажа?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(bodiesOf(server, 'POST', '/api/students/3/character')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Выбрать: Медведь' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Сменить' }));
    await waitFor(() => expect(pathname()).toBe('/student'));
    expect(bodiesOf(server, 'POST', '/api/students/3/character')).toEqual([{ subject_id: 1, character_id: 2 }]);
  });
});
