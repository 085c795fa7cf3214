import type { z } from 'zod';
import type { RoleId } from './roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, or the listed roles. The server refuses to start with a route that says neither. */
export type EndpointAccess = 'public' | readonly RoleId[];

/** The body of an upload: a multipart form whose parts the route reads and checks itself. */
export const FORM_DATA = 'multipart/form-data';
/** The answer of an endpoint that sends a file as it is (a PDF, an attachment) instead of a JSON envelope. */
export const FILE = 'file';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Below /api; `:name` marks a path parameter, which `params` must parse. */
  path: `/${string}`;
  access: EndpointAccess;
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | typeof FORM_DATA;
  /** The `data` of the success envelope, or FILE. */
  response: z.ZodType | typeof FILE;
  /** The content type of a FILE answer that is always the same kind of file (a certificate is a PDF). */
  produces?: string;
  /** 201 for an endpoint that creates; 200 when left out. */
  status?: 201;
}

/** An endpoint as the server registers it and the web calls it: its definition, named within its area. */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & {
  /** `<area>.<name>`, the OpenAPI operation id. */
  readonly id: string;
  /** The module that serves it, the OpenAPI tag. */
  readonly area: string;
};

/** The endpoints of one area, each named by its key. */
export function defineEndpoints<const D extends Record<string, EndpointDefinition>>(
  area: string,
  definitions: D,
): { readonly [K in keyof D]: Endpoint<D[K]> } {
  const endpoints: Record<string, Endpoint> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    endpoints[name] = { ...definition, id: `${area}.${name}`, area };
  }
  return endpoints as { readonly [K in keyof D]: Endpoint<D[K]> };
}

/**
 * What a caller puts in a path or a query string: what the schema takes, except that a value the server coerces
 * from text (an id, a page) is given as what it becomes; optional where the schema lets the value out.
 */
export type WireValues<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : z.input<S>[K]
    : z.input<S>[K];
};

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type Part<Key extends string, Value> = [RequiredKeys<Value>] extends [never]
  ? { [P in Key]?: Value }
  : { [P in Key]: Value };

type ParamsInput<E extends EndpointDefinition> = E['params'] extends z.ZodType
  ? Part<'params', WireValues<E['params']>>
  : { params?: never };
type QueryInput<E extends EndpointDefinition> = E['query'] extends z.ZodType
  ? Part<'query', WireValues<E['query']>>
  : { query?: never };
type BodyInput<E extends EndpointDefinition> = E['body'] extends z.ZodType
  ? Part<'body', z.input<E['body']>>
  : E['body'] extends typeof FORM_DATA
    ? { body: FormData }
    : { body?: never };

/** What the web sends to an endpoint. */
export type EndpointInput<E extends EndpointDefinition> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

/** What the web gets back from an endpoint: the parsed `data`, or the file. */
export type EndpointData<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : Blob;

/** What the server's handler of an endpoint returns: the answer's data before serialization, or nothing for a file it sent. */
export type EndpointAnswer<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : unknown;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server hands an endpoint's handler, parsed by the endpoint's schemas. */
export interface EndpointRequestParts<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/** A path with its parameters filled in, each encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
