import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointRequestParts,
  errorEnvelopeSchema,
  FILE,
  FORM_DATA,
} from '@umka/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from './access.ts';
import { AppError, ok } from './app-error.ts';
import { auditedUploadsOf } from './audit.ts';
import { responses } from './responses.ts';

/** What a handler gets: the caller (always there when the endpoint names roles) and the parsed request. */
export type EndpointContext<E extends Endpoint> = EndpointRequestParts<E> & {
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type EndpointHandler<E extends Endpoint> = (
  context: EndpointContext<E>,
) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

/** What only the server decides about a route: its limits and whether it answers during maintenance. */
export type ServeOptions = Omit<FastifyContextConfig, 'access'>;

const FAILURES = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

function schemaOf(endpoint: Endpoint) {
  return {
    operationId: endpoint.id,
    tags: [endpoint.area],
    ...(endpoint.summary && { summary: endpoint.summary }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body === FORM_DATA ? { consumes: [FORM_DATA] } : endpoint.body && { body: endpoint.body }),
    ...(endpoint.produces && { produces: [endpoint.produces] }),
    response: endpoint.response === FILE ? FAILURES : responses(endpoint.response, endpoint.status),
  };
}

function contextOf<E extends Endpoint>(endpoint: E, request: FastifyRequest, reply: FastifyReply): EndpointContext<E> {
  if (endpoint.access !== 'public' && !request.user) throw new AppError('UNAUTHENTICATED');
  return {
    user: request.user,
    params: request.params,
    query: request.query,
    body: endpoint.body === FORM_DATA ? undefined : request.body,
    request,
    reply,
  } as EndpointContext<E>;
}

/** Runs the handler; once it succeeded, a staff write its service did not audit gets the generic record. */
async function audited<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, context: EndpointContext<E>) {
  const { request } = context;
  const marking = request.server.staffWriteAudit.beforeWrite(endpoint, request.user);
  if (marking === null) return handler(context);
  const mark = await marking;
  const answer = await handler(context);
  await request.server.staffWriteAudit.afterSuccess({
    endpoint,
    user: request.user,
    params: context.params,
    body: context.body,
    ip: request.ip,
    answer,
    uploads: auditedUploadsOf(request),
    mark,
  });
  return answer;
}

/**
 * Registers the route of an endpoint of @umka/contracts: its path, access, schemas and OpenAPI names come from
 * the endpoint, the handler only calls its service. A JSON answer is wrapped in the success envelope with the
 * endpoint's status; a FILE endpoint's handler sends the file itself.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options, access: endpoint.access },
    schema: schemaOf(endpoint),
    handler:
      endpoint.response === FILE
        ? async (request, reply) => audited(endpoint, handler, contextOf(endpoint, request, reply))
        : async (request, reply) => {
            const data = await audited(endpoint, handler, contextOf(endpoint, request, reply));
            if (status !== 200) reply.code(status);
            return ok(data);
          },
  });
}
