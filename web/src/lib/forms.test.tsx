import { Button, Select, TextInput } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clothesSlotSchema, errorMessage, groupCreateSchema } from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../test/render.tsx';
import { ApiError } from './api-error.ts';
import { useSchemaForm } from './forms.ts';

type Sent = { title: string; subject_id: number };

function ClassTitleForm({ send, onError }: { send: (body: Sent) => Promise<unknown>; onError: (e: unknown) => void }) {
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: { title: '', subjectId: null as number | null },
    schema: groupCreateSchema,
    toBody: (values) => ({ title: values.title, subject_id: values.subjectId ?? undefined }),
    inputOf: { subject_id: 'subjectId' },
    pickers: ['subjectId'],
  });
  return (
    <form onSubmit={onSubmit(send, onError)} noValidate>
      <TextInput label="Title" {...inputProps('title')} />
      <Select
        label="Subject"
        data={[{ value: '1', label: 'Maths' }]}
        {...inputProps('subjectId')}
        value={form.values.subjectId === null ? null : String(form.values.subjectId)}
        onChange={(next) => form.setFieldValue('subjectId', next === null ? null : Number(next))}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Title' }), '5 B');
  await user.click(screen.getByLabelText('Subject', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'Maths' }));
  return user;
}

describe('forms checked by the schema of their endpoint', () => {
  it('says what is missing under each input, in the words of the server, without sending', async () => {
    const send = vi.fn(async () => undefined);
    renderWithProviders(<ClassTitleForm send={send} onError={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(errorMessage('FIELD_REQUIRED')['ru-RU'])).toBeInTheDocument();
    expect(screen.getByText(errorMessage('NOTHING_SELECTED')['ru-RU'])).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the body the schema parsed, named as the server names it', async () => {
    const send = vi.fn(async (_body: Sent) => undefined);
    renderWithProviders(<ClassTitleForm send={send} onError={vi.fn()} />);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send.mock.calls[0]?.[0]).toEqual({ title: '5 B', subject_id: 1 });
  });

  it("puts the server's refusal of a field under the input it belongs to, and follows a change of language", async () => {
    const refusal = new ApiError(422, 'VALIDATION_FAILED', errorMessage('VALIDATION_FAILED'), [
      { field: 'subject_id', code: 'SUBJECT_NOT_TAUGHT', message: errorMessage('SUBJECT_NOT_TAUGHT') },
    ]);
    const onError = vi.fn();
    const { i18n } = renderWithProviders(<ClassTitleForm send={() => Promise.reject(refusal)} onError={onError} />);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(errorMessage('SUBJECT_NOT_TAUGHT')['ru-RU'])).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByText(errorMessage('SUBJECT_NOT_TAUGHT')['en-US'])).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands a failure that names no field to the caller', async () => {
    const failure = ApiError.of(500, 'INTERNAL_ERROR');
    const onError = vi.fn();
    renderWithProviders(<ClassTitleForm send={() => Promise.reject(failure)} onError={onError} />);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('says "nothing selected" of an empty picker whose schema knows only a wrong choice', async () => {
    function SlotForm() {
      const { inputProps, onSubmit } = useSchemaForm({
        initialValues: { slot: null as string | null },
        schema: z.object({ slot: clothesSlotSchema }),
        pickers: ['slot'],
      });
      return (
        <form onSubmit={onSubmit(async () => undefined)} noValidate>
          <Select label="Slot" data={['head']} {...inputProps('slot')} />
          <Button type="submit">Save</Button>
        </form>
      );
    }
    renderWithProviders(<SlotForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(errorMessage('NOTHING_SELECTED')['ru-RU'])).toBeInTheDocument();
    expect(screen.queryByText(errorMessage('FIELD_INVALID')['ru-RU'])).not.toBeInTheDocument();
  });

  it("shows a check beyond the schema under its input, the schema's own refusal winning, and sends nothing", async () => {
    const send = vi.fn(async () => undefined);
    function NamesForm() {
      const { inputProps, errorOf, onSubmit } = useSchemaForm({
        initialValues: { title: '', names: ['a', 'b'] },
        schema: z.object({ title: z.string().min(1, { error: 'FIELD_REQUIRED' }), names: z.array(z.string()) }),
        listInputs: ['names'],
        check: () => ({ title: 'FIELD_TOO_LONG', 'names.1': 'EXPRESSION_INVALID' }),
      });
      return (
        <form onSubmit={onSubmit(send)} noValidate>
          <TextInput label="Title" {...inputProps('title')} />
          <p>{errorOf('names')}</p>
          <Button type="submit">Save</Button>
        </form>
      );
    }
    renderWithProviders(<NamesForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(errorMessage('FIELD_REQUIRED')['ru-RU'])).toBeInTheDocument();
    expect(screen.queryByText(errorMessage('FIELD_TOO_LONG')['ru-RU'])).not.toBeInTheDocument();
    expect(screen.getByText(errorMessage('EXPRESSION_INVALID')['ru-RU'])).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
