import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { type ErrorCode, errorMessage, isErrorCode } from '@umka/contracts';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { isApiError } from './api-error.ts';
import { useLocalized } from './i18n.ts';

export interface SchemaFormOptions<Values extends object, Body> {
  initialValues: Values;
  /** The contract's schema of what is sent: the form checks what the server will check, in the server's words. */
  schema: z.ZodType<Body>;
  /** What the schema reads, when the inputs hold something else (a select's null, a number typed as text). */
  toBody?: (values: Values) => unknown;
  /** Field of the body → path of the input, where the two are named differently (`subject_id` → `subjectId`). */
  inputOf?: Readonly<Record<string, string>>;
  /** Inputs that pick from a list, where a missing value reads "nothing selected" rather than "required". */
  pickers?: readonly string[];
}

export interface SchemaForm<Values extends object, Body> {
  form: UseFormReturnType<Values>;
  /** Mantine's input props with the error as text of the interface language. */
  inputProps: (
    path: string,
    options?: { type?: 'input' | 'checkbox' },
  ) => ReturnType<UseFormReturnType<Values>['getInputProps']>;
  /** The text of the error at a path, for inputs Mantine does not bind (a group of fields, a custom picker). */
  errorOf: (path: string) => string | undefined;
  /**
   * The form's submit handler: checks the values with the schema and sends the parsed body; the server's field errors
   * land under their inputs, and any other failure goes to `onError`.
   */
  onSubmit: (
    send: (body: Body, values: Values) => Promise<unknown>,
    onError?: (error: unknown) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * Forms keep error codes (`FIELD_REQUIRED`, `EMAIL_TAKEN`), which the contract schemas use as their messages and the
 * server sends with each field it refuses; the text is looked up when shown, so it follows a change of language.
 * Mantine's own `schemaResolver` is the one resolver: every form validates with the zod schema of its endpoint.
 */
export function useSchemaForm<Values extends object, Body>({
  initialValues,
  schema,
  toBody = (values) => values,
  inputOf = {},
  pickers = [],
}: SchemaFormOptions<Values, Body>): SchemaForm<Values, Body> {
  const localize = useLocalized();
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors = renamed(resolve(toBody(values)), inputOf);
      for (const path of pickers) if (errors[path] === 'FIELD_REQUIRED') errors[path] = 'NOTHING_SELECTED';
      return errors;
    },
  });

  const text = (error: ReactNode): ReactNode =>
    typeof error === 'string' ? localize(errorMessage(isErrorCode(error) ? error : 'FIELD_INVALID')) : error;

  return {
    form,
    inputProps: (path, options) => {
      const props = form.getInputProps(path, options);
      return { ...props, error: text(props.error) };
    },
    errorOf: (path) => {
      const error = form.errors[path];
      return error === undefined || error === null ? undefined : String(text(error));
    },
    onSubmit: (send, onError) =>
      form.onSubmit(async (values) => {
        try {
          await send(schema.parse(toBody(values)), values);
        } catch (error) {
          const fields = serverFieldErrors(error, inputOf);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          else onError?.(error);
        }
      }),
  };
}

/** The first segment of each path renamed from the body's field to the form's input. */
function renamed(errors: FormErrors, inputOf: Readonly<Record<string, string>>): FormErrors {
  const result: FormErrors = {};
  for (const [path, error] of Object.entries(errors)) {
    const [head = '', ...rest] = path.split('.');
    result[[inputOf[head] ?? head, ...rest].join('.')] = error;
  }
  return result;
}

/** The codes of the fields a failed call names, under the form's paths. */
export function serverFieldErrors(error: unknown, inputOf: Readonly<Record<string, string>> = {}): FormErrors {
  if (!isApiError(error)) return {};
  const codes: Record<string, ErrorCode> = {};
  for (const field of error.fields ?? []) codes[field.field] ??= field.code;
  return renamed(codes, inputOf);
}
